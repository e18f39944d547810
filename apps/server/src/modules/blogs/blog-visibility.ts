import { type SQL, sql } from 'drizzle-orm';
import { blogs } from '../../db/schema/index.ts';

/**
 * Visitors see a post once it is published and its publish date has come. A condition on `blogs`, shared
 * by the posts' and the categories' repositories (their public counts).
 */
export function publicNow(): SQL {
  return sql`(${blogs.status} = 'published' and ${blogs.publishedAt} <= now())`;
}
