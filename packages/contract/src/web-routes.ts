/**
 * Every page of the web app (spec §2), as the client router's paths: literal segments and `:name`
 * parameters. The web router table must have exactly these (its test checks), and the server answers
 * any other path with the app shell and HTTP 404, so crawlers and link checkers see the not-found page.
 */
export const WEB_ROUTE_PATTERNS = [
  '/',
  '/404',
  '/branch',
  '/branch/:id',
  '/blogs',
  '/blogs/:slug',
  '/family-tree',
  '/albums',
  '/albums/:slug',
  '/events',
  '/events/:slug',
  '/campaigns',
  '/campaigns/:slug',
  '/graves',
  '/xung-ho',
  '/persons/:id',
  '/reminders/unsubscribe',
  '/guide',
  '/contact',
  '/auth',
  '/auth/login',
  '/auth/register',
  '/auth/register-member',
  '/auth/verify-email',
  '/auth/reset-password',
  '/auth/forgot-password',
  '/auth/registration-success',
  '/auth/member-registration-success',
  '/tree/:id',
  '/ai-trees/:id',
  '/admin',
  '/admin/home',
  '/admin/users',
  '/admin/users/create',
  '/admin/users/update/:id',
  '/admin/blogs',
  '/admin/blogs/create',
  '/admin/blogs/update/:slug',
  '/admin/trees',
  '/admin/albums',
  '/admin/albums/create',
  '/admin/albums/update/:id',
  '/admin/events',
  '/admin/events/create',
  '/admin/events/update/:id',
  '/admin/branches',
  '/admin/persons',
  '/admin/persons/update/:id',
  '/admin/places',
  '/admin/ai-trees',
  '/admin/ai-trees/edit/:id',
  '/admin/ai-trees/preview/:id',
  '/admin/settings',
  '/admin/audit',
  '/admin/sources',
  '/admin/sources/create',
  '/admin/sources/update/:id',
  '/admin/campaigns',
  '/admin/campaigns/create',
  '/admin/campaigns/update/:id',
  '/admin/campaigns/detail/:slug',
  '/categories',
  '/categories/create',
  '/categories/detail/:id',
  '/settings',
  '/settings/reminders',
  '/settings/branches',
  '/settings/ListCategory',
  '/settings/create-category',
  '/settings/detail-category/:id',
  '/settings/ListBankAccount',
  '/settings/create-bank-account',
  '/settings/detail-bank-account/:id',
  '/settings/suggestions',
  '/settings/suggestions/review',
] as const;

export type WebRoutePattern = (typeof WEB_ROUTE_PATTERNS)[number];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The patterns as one expression, matched as the client router matches: letter case ignored, a
 * trailing slash allowed, a `:name` parameter one non-empty segment.
 */
const WEB_ROUTE_REGEX = new RegExp(
  `^(?:${WEB_ROUTE_PATTERNS.map((pattern) =>
    pattern === '/'
      ? ''
      : pattern
          .split('/')
          .slice(1)
          .map((segment) => `/${segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)}`)
          .join(''),
  ).join('|')})/?$`,
  'i',
);

/** Whether the web app has a page at `pathname` (no query; as requested, %-escapes and all). */
export function isWebRoute(pathname: string): boolean {
  return WEB_ROUTE_REGEX.test(pathname);
}

/**
 * A page's title as the browser tab and link previews show it: `{title} · {siteName}` (a middle dot,
 * since clans' names often hold a dash: "Tin tức · Họ Nguyễn — Làng Demo"); the site name alone when the
 * page has no title of its own. The web app and the server-rendered shell use this one rule.
 */
export function pageTitle(title: string | null | undefined, siteName: string): string {
  return title ? `${title} · ${siteName}` : siteName;
}

/**
 * Whether a menu link to a site path (`/blogs`, `/family-tree?id=…`) is the page open now or a page
 * under it; the home page only matches itself. The app's header and the server's painted one mark it.
 */
export function isCurrentPath(url: string, pathname: string): boolean {
  // Another site's address (`https://…`, `//…`) is never the page open here.
  if (!url.startsWith('/') || url.startsWith('//')) return false;
  const path = url.split(/[?#]/)[0] ?? url;
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(`${path}/`);
}
