import {
  CLAN_DOMAIN_PATTERN,
  isWebRoute,
  pageTitle,
  storedDomainFromCookie,
  tenantFromHost,
} from '@giapha/contract';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { scopeRequestToClan } from '../../db/clan-scope.ts';
import type { Db } from '../../db/client.ts';
import type { DataVersionSource } from '../../db/data-version-feed.ts';
import type { ClanContext } from '../../lib/request-context.ts';
import { type ClanSite, clanSite } from '../../lib/site-url.ts';
import { albumsRepo } from '../albums/albums.repo.ts';
import { branchesRepo } from '../branches/branches.repo.ts';
import { campaignsRepo } from '../campaigns/campaigns.repo.ts';
import { type ClanRow, clansRepo } from '../clans/clans.repo.ts';
import { eventsRepo } from '../events/events.repo.ts';
import { PersonRecordService } from '../person-record/person-record.service.ts';
import { renderShareCard } from './seo.card.ts';
import { escapeHtml, type PageMeta } from './seo.html.ts';
import { KeptParts } from './seo.kept.ts';
import {
  compilePattern,
  matchPage,
  PAGES,
  type PageSources,
  type SiteContext,
  siteMeta,
} from './seo.pages.ts';
import { type SeoSettingRow, seoRepo } from './seo.repo.ts';

/** What the app shell of one request carries: the page's tags and the status it answers with. */
export interface RenderedPage {
  status: 200 | 404;
  meta: PageMeta;
  site: SiteContext;
}

/** Static pages of every clan's site, in the sitemap after the home page. */
const SITEMAP_PAGES = ['/', '/blogs', '/family-tree', '/branch', '/guide', '/contact', '/graves', '/xung-ho'];
/**
 * The sitemap protocol's limit is 50,000 addresses per file: posts, events, albums, campaigns and the
 * public persons' pages share it (with room for the static pages above).
 */
const SITEMAP_POST_LIMIT = 20_000;
const SITEMAP_EVENT_LIMIT = 3_000;
const SITEMAP_ALBUM_LIMIT = 1_500;
/** A clan runs a few campaigns a year. */
const SITEMAP_CAMPAIGN_LIMIT = 400;
/** The dead of the public trees (a large clan's book holds tens of thousands of names). */
const SITEMAP_PERSON_LIMIT = 25_000;

/** Client areas search engines have no business in (they need a sign-in or are per user). */
const DISALLOWED = [
  '/admin',
  '/auth',
  '/settings',
  '/tree/',
  '/ai-trees/',
  '/categories',
  '/api/',
  '/reminders/',
];

/** The generated picture of a site with no banner or logo (`seo.card.ts`). */
export const SHARE_CARD_PATH = '/share-card.png';
/** Share cards kept in memory (about 40 KB each): one per clan and settings version. */
const SHARE_CARD_CACHE_SIZE = 200;

function queryDomain(request: FastifyRequest): string | undefined {
  const query = request.query;
  if (typeof query !== 'object' || query === null || !('domain' in query)) return undefined;
  const value = query.domain;
  return typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : undefined;
}

/**
 * Page metadata, sitemap and robots.txt of each clan's site. The HTML routes are not API routes, so
 * the tenant plugin does not resolve their clan: this does, by the same rule (`domain`, else Host).
 */
export class SeoService {
  private readonly clans;
  private readonly personRecords;
  private readonly pages = PAGES.map((page) => ({
    regex: compilePattern(page.pattern),
    resolve: page.resolve,
  }));

  /** Share cards by clan and version, newest last (a promise: one render for requests at once). */
  private readonly cards = new Map<string, Promise<Buffer>>();

  /** The clans' settings per `site` version, when the app shares its data versions (the served pages). */
  private readonly settings: KeptParts<SeoSettingRow | undefined> | undefined;

  constructor(
    private readonly db: Db,
    private readonly config: Pick<AppConfig, 'baseDomain' | 'devDomain' | 'publicUrl'>,
    versions?: DataVersionSource,
  ) {
    this.clans = clansRepo(db);
    this.personRecords = new PersonRecordService(db);
    this.settings = versions ? new KeptParts(versions, ['site']) : undefined;
  }

  /** The clan's setting: read once per `site` version when kept, else from the database. */
  private findSetting(clanId: string): Promise<SeoSettingRow | undefined> {
    const read = () => seoRepo(this.db, clanId).findSetting();
    return this.settings ? this.settings.get(clanId, read) : read();
  }

  /** What a page's metadata is read from: the clan's posts, events, albums and campaigns. */
  private sources(clan: ClanRow): PageSources {
    return {
      findPublicPost: (slug) => seoRepo(this.db, clan.id).findPublicPost(slug),
      findEvent: (slug) => eventsRepo(this.db, clan.id).findDetailBySlug(slug),
      findAlbum: (key, keyIsId) => albumsRepo(this.db, clan.id).findByIdOrSlug(key, keyIsId),
      findCampaign: (slug) => campaignsRepo(this.db, clan.id).findVisibleDetailBySlug(slug),
      findPublicPerson: (id) => this.personRecords.find({ clan }, id),
      findPublicBranch: async (id) => {
        const branch = await branchesRepo(this.db, clan.id).find(id);
        return branch?.treeIsPublic ? branch : undefined;
      },
    };
  }

  /** The context of the clan the request's site belongs to; undefined for an unknown domain. */
  async findClanContext(request: FastifyRequest): Promise<ClanContext | undefined> {
    const domain =
      queryDomain(request) ??
      tenantFromHost(request.headers.host, {
        baseDomain: this.config.baseDomain,
        // The web app's rule: on a host that names no clan, the one the browser remembered.
        stored: storedDomainFromCookie(request.headers.cookie),
        devDomain: this.config.devDomain,
      });
    // A value no clan can have (NUL, dots, 300 characters…) is not looked up: the plain shell answers.
    const clan =
      domain && CLAN_DOMAIN_PATTERN.test(domain) ? await this.clans.findByDomain(domain) : undefined;
    if (!clan) return undefined;
    scopeRequestToClan(clan.id);
    return { clan };
  }

  /** Where the clan's site is: from the configuration (PUBLIC_URL / BASE_DOMAIN), never the Host. */
  address(clan: Pick<ClanRow, 'domain'>): ClanSite {
    return clanSite(this.config, clan.domain);
  }

  async siteContext({ clan }: ClanContext): Promise<SiteContext> {
    const setting = await this.findSetting(clan.id);
    const siteName = setting?.siteName?.trim() || clan.clanName;
    const slogan = setting?.slogan?.trim() || null;
    const address = this.address(clan);
    return {
      clan,
      address,
      siteName,
      slogan,
      description: setting?.description?.trim() || slogan || `Trang thông tin của ${siteName}.`,
      // A share always shows a picture: the banner, the logo, else the card made for the clan
      // (its address changes with the clan and its settings, so previews fetch the new one).
      image:
        setting?.banner ||
        setting?.logo ||
        address.url(SHARE_CARD_PATH, { v: `${clan.version}.${setting?.version ?? 0}` }),
    };
  }

  /** The clan's share card (PNG, 1200×630), made once per clan and settings version. */
  async shareCard({ clan }: ClanContext): Promise<Buffer> {
    const setting = await seoRepo(this.db, clan.id).findSetting();
    const key = `${clan.id}:${clan.version}.${setting?.version ?? 0}`;
    const cached = this.cards.get(key);
    if (cached) {
      // Most recently used last.
      this.cards.delete(key);
      this.cards.set(key, cached);
      return cached;
    }
    const card = renderShareCard({
      siteName: setting?.siteName?.trim() || clan.clanName,
      slogan: setting?.slogan?.trim() || null,
      host: new URL(this.address(clan).origin).host,
    });
    this.cards.set(key, card);
    card.catch(() => this.cards.delete(key));
    while (this.cards.size > SHARE_CARD_CACHE_SIZE) {
      const oldest = this.cards.keys().next().value;
      if (oldest === undefined) break;
      this.cards.delete(oldest);
    }
    return card;
  }

  /**
   * The metadata of the page at `rawPath` (no query) and its status: 404 when a registered page is
   * not there (an unknown post) or the web app has no page at the path at all.
   */
  async renderPage({ clan }: ClanContext, rawPath: string): Promise<RenderedPage> {
    const site = await this.siteContext({ clan });
    const matched = matchPage(this.pages, rawPath);
    if (!matched && isWebRoute(rawPath)) {
      return { status: 200, meta: siteMeta(site, canonicalOf(rawPath)), site };
    }
    const meta = matched ? await matched.resolve(site, matched.params, this.sources(clan)) : null;
    if (meta) return { status: 200, meta, site };
    return {
      status: 404,
      meta: {
        ...siteMeta(site, canonicalOf(rawPath)),
        title: pageTitle('Không tìm thấy trang', site.siteName),
        noindex: true,
      },
      site,
    };
  }

  async sitemap({ clan }: ClanContext): Promise<string> {
    const address = this.address(clan);
    const repo = seoRepo(this.db, clan.id);
    const posts = await repo.listPublicPosts(SITEMAP_POST_LIMIT);
    const events = await repo.listEvents(SITEMAP_EVENT_LIMIT);
    const albums = await repo.listAlbums(SITEMAP_ALBUM_LIMIT);
    const campaigns = await campaignsRepo(this.db, clan.id).listVisibleSlugs(SITEMAP_CAMPAIGN_LIMIT);
    const people = await repo.listPublicDeceasedPersons(SITEMAP_PERSON_LIMIT);
    const entry = (path: string, lastmod?: Date) =>
      `  <url><loc>${escapeHtml(address.url(path))}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
    const lines = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...SITEMAP_PAGES.map((path) => entry(path)),
      ...posts.map((post) =>
        entry(`/blogs/${encodeURIComponent(post.slug)}.html`, latest(post.updatedAt, post.publishedAt)),
      ),
      entry('/events'),
      ...events.map((event) => entry(`/events/${encodeURIComponent(event.slug)}.html`, event.updatedAt)),
      entry('/albums'),
      ...albums.map((album) => entry(`/albums/${encodeURIComponent(album.slug)}.html`, album.updatedAt)),
      entry('/campaigns'),
      ...campaigns.map((campaign) =>
        entry(`/campaigns/${encodeURIComponent(campaign.slug)}.html`, campaign.updatedAt),
      ),
      ...people.map((person) => entry(`/persons/${encodeURIComponent(person.id)}`, person.updatedAt)),
      '</urlset>',
      '',
    ];
    return lines.join('\n');
  }

  /** Everything but the signed-in areas for a clan's site; nothing at all for an unknown domain. */
  robots(context: ClanContext | undefined): string {
    if (!context) return 'User-agent: *\nDisallow: /\n';
    return [
      'User-agent: *',
      'Allow: /',
      ...DISALLOWED.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${this.address(context.clan).url('/sitemap.xml')}`,
      '',
    ].join('\n');
  }
}

/** The path as its own canonical address: without a trailing slash, as requested otherwise. */
function canonicalOf(rawPath: string): string {
  if (rawPath.length <= 1) return '/';
  return rawPath.replace(/\/+$/, '') || '/';
}

function latest(a: Date, b: Date | null): Date {
  return b && b > a ? b : a;
}
