import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { clanBound } from '../../db/clan-bound.ts';
import type { DbOrTx } from '../../db/client.ts';
import { albums, blogs, events, persons, siteSettings, trees } from '../../db/schema/index.ts';
import { treePersonIds } from '../../db/tree-membership.ts';

/** The setting fields a page's title, description and preview image come from. */
export interface SeoSettingRow {
  siteName: string | null;
  slogan: string | null;
  description: string | null;
  logo: string | null;
  banner: string | null;
  /** Changes with every save: the share card's address and cache key carry it. */
  version: number;
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

/** Read-only queries of one clan for page metadata and the sitemap. */
export function seoRepo(db: DbOrTx, clanId: string) {
  const clan = clanBound(db, clanId);
  return {
    async findSetting(): Promise<SeoSettingRow | undefined> {
      const [row] = await db
        .select({
          siteName: siteSettings.siteName,
          slogan: siteSettings.slogan,
          description: siteSettings.description,
          logo: siteSettings.logo,
          banner: siteSettings.banner,
          version: siteSettings.version,
        })
        .from(siteSettings)
        .where(clan.where(siteSettings))
        .limit(1);
      return row;
    },

    /** A post visitors may read now; drafts and scheduled posts are not found. */
    async findPublicPost(slug: string): Promise<SeoPostRow | undefined> {
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
        .where(clan.where(blogs, eq(blogs.slug, slug), isPublicNow))
        .limit(1);
      return row;
    },

    /** Every post visitors may read now, newest first, at most `limit`. */
    async listPublicPosts(limit: number): Promise<SitemapPostRow[]> {
      return db
        .select({ slug: blogs.slug, publishedAt: blogs.publishedAt, updatedAt: blogs.updatedAt })
        .from(blogs)
        .where(clan.where(blogs, isPublicNow))
        .orderBy(desc(blogs.publishedAt), desc(blogs.id))
        .limit(limit);
    },

    /** The clan's events for the sitemap, last changed first, at most `limit`. */
    async listEvents(limit: number): Promise<{ slug: string; updatedAt: Date }[]> {
      return db
        .select({ slug: events.slug, updatedAt: events.updatedAt })
        .from(events)
        .where(clan.where(events))
        .orderBy(desc(events.updatedAt), desc(events.id))
        .limit(limit);
    },

    /**
     * The deceased persons of the clan's public trees for the sitemap (their pages show their record;
     * the living are left out), last changed first, at most `limit`.
     */
    async listPublicDeceasedPersons(limit: number): Promise<{ id: string; updatedAt: Date }[]> {
      const publicTrees = await db
        .select({ id: trees.id })
        .from(trees)
        .where(clan.where(trees, eq(trees.isPublic, true)));
      const found = new Map<string, Date>();
      for (const tree of publicTrees) {
        const members = treePersonIds(clan, tree.id);
        const rows = await db
          .select({ id: persons.id, updatedAt: persons.updatedAt })
          .from(persons)
          .where(
            clan.where(
              persons,
              and(
                eq(persons.deceased, true),
                inArray(persons.id, db.select({ id: members.personId }).from(members)),
              ),
            ),
          );
        for (const row of rows) found.set(row.id, row.updatedAt);
      }
      return [...found]
        .map(([id, updatedAt]) => ({ id, updatedAt }))
        .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || a.id.localeCompare(b.id))
        .slice(0, limit);
    },

    /** The clan's albums for the sitemap, last changed first, at most `limit`. */
    async listAlbums(limit: number): Promise<{ slug: string; updatedAt: Date }[]> {
      return db
        .select({ slug: albums.slug, updatedAt: albums.updatedAt })
        .from(albums)
        .where(clan.where(albums))
        .orderBy(desc(albums.updatedAt), desc(albums.id))
        .limit(limit);
    },
  };
}
