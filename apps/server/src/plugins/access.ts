/**
 * Every API route declares who may call it; the tenant and auth hooks enforce it.
 * - `public`: anyone; the clan is still resolved from `domain`/Host (unknown clan → 404).
 * - `platform`: anyone, no clan needed (register a clan, API docs).
 * - `member`: a signed-in, active user of the resolved clan.
 * - `admin`: a member whose role is admin.
 */
export type RouteAccess = 'platform' | 'public' | 'member' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
