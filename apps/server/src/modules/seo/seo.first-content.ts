import {
  blogsApi,
  campaignsApi,
  defaultPublicTree,
  idSchema,
  MENUS_PAGE_SIZE,
  menusApi,
  PUBLIC_TREES_PARAMS,
  SECTIONS_PAGE_SIZE,
  sectionsApi,
  settingsApi,
  treesApi,
} from '@giapha/contract';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { DataVersionSource } from '../../db/data-version-feed.ts';
import type { DataTopic } from '../../db/schema/index.ts';
import { ok, okPage } from '../../lib/api-route.ts';
import { AppError } from '../../lib/errors.ts';
import type { LedgerGrants } from '../../lib/ledger-grants.ts';
import type { ClanContext } from '../../lib/request-context.ts';
import { BlogsService } from '../blogs/blogs.service.ts';
import { PUBLIC_POSTS_FRESH_MS } from '../blogs/public-posts.ts';
import { CampaignsService } from '../campaigns/campaigns.service.ts';
import { MenusService } from '../menus/menus.service.ts';
import { SectionsService } from '../sections/sections.service.ts';
import { SettingsService } from '../settings/settings.service.ts';
import { TreesService } from '../trees/trees.service.ts';
import type { FileStorage } from '../uploads/storage/file-storage.ts';
import { paintTreeView } from './seo.first-tree-view.ts';
import { type FirstView, renderFirstView } from './seo.first-view.ts';
import { escapeHtml } from './seo.html.ts';
import { KeptParts } from './seo.kept.ts';

/** The wire body of a route's answer, as `registerApi` serializes it and the web parses it. */
type Wire<D extends { response: z.ZodType }> = z.input<D['response']>;

/** The query the home page's latest posts ask `/api/public/blogs` with (`FeaturedPostsSection`). */
export interface FirstBlogsQuery {
  limit: number;
  offset: number;
  categoryId?: string;
}

/**
 * What the first render of a public page needs, as the API would answer each call: the web seeds its
 * queries with it (`apps/web/src/lib/first-data.ts`) and parses every answer with the same schema.
 */
export interface FirstData {
  /** The clan the answers are of: the web uses them only when it shows the same clan. */
  domain: string;
  /** When the server vouched for the answers (ms since the epoch): the queries' freshness counts from it. */
  readAt: number;
  setting: Wire<typeof settingsApi.getPublic>;
  menus: Wire<typeof menusApi.listPublic>;
  sections?: Wire<typeof sectionsApi.listPublic>;
  blogs?: { query: FirstBlogsQuery; response: Wire<typeof blogsApi.listPublic> }[];
  post?: { slug: string; response: Wire<typeof blogsApi.getPublic> };
  campaign?: { slug: string; response: Wire<typeof campaignsApi.getPublic> };
  /** The open campaign's code without an amount, as `/api/public/campaign/qr?id=` answers. */
  campaignQr?: { id: string; response: Wire<typeof campaignsApi.qrPublic> };
  /** The tree page's list of public trees, asked with `PUBLIC_TREES_PARAMS`, as the pages ask. */
  trees?: { query: typeof PUBLIC_TREES_PARAMS; response: Wire<typeof treesApi.publicList> };
}

/** One public page's first content: tags for `<head>`, HTML for `#root`, and the data it was made from. */
export interface FirstContent {
  /** `<link rel="preload">` tags: the hero picture, the tree's graph. */
  head: string;
  /** Inside `<div id="root">`: what the page shows first, painted without the app's JS. */
  body: string;
  /** After `#root`: the `first-data` script, or nothing. */
  data: string;
  /**
   * Whether the painted page is one to read, so an anonymous visitor gets the app on demand
   * (lib/app-loader.ts); the tree page's paint only holds the place of the canvas, which needs the app.
   */
  readable: boolean;
}

/** Whether the request is a browser opening the page (counts a post's view, as the API read would). */
export interface FirstRequest {
  navigation: boolean;
  /** The request's query (the tree page's `id`). */
  search: URLSearchParams;
}

export const FIRST_DATA_ELEMENT_ID = 'first-data';

const SITE_TOPICS: readonly DataTopic[] = ['site'];
/** The home page's sections name categories and trees (as `/api/public/sections` is stored). */
const HOME_TOPICS: readonly DataTopic[] = ['site', 'blogs', 'trees'];
const TREE_TOPICS: readonly DataTopic[] = ['trees'];
/** A small clan's tree is read and laid out well within this; a large one's first build is not waited for. */
const TREE_VIEW_WAIT_MS = 60;
/** Painted tree views kept in memory (up to tens of KB each), the least recently built dropped first. */
const KEPT_TREE_VIEWS = 300;

interface SitePart {
  setting: FirstData['setting'];
  menus: FirstData['menus'];
}
interface HomePart {
  sections: NonNullable<FirstData['sections']>;
  blogs: NonNullable<FirstData['blogs']>;
}

/** `/blogs/x.html` and `/blogs/x` name post `x` (the web's `slugFromParam`); undefined otherwise. */
function detailSlug(rawPath: string, area: 'blogs' | 'campaigns'): string | undefined {
  const match = new RegExp(`^/${area}/([^/]+)/?$`).exec(rawPath);
  if (!match?.[1]) return undefined;
  let segment: string;
  try {
    segment = decodeURIComponent(match[1]).trim();
  } catch {
    return undefined;
  }
  const slug = segment.toLowerCase().endsWith('.html') ? segment.slice(0, -'.html'.length) : segment;
  return slug && slug.length <= 200 ? slug : undefined;
}

/**
 * The first content of the public pages, put into the served index.html so a phone paints the home page,
 * a post or a campaign before the app's JS arrives, and the data of that first render so the app does
 * not ask for it again. Only what `/api/public/*` gives an anonymous visitor of the request's clan is
 * read, through the same services. The site's and the home page's parts are kept per data version
 * (`site`, `blogs`, `trees`), so a page costs no query while nothing changed; a post (its view is
 * counted) and a campaign (donations move no data version) are read per request.
 */
export class FirstContentService {
  private readonly settings;
  private readonly menus;
  private readonly sections;
  private readonly blogs;
  private readonly campaigns;
  private readonly siteParts;
  private readonly homeParts;
  private readonly treeParts;
  private readonly treeViews;
  private readonly trees;

  constructor(db: Db, storage: FileStorage, ledgerGrants: LedgerGrants, versions: DataVersionSource) {
    this.siteParts = new KeptParts<SitePart>(versions, SITE_TOPICS);
    // Posts scheduled for a time show without a write: kept as briefly as the stored post list.
    this.homeParts = new KeptParts<HomePart>(versions, HOME_TOPICS, PUBLIC_POSTS_FRESH_MS);
    this.treeParts = new KeptParts<NonNullable<FirstData['trees']>>(versions, TREE_TOPICS);
    this.treeViews = new KeptParts<string>(versions, TREE_TOPICS, undefined, KEPT_TREE_VIEWS);
    this.settings = new SettingsService(db);
    this.menus = new MenusService(db);
    this.sections = new SectionsService(db);
    this.blogs = new BlogsService(db, storage);
    this.campaigns = new CampaignsService(db, ledgerGrants);
    this.trees = new TreesService(db);
  }

  /** The first content of the page at `rawPath` (no query); null for pages that have none. */
  async render(context: ClanContext, rawPath: string, request: FirstRequest): Promise<FirstContent | null> {
    const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
    const postSlug = detailSlug(path, 'blogs');
    const campaignSlug = detailSlug(path, 'campaigns');
    const treePage = path === '/family-tree';
    if (path !== '/' && !postSlug && !campaignSlug && !treePage) return null;

    const site = await this.sitePart(context);
    const data: FirstData = { domain: context.clan.domain, readAt: Date.now(), ...site };
    let view: FirstView = { kind: 'none' };
    if (path === '/') {
      const home = await this.homePart(context);
      Object.assign(data, home);
      view = { kind: 'home', sections: home.sections.data, posts: home.blogs };
    } else if (postSlug && request.navigation) {
      // A crawler's preview fetch is no reader: only a browser's navigation counts a view.
      const post = await this.optional(() => this.blogs.getPublic(context, postSlug));
      if (post) {
        data.post = { slug: postSlug, response: z.encode(blogsApi.getPublic.response, ok(post)) };
        view = { kind: 'post', post: data.post.response.data };
      }
    } else if (campaignSlug) {
      const campaign = await this.optional(() => this.campaigns.getPublic(context, campaignSlug));
      if (campaign) {
        data.campaign = {
          slug: campaignSlug,
          response: z.encode(campaignsApi.getPublic.response, ok(campaign)),
        };
        // The donate panel's code, so a donor can scan it before the app arrives (none for a
        // closed campaign or one without an account: the panel says so instead).
        if (campaign.status === 'open' && campaign.bankAccount) {
          const qr = await this.campaigns.qr(context, { id: campaign.id }, true);
          data.campaignQr = { id: campaign.id, response: z.encode(campaignsApi.qrPublic.response, ok(qr)) };
        }
        view = {
          kind: 'campaign',
          campaign: data.campaign.response.data,
          qr: data.campaignQr?.response.data ?? null,
        };
      }
    } else if (treePage) {
      data.trees = await this.treesPart(context);
      const trees = data.trees.response.data;
      // The tree the page opens: the one the address names, else the one the page picks by itself.
      const requested = request.search.get('id');
      const openId = requested ?? defaultPublicTree(trees)?._id ?? null;
      // A shared person (`?focus=`) or kinship path (`?from=&to=`) opens elsewhere: only the frame then.
      const opensOnFounder = !['focus', 'from', 'to'].some((name) => request.search.has(name));
      const treeView =
        openId !== null && opensOnFounder && trees.some((tree) => tree._id === openId)
          ? await this.treeView(context, openId)
          : '';
      view = { kind: 'tree', trees, openId, treeView };
    }

    const links: string[] = [];
    if (view.kind === 'tree' && view.openId !== null && idSchema.safeParse(view.openId).success) {
      links.push(treeGraphPreload(view.openId, context.clan.domain));
    }
    const rendered = renderFirstView(data.setting.data, data.menus.data, view, path);
    if (rendered.image) {
      links.push(
        `<link rel="preload" as="image" href="${escapeHtml(rendered.image)}" fetchpriority="high" />`,
      );
    }
    return {
      head: links.join('\n    '),
      body: rendered.html,
      data: firstDataScript(data),
      readable: rendered.html !== '' && view.kind !== 'tree',
    };
  }

  /** A public read that answers 404 for a missing or hidden record: nothing, then. */
  private async optional<T>(read: () => Promise<T>): Promise<T | undefined> {
    try {
      return await read();
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) return undefined;
      throw error;
    }
  }

  private sitePart(context: ClanContext): Promise<SitePart> {
    return this.siteParts.get(context.clan.id, async () => ({
      setting: z.encode(settingsApi.getPublic.response, ok(await this.settings.getPublic(context))),
      menus: z.encode(
        menusApi.listPublic.response,
        okPage(
          await this.menus.publicTree(
            context,
            menusApi.listPublic.query.parse({ limit: MENUS_PAGE_SIZE, offset: 0 }),
          ),
        ),
      ),
    }));
  }

  /**
   * The tree's painted opening view, built once per data version. A large tree's first build (its graph
   * read and laid out) is not waited for past TREE_VIEW_WAIT_MS: that page goes out with the frame alone.
   */
  private async treeView(context: ClanContext, treeId: string): Promise<string> {
    const built = this.treeViews.get(
      context.clan.id,
      async () => paintTreeView(await this.trees.publicGraph(context, treeId)),
      `${context.clan.id}:${treeId}`,
    );
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve(''), TREE_VIEW_WAIT_MS);
    });
    try {
      return await Promise.race([built.catch(() => ''), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  private treesPart(context: ClanContext): Promise<NonNullable<FirstData['trees']>> {
    return this.treeParts.get(context.clan.id, async () => ({
      query: PUBLIC_TREES_PARAMS,
      response: z.encode(
        treesApi.publicList.response,
        okPage(await this.trees.publicList(context, PUBLIC_TREES_PARAMS)),
      ),
    }));
  }

  private homePart(context: ClanContext): Promise<HomePart> {
    return this.homeParts.get(context.clan.id, async () => {
      const sections = await this.sections.publicList(
        context,
        sectionsApi.listPublic.query.parse({ limit: SECTIONS_PAGE_SIZE, offset: 0 }),
      );
      const blogs: HomePart['blogs'] = [];
      for (const section of sections.data) {
        if (section.type !== 'featuredPosts') continue;
        const query: FirstBlogsQuery = {
          limit: section.itemLimit,
          offset: 0,
          ...(section.categoryId ? { categoryId: section.categoryId } : {}),
        };
        if (blogs.some((b) => sameQuery(b.query, query))) continue;
        const page = await this.blogs.listPublic(context, blogsApi.listPublic.query.parse(query));
        blogs.push({ query, response: z.encode(blogsApi.listPublic.response, okPage(page)) });
      }
      return { sections: z.encode(sectionsApi.listPublic.response, okPage(sections)), blogs };
    });
  }
}

function sameQuery(a: FirstBlogsQuery, b: FirstBlogsQuery): boolean {
  return a.limit === b.limit && a.offset === b.offset && a.categoryId === b.categoryId;
}

/**
 * Exactly the address the tree page fetches (`features/trees/api/publicTreeGraph.ts` through `apiUrl`:
 * the route's query, then the site's `domain`), with the credentials mode of that `fetch` (same-origin,
 * which `crossorigin="anonymous"` gives a preload), so the browser hands the preloaded answer over.
 */
export function treeGraphPreload(treeId: string, domain: string): string {
  const query = new URLSearchParams({ id: treeId, domain });
  const href = `${treesApi.publicGraphCompact.path}?${query.toString()}`;
  return `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(href)}" />`;
}

/** The data as a JSON script no text can break out of (`<` never appears raw). */
export function firstDataScript(data: FirstData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">${json}</script>`;
}
