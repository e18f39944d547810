import type { ClanSite } from '../../lib/site-url.ts';

/** What one page tells link previews (Facebook, Zalo) and search engines. */
export interface PageMeta {
  /** The whole `<title>`, e.g. `Giỗ Tổ 2025 — Họ Nguyễn`. */
  title: string;
  description: string;
  /** Absolute (`https://…`) or site-relative (`/uploads/…`); null: no preview image. */
  image: string | null;
  type: 'website' | 'article';
  /** The page's own address on this site, e.g. `/blogs/gio-to.html`. */
  canonicalPath: string;
  /** Articles: when the post went public. */
  publishedTime?: string | undefined;
  /** Pages that are not there (404): kept out of search results. */
  noindex?: boolean | undefined;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe inside an element or a quoted attribute (HTML and XML alike). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#')) {
      const code = lower.startsWith('#x') ? Number.parseInt(lower.slice(2), 16) : Number(lower.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[lower] ?? whole;
  });
}

/** `text` cut to at most `max` characters at a word boundary, with an ellipsis when cut. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const BLOCK_TAG =
  /<\/?(?:address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|h[1-6]|hr|li|ol|p|pre|section|table|td|th|tr|ul)\b[^>]*>/gi;

/** The readable text of (sanitized) rich-text HTML on one line, for a description. */
export function plainTextFromHtml(html: string, max = 160): string {
  const text = decodeEntities(
    html
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      // Blocks part words; inline tags (strong, a…) sit inside them.
      .replace(BLOCK_TAG, ' ')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
  return truncateText(text, max);
}

/** `url` as an absolute address on `origin` (`/uploads/a.jpg` → `https://ho-le.giapha.vn/uploads/a.jpg`). */
export function absoluteUrl(url: string, origin: string): string | null {
  const trimmed = url.trim();
  if (!trimmed) return null;
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  if (trimmed.startsWith('//')) return `${origin.split('//')[0]}${trimmed}`;
  // data:, javascript: and other schemes make no preview.
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return null;
  return `${origin}${trimmed.startsWith('/') ? '' : '/'}${trimmed}`;
}

/** The built index.html, split once at start where the page's own tags go. */
export interface HtmlShell {
  /** The file as built: served when no clan is known. */
  plain: string;
  before: string;
  after: string;
}

// Tags the page's own set replaces: the template's title and description, and any preview tags.
const REPLACED_TAGS = [
  /<title\b[^>]*>[\s\S]*?<\/title>/gi,
  /<meta\s+[^>]*name=["']description["'][^>]*>/gi,
  /<meta\s+[^>]*(?:property|name)=["'](?:og|twitter|article):[^"']*["'][^>]*>/gi,
  /<link\s+[^>]*rel=["']canonical["'][^>]*>/gi,
];

/** Splits index.html where its `<title>` was (or before `</head>`), without the tags pages replace. */
export function prepareShell(html: string): HtmlShell {
  const marker = '\u0000giapha-page-head\u0000';
  let withMarker = html.replace(/<title\b[^>]*>[\s\S]*?<\/title>/i, marker);
  if (!withMarker.includes(marker)) withMarker = withMarker.replace(/<\/head>/i, `${marker}</head>`);
  for (const pattern of REPLACED_TAGS) withMarker = withMarker.replace(pattern, '');
  // Blank lines left by removed tags.
  withMarker = withMarker.replace(/\n[ \t]*(?=\n)/g, '');
  const at = withMarker.indexOf(marker);
  if (at < 0) return { plain: html, before: withMarker, after: '' };
  return { plain: html, before: withMarker.slice(0, at), after: withMarker.slice(at + marker.length) };
}

/**
 * The `<head>` tags of one page; every value escaped. Addresses come from `site` (the configured
 * base, `lib/site-url.ts`), never from the request.
 */
export function renderPageHead(
  meta: PageMeta,
  siteName: string,
  site: Pick<ClanSite, 'origin' | 'url'>,
): string {
  const url = site.url(meta.canonicalPath);
  const image = meta.image ? absoluteUrl(meta.image, site.origin) : null;
  const tag = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const lines = [
    `<title>${escapeHtml(meta.title)}</title>`,
    tag('name', 'description', meta.description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    tag('property', 'og:site_name', siteName),
    tag('property', 'og:locale', 'vi_VN'),
    tag('property', 'og:type', meta.type),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', url),
  ];
  if (image) lines.push(tag('property', 'og:image', image));
  if (meta.publishedTime) lines.push(tag('property', 'article:published_time', meta.publishedTime));
  lines.push(
    tag('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', meta.description),
  );
  if (image) lines.push(tag('name', 'twitter:image', image));
  if (meta.noindex) lines.push(tag('name', 'robots', 'noindex'));
  return lines.join('\n    ');
}

const EMPTY_ROOT = /<div id="root">\s*<\/div>/i;

/**
 * The shell after the head with a page's first content in `#root` (React's first render replaces it) and
 * its data just after (read before that render); unchanged when the shell has no empty `#root`. The built
 * index.html preloads the app's stylesheets rather than blocking on them (vite.config.ts, main.tsx), so
 * the content paints with its own inline style as soon as it arrives.
 */
export function withFirstContent(after: string, first: { body: string; data: string }): string {
  if (!EMPTY_ROOT.test(after)) return after;
  return after.replace(EMPTY_ROOT, () => `<div id="root">${first.body}</div>${first.data}`);
}
