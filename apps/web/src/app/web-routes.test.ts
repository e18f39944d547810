// The server answers 404 for a path the web app has no page for, from the shared list in the
// contract: that list and this router table must be the same, both ways.

import { isWebRoute, WEB_ROUTE_PATTERNS } from '@giapha/contract';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router.tsx';

/** Every path the table can match on its own (layouts without a path only frame their children). */
function routerPaths(table: readonly RouteObject[], parent = ''): string[] {
  const paths: string[] = [];
  for (const route of table) {
    const own = route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path}`;
    if (route.index || (route.path !== undefined && route.path !== '*')) paths.push(own || '/');
    if (route.children) paths.push(...routerPaths(route.children, own));
  }
  return paths;
}

/** A path the pattern matches: each `:name` filled in. */
const sample = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, 'mau-1');

describe('the shared list of web routes', () => {
  it('is the router table’s list of pages, no more and no less', () => {
    expect([...new Set(routerPaths(routes))].sort()).toEqual([...WEB_ROUTE_PATTERNS].sort());
  });

  it.each(WEB_ROUTE_PATTERNS.map((pattern) => [pattern]))('%s opens a page, not the catch-all', (pattern) => {
    const path = sample(pattern);
    const matched = matchRoutes(routes, path);
    expect(matched?.at(-1)?.route.path).not.toBe('*');
    expect(isWebRoute(path)).toBe(true);
  });

  it.each([
    '/khong-co-trang-nay',
    '/blogs/a/b',
    '/admin/khong-co',
    '/settings/ListCategory/x',
    '/tree',
    '/wp-login.php',
  ])('%s falls to the not-found page in the router and in the list', (path) => {
    expect(matchRoutes(routes, path)?.at(-1)?.route.path).toBe('*');
    expect(isWebRoute(path)).toBe(false);
  });

  it('matches as the router does: any letter case, a trailing slash', () => {
    for (const path of ['/Blogs', '/blogs/', '/settings/listcategory', '/ADMIN/HOME/']) {
      expect(matchRoutes(routes, path)?.at(-1)?.route.path, path).not.toBe('*');
      expect(isWebRoute(path), path).toBe(true);
    }
  });
});
