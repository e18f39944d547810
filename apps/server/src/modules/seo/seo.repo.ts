import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { blogs, siteSettings } from '../../db/schema/index.ts';

/** The setting fields a page's title, description and preview image come from. */
export interface SeoSettingRow {
  siteName: string | null;
  slogan: string | null;
  description: string | null;
  logo: string | null;
  banner: string | null;
}

export interface SeoPostRow {
  title: string;
  summary: string | null;
  content: string;
  coverImage: string | null;
  publishedAt: Date | null;
  updatedAt: Date;
}

export interface SitemapPostRow {
  slug: string;
  publishedAt: Date | null;
  updatedAt: Date;
}

/** Visitors see a post once it is published and its publish date has come (as the blogs module says). */
const isPublicNow = sql`(${blogs.status} = 'published' and ${blogs.publishedAt} <= now())`;

/** Read-only queries for page metadata and the sitemap; `clanId` first, as everywhere. */
export function seoRepo(db: DbOrTx) {
  return {
    async findSetting(clanId: string): Promise<SeoSettingRow | undefined> {
      const [row] = await db
        .select({
          siteName: siteSettings.siteName,
          slogan: siteSettings.slogan,
          description: siteSettings.description,
          logo: siteSettings.logo,
          banner: siteSettings.banner,
        })
        .from(siteSettings)
        .where(eq(siteSettings.clanId, clanId))
        .limit(1);
      return row;
    },

    /** A post visitors may read now; drafts and scheduled posts are not found. */
    async findPublicPost(clanId: string, slug: string): Promise<SeoPostRow | undefined> {
      const [row] = await db
        .select({
          title: blogs.title,
          summary: blogs.summary,
          content: blogs.content,
          coverImage: blogs.coverImage,
          publishedAt: blogs.publishedAt,
          updatedAt: blogs.updatedAt,
        })
        .from(blogs)
        .where(and(eq(blogs.clanId, clanId), eq(blogs.slug, slug), isPublicNow))
        .limit(1);
      return row;
    },

    /** Every post visitors may read now, newest first, at most `limit`. */
    async listPublicPosts(clanId: string, limit: number): Promise<SitemapPostRow[]> {
      return db
        .select({ slug: blogs.slug, publishedAt: blogs.publishedAt, updatedAt: blogs.updatedAt })
        .from(blogs)
        .where(and(eq(blogs.clanId, clanId), isPublicNow))
        .orderBy(desc(blogs.publishedAt), desc(blogs.id))
        .limit(limit);
    },
  };
}
