import {
  DEFAULT_BIOGRAPHY,
  idSchema,
  type PersonRecord,
  pageTitle,
  uploadVariantUrl,
} from '@giapha/contract';
import { formatLifeDate, vietnamToday } from '@giapha/genealogy';
import type { ClanSite } from '../../lib/site-url.ts';
import { albumCover } from '../albums/albums.dto.ts';
import type { AlbumRow } from '../albums/albums.repo.ts';
import type { BranchRow } from '../branches/branches.repo.ts';
import type { CampaignDetailRow } from '../campaigns/campaigns.repo.ts';
import type { ClanRow } from '../clans/clans.repo.ts';
import type { EventDetailRow } from '../events/events.repo.ts';
import { eventDateText } from '../events/events.text.ts';
import type { PageMeta } from './seo.html.ts';
import { plainTextFromHtml, truncateText } from './seo.html.ts';
import type { SeoPostRow } from './seo.repo.ts';

/** The clan's site as every page's metadata starts from it. */
export interface SiteContext {
  clan: ClanRow;
  siteName: string;
  slogan: string | null;
  /** The setting's description, else its slogan, else a sentence naming the site. */
  description: string;
  /** Where the site is (canonical addresses, absolute image addresses). */
  address: ClanSite;
  /** The banner, else the logo, else the share card generated for the clan: never none. */
  image: string;
}

export type PageParams = Readonly<Record<string, string>>;

/** What the pages read, of the site's clan only (the seo service gathers it from the modules that own it). */
export interface PageSources {
  /** A post visitors may read now; drafts and scheduled posts are not found. */
  findPublicPost(slug: string): Promise<SeoPostRow | undefined>;
  /** An event by its slug (events are public once created), with the person whose giỗ it is. */
  findEvent(slug: string): Promise<EventDetailRow | undefined>;
  /** An album by its slug or id (albums are public once created). */
  findAlbum(key: string, keyIsId: boolean): Promise<AlbumRow | undefined>;
  /** A campaign visitors may see (open or closed) by its slug; drafts are not found. */
  findCampaign(slug: string): Promise<CampaignDetailRow | undefined>;
  /** A person's public record (on a public tree; the living as the public tree shows them). */
  findPublicPerson(id: string): Promise<PersonRecord | undefined>;
  /** A branch (chi) of a public tree (issue 24). */
  findPublicBranch(id: string): Promise<BranchRow | undefined>;
}

/** Finds one page's metadata; null when the page does not exist (the shell answers 404). */
export type PageResolver = (
  site: SiteContext,
  params: PageParams,
  sources: PageSources,
) => Promise<PageMeta | null>;

export interface PageEntry {
  /** A client route: literal text and `:name` parameters, e.g. `/blogs/:slug.html`. */
  pattern: string;
  resolve: PageResolver;
}

const DESCRIPTION_LENGTH = 160;

/** The default page of the site: its name and description. */
export function siteMeta(site: SiteContext, canonicalPath: string): PageMeta {
  return {
    title: site.siteName,
    description: site.description,
    image: site.image,
    type: 'website',
    canonicalPath,
  };
}

/** A page of the site with a fixed Vietnamese title. */
function fixedPage(pattern: string, title: string, description: (siteName: string) => string): PageEntry {
  return {
    pattern,
    resolve: async (site) => ({
      ...siteMeta(site, pattern),
      title: pageTitle(title, site.siteName),
      description: description(site.siteName),
    }),
  };
}

const resolveBlogPost: PageResolver = async (site, params, sources) => {
  const slug = params.slug;
  if (!slug) return null;
  const post = await sources.findPublicPost(slug);
  if (!post) return null;
  const summary = post.summary?.trim();
  return {
    title: pageTitle(post.title, site.siteName),
    description:
      (summary ? truncateText(summary.replace(/\s+/g, ' '), DESCRIPTION_LENGTH) : '') ||
      plainTextFromHtml(post.content, DESCRIPTION_LENGTH) ||
      site.description,
    image: post.coverImage || site.image,
    type: 'article',
    canonicalPath: `/blogs/${encodeURIComponent(slug)}.html`,
    publishedTime: post.publishedAt?.toISOString(),
  };
};

const resolveEvent: PageResolver = async (site, params, sources) => {
  const slug = params.slug;
  if (!slug) return null;
  const event = await sources.findEvent(slug);
  if (!event) return null;
  const when = eventDateText(event, vietnamToday());
  const about =
    event.summary?.trim().replace(/\s+/g, ' ') || plainTextFromHtml(event.description, DESCRIPTION_LENGTH);
  return {
    title: pageTitle(event.title, site.siteName),
    description:
      truncateText([when, about].filter(Boolean).join('. '), DESCRIPTION_LENGTH) || site.description,
    image: event.coverImage || site.image,
    type: 'article',
    canonicalPath: `/events/${encodeURIComponent(slug)}.html`,
  };
};

const resolveAlbum: PageResolver = async (site, params, sources) => {
  const key = params.slug;
  if (!key) return null;
  const album = await sources.findAlbum(key, idSchema.safeParse(key).success);
  if (!album) return null;
  const count = `${album.images.length.toLocaleString('vi-VN')} ảnh`;
  const day = album.eventDate ? album.eventDate.split('-').reverse().join('/') : '';
  const about = album.description?.trim().replace(/\s+/g, ' ');
  const cover = albumCover(album);
  return {
    title: pageTitle(album.title, site.siteName),
    description: truncateText(
      about || `Album ảnh của ${site.siteName}: ${count}${day ? `, ngày ${day}` : ''}.`,
      DESCRIPTION_LENGTH,
    ),
    // The 1024 px copy: large enough for a share card, light enough for the crawlers that fetch it.
    image: cover ? uploadVariantUrl(cover, 1024) : site.image,
    type: 'article',
    canonicalPath: `/albums/${encodeURIComponent(album.slug)}.html`,
  };
};

const resolveCampaign: PageResolver = async (site, params, sources) => {
  const slug = params.slug;
  if (!slug) return null;
  const campaign = await sources.findCampaign(slug);
  if (!campaign) return null;
  const summary = campaign.summary?.trim();
  return {
    title: pageTitle(campaign.title, site.siteName),
    description:
      (summary ? truncateText(summary.replace(/\s+/g, ' '), DESCRIPTION_LENGTH) : '') ||
      plainTextFromHtml(campaign.description, DESCRIPTION_LENGTH) ||
      site.description,
    // The 1024 px copy of an uploaded cover, as for albums; a typed URL as it is.
    image: campaign.coverImage ? uploadVariantUrl(campaign.coverImage, 1024) : site.image,
    type: 'article',
    canonicalPath: `/campaigns/${encodeURIComponent(campaign.slug)}.html`,
  };
};

const resolvePerson: PageResolver = async (site, params, sources) => {
  const id = params.id;
  if (!id || !idSchema.safeParse(id).success) return null;
  const person = await sources.findPublicPerson(id);
  if (!person) return null;
  const born = formatLifeDate(person.birth);
  const died = formatLifeDate(person.death);
  const span = born || died ? ` (${born || '?'}${person.deceased ? ` – ${died || '?'}` : ''})` : '';
  const generation = person.generation ? `, đời thứ ${person.generation}` : '';
  const biography = person.biography.trim() === DEFAULT_BIOGRAPHY ? '' : person.biography;
  const about = plainTextFromHtml(biography, DESCRIPTION_LENGTH);
  return {
    title: pageTitle(person.name, site.siteName),
    description: truncateText(
      `${person.name}${span}${generation} — gia phả ${site.siteName}.${about ? ` ${about}` : ''}`,
      DESCRIPTION_LENGTH,
    ),
    image: person.avatar ? uploadVariantUrl(person.avatar, 1024) : site.image,
    type: 'article',
    canonicalPath: `/persons/${encodeURIComponent(person.id)}`,
  };
};

/** `/branch/:id`: a branch of a public tree, named with its tree and the person it starts from. */
const resolveBranch: PageResolver = async (site, params, sources) => {
  const id = params.id;
  if (!id || !idSchema.safeParse(id).success) return null;
  const branch = await sources.findPublicBranch(id);
  if (!branch) return null;
  const about = branch.description ? ` ${branch.description}` : '';
  return {
    title: pageTitle(branch.name, site.siteName),
    description: truncateText(
      `${branch.name}, ${branch.treeName} — con cháu cụ ${branch.rootName}, gia phả ${site.siteName}.${about}`,
      DESCRIPTION_LENGTH,
    ),
    image: site.image,
    type: 'website',
    canonicalPath: `/branch/${encodeURIComponent(branch.id)}`,
  };
};

/**
 * Pages whose metadata the server writes into index.html, first match wins. A later detail page
 * (album, event, campaign) is one more entry here.
 */
export const PAGES: readonly PageEntry[] = [
  {
    pattern: '/',
    resolve: async (site) => ({
      ...siteMeta(site, '/'),
      title: site.slogan ? `${site.siteName} — ${site.slogan}` : site.siteName,
    }),
  },
  fixedPage('/blogs', 'Tin tức', (name) => `Tin tức, thông báo và bài viết của ${name}.`),
  { pattern: '/blogs/:slug.html', resolve: resolveBlogPost },
  // The client router opens a post without `.html` too; its canonical address has it.
  { pattern: '/blogs/:slug', resolve: resolveBlogPost },
  fixedPage('/albums', 'Album ảnh', (name) => `Ảnh các buổi lễ, họp mặt và sinh hoạt của ${name}.`),
  { pattern: '/albums/:slug.html', resolve: resolveAlbum },
  { pattern: '/albums/:slug', resolve: resolveAlbum },
  fixedPage(
    '/events',
    'Sự kiện',
    (name) => `Lịch sự kiện, ngày giỗ và lễ Tết của ${name}, theo âm lịch và dương lịch.`,
  ),
  { pattern: '/events/:slug.html', resolve: resolveEvent },
  { pattern: '/events/:slug', resolve: resolveEvent },
  fixedPage(
    '/campaigns',
    'Quyên góp',
    (name) => `Các đợt quyên góp của ${name}: xây dựng nhà thờ họ, khuyến học, giỗ Tổ và sổ công đức.`,
  ),
  { pattern: '/campaigns/:slug.html', resolve: resolveCampaign },
  { pattern: '/campaigns/:slug', resolve: resolveCampaign },
  fixedPage(
    '/family-tree',
    'Gia phả',
    (name) => `Gia phả ${name}: các đời, các chi và thông tin từng người trong dòng họ.`,
  ),
  fixedPage(
    '/branch',
    'Các chi, nhánh',
    (name) => `Các chi, nhánh của ${name} và gia phả riêng của từng chi.`,
  ),
  fixedPage(
    '/guide',
    'Hướng dẫn sử dụng',
    (name) => `Cách xem gia phả, đọc tin tức và tham gia trang của ${name}.`,
  ),
  fixedPage('/contact', 'Liên hệ', (name) => `Địa chỉ, điện thoại và thư điện tử liên hệ ${name}.`),
  fixedPage(
    '/graves',
    'Mộ phần của dòng họ',
    (name) => `Nơi an nghỉ của các cụ ${name}, theo từng vùng, có chỉ đường để con cháu về tảo mộ.`,
  ),
  fixedPage(
    '/xung-ho',
    'Xưng hô trong họ',
    (name) => `Chọn hai người trong gia phả ${name} để biết cách gọi nhau và quan hệ họ hàng.`,
  ),
  fixedPage(
    '/reminders/unsubscribe',
    'Ngừng nhận thư nhắc ngày giỗ',
    (name) => `Ngừng nhận thư nhắc ngày giỗ của ${name}.`,
  ),
  { pattern: '/persons/:id', resolve: resolvePerson },
  { pattern: '/branch/:id', resolve: resolveBranch },
];

const PARAMETER = /(:[A-Za-z][A-Za-z0-9]*)/;

/** `/blogs/:slug.html` → a regular expression with a named group per parameter. */
export function compilePattern(pattern: string): RegExp {
  const source = pattern
    .split(PARAMETER)
    .map((part) =>
      PARAMETER.test(part) ? `(?<${part.slice(1)}>[^/]+?)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`);
}

export interface MatchedPage {
  resolve: PageResolver;
  params: PageParams;
}

/** Matches a request path (no query, not decoded) against `entries`; undefined when none applies. */
export function matchPage(
  entries: readonly { regex: RegExp; resolve: PageResolver }[],
  rawPath: string,
): MatchedPage | undefined {
  const pathname = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') || '/' : rawPath;
  for (const entry of entries) {
    const match = entry.regex.exec(pathname);
    if (!match) continue;
    const params: Record<string, string> = {};
    try {
      for (const [name, value] of Object.entries(match.groups ?? {}))
        params[name] = decodeURIComponent(value);
    } catch {
      // A malformed %-escape names no page.
      return undefined;
    }
    return { resolve: entry.resolve, params };
  }
  return undefined;
}
