import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { albums, blogs, events, siteSettings } from '../../db/schema/index.ts';
import { albumsRepo } from '../albums/albums.repo.ts';
import { campaignsRepo } from '../campaigns/campaigns.repo.ts';
import { eventsRepo } from '../events/events.repo.ts';

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
          version: siteSettings.version,
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

    /** An event by its slug (events are public once created), with the person whose giỗ it is. */
    async findEvent(clanId: string, slug: string) {
      return eventsRepo(db, clanId).findDetailBySlug(slug);
    },

    /** The clan's events for the sitemap, last changed first, at most `limit`. */
    async listEvents(clanId: string, limit: number): Promise<{ slug: string; updatedAt: Date }[]> {
      return db
        .select({ slug: events.slug, updatedAt: events.updatedAt })
        .from(events)
        .where(eq(events.clanId, clanId))
        .orderBy(desc(events.updatedAt), desc(events.id))
        .limit(limit);
    },

    /** An album by its slug or id (albums are public once created). */
    async findAlbum(clanId: string, slugOrId: string, keyIsId: boolean) {
      return albumsRepo(db, clanId).findByIdOrSlug(slugOrId, keyIsId);
    },

    /** The clan's albums for the sitemap, last changed first, at most `limit`. */
    async listAlbums(clanId: string, limit: number): Promise<{ slug: string; updatedAt: Date }[]> {
      return db
        .select({ slug: albums.slug, updatedAt: albums.updatedAt })
        .from(albums)
        .where(eq(albums.clanId, clanId))
        .orderBy(desc(albums.updatedAt), desc(albums.id))
        .limit(limit);
    },

    /** A campaign visitors may see (open or closed) by its slug; drafts are not found. */
    async findCampaign(clanId: string, slug: string) {
      return campaignsRepo(db, clanId).findVisibleDetailBySlug(slug);
    },

    /** The clan's open and closed campaigns for the sitemap, last changed first, at most `limit`. */
    async listCampaigns(clanId: string, limit: number): Promise<{ slug: string; updatedAt: Date }[]> {
      return campaignsRepo(db, clanId).listVisibleSlugs(limit);
    },
  };
}
