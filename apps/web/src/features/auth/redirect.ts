import type { UserRole } from '@giapha/contract';

/**
 * Where to go after signing in: the `redirect` parameter when it is a path on this site (never
 * another origin, never back into /auth), else the admin home for admins and the home page for others.
 */
export function pathAfterLogin(
  redirect: string | null,
  role: UserRole,
  origin = window.location.origin,
): string {
  const fallback = role === 'admin' ? '/admin/home' : '/';
  // `//host` and `/\host` are read by browsers as another site.
  if (!redirect?.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return fallback;
  let url: URL;
  try {
    url = new URL(redirect, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin || url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
