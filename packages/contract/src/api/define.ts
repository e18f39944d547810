import type { z } from 'zod';

/**
 * Who may call a route; the server's tenant and auth hooks enforce it.
 * - `public`: anyone; the clan is still resolved from `domain`/Host (unknown clan → 404).
 * - `platform`: anyone, no clan needed (register a clan, API docs).
 * - `member`: a signed-in, active user of the resolved clan.
 * - `editor`: an admin, or an active member who keeps (heads or edits) at least one branch (issue 24); the
 *   service then refuses every person or family outside the branches they keep.
 * - `admin`: a member whose role is admin.
 */
export type RouteAccess = 'platform' | 'public' | 'member' | 'editor' | 'admin';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint: method, path (`:name` for a path parameter), access and the schemas of its parts. The
 * server registers its routes from these (`apps/server/src/lib/api-route.ts`) and the web calls them
 * with `callApi` (`apps/web/src/lib/api.ts`), so a wrong path, parameter or body is a type error.
 */
export interface ApiRouteDef {
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: RouteAccess;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The success body. Routes answering a file, HTML or a multipart upload say so with `kind`. */
  readonly response: z.ZodType;
  /** The success status; 200 when not given. */
  readonly status?: 200 | 201;
  /**
   * `json` (default): the server serializes the answer through `response`.
   * `raw-json`: the server sends JSON text it built itself (the tree graph); `response` still describes it.
   * `file`: the answer is a download or a page, not JSON.
   */
  readonly kind?: 'json' | 'raw-json' | 'file';
}

/** Declares an endpoint; `const` keeps the literal path and method in the type. */
export function apiRoute<const T extends ApiRouteDef>(def: T): T {
  return def;
}

/** The parsed (output) type of one part of a route, `undefined` when the route has no such part. */
export type RoutePart<T> = T extends z.ZodType ? z.output<T> : undefined;

/** What a caller sends for a part (zod input: defaults may be left out). */
export type RoutePartInput<T> = T extends z.ZodType ? z.input<T> : undefined;

/** The parsed success body of a route. */
export type RouteResponse<T extends ApiRouteDef> = z.output<T['response']>;
