import {
  type ApiRouteDef,
  type FieldError,
  fieldErrorSchema,
  MESSAGES,
  type RouteResponse,
  refreshResponse,
} from '@giapha/contract';
import { z } from 'zod';
import { sessionStore } from './session.ts';
import { currentDomain } from './tenant.ts';

/** An API failure, normalized (spec §8): field errors passed on unchanged, else the server's message. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** The message shown when the server gives none (spec §8 fallbacks). */
  fallbackMessage?: string;
  signal?: AbortSignal;
  /** Extra request headers (a ledger viewing grant). */
  headers?: Record<string, string>;
}

const BASE_URL = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/$/, '');

const errorBodySchema = z.object({
  message: z.string().optional(),
  errors: z.array(fieldErrorSchema).optional(),
});

/** The address of an API path with its query and the site's `domain` (unless present). */
export function apiUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const url = new URL(`${BASE_URL}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  if (!url.searchParams.has('domain')) url.searchParams.set('domain', currentDomain());
  return BASE_URL ? url.toString() : `${url.pathname}${url.search}`;
}

/** What to do when a signed-in call gets 401 and refreshing did not help (the app navigates). */
let onSignedOut: () => void = () => {
  window.location.assign('/auth/login');
};
export function setSignedOutHandler(handler: () => void): void {
  onSignedOut = handler;
}

function onAuthPage(): boolean {
  return window.location.pathname.startsWith('/auth');
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  const token = sessionStore.get().token.accessToken;
  if (token) headers.authorization = `Bearer ${token}`;
  const init: RequestInit = { method: options.method ?? 'GET', headers, signal: options.signal ?? null };
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  return fetch(apiUrl(path, options.query), init);
}

/** One refresh at a time, shared by every request that got 401 meanwhile. */
let refreshing: Promise<boolean> | undefined;
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const refreshToken = sessionStore.get().token.refreshToken;
    if (!refreshToken) return false;
    try {
      const response = await fetch(apiUrl('/api/auth/refresh-tokens'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ refreshToken }),
      });
      if (!response.ok) return false;
      const parsed = refreshResponse.safeParse(await response.json());
      if (!parsed.success) return false;
      sessionStore.setTokens(parsed.data.data.tokens.access.token, parsed.data.data.tokens.refresh.token);
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Turns a failed response into the error the page shows (spec §8). */
export function normalizeError(status: number, body: unknown, fallbackMessage: string): ApiError {
  const parsed = errorBodySchema.safeParse(body);
  const errors = parsed.success ? parsed.data.errors : undefined;
  const message = parsed.success && parsed.data.message ? parsed.data.message : fallbackMessage;
  return new ApiError(message, status, errors);
}

/**
 * Calls the API and validates the answer against its contract schema. A 401 outside /auth first
 * tries one token refresh, then signs out and goes to the login page.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const fallback = options.fallbackMessage ?? MESSAGES.generic;
  let response: Response;
  try {
    response = await send(path, options);
    if (response.status === 401 && !onAuthPage() && sessionStore.get().token.accessToken) {
      response = (await refreshSession()) ? await send(path, options) : response;
      if (response.status === 401) {
        sessionStore.clear();
        onSignedOut();
      }
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(fallback, 0);
  }
  const body = await readBody(response);
  if (!response.ok) throw normalizeError(response.status, body, fallback);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(fallback, response.status);
  return parsed.data;
}

type PartInput<K extends string, T> = T extends z.ZodType
  ? Partial<z.input<T>> extends z.input<T>
    ? { [P in K]?: z.input<T> }
    : { [P in K]: z.input<T> }
  : { [P in K]?: undefined };

/** What a call to a route sends: its path parameters, query and body, typed by the route table. */
export type ApiInput<D extends ApiRouteDef> = PartInput<'params', D['params']> &
  PartInput<'query', D['query']> &
  PartInput<'body', D['body']>;

export type CallOptions = Omit<RequestOptions, 'method' | 'query' | 'body'>;

type CallArgs<D extends ApiRouteDef> =
  Partial<ApiInput<D>> extends ApiInput<D>
    ? [input?: ApiInput<D>, options?: CallOptions]
    : [input: ApiInput<D>, options?: CallOptions];

function fieldsOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value)) : {};
}

function queryValue(value: unknown): QueryValue {
  if (value === null || value === undefined) return value;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value);
}

/** The route's path with its `:name` parameters filled in (encoded). */
export function routePath(path: string, params: unknown): string {
  const values = fieldsOf(params);
  return path.replace(/:([A-Za-z]\w*)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Calls one endpoint of the contract's route table (`packages/contract/src/api`): method, path and answer
 * schema come from the table, and the parameters, query and body are type-checked against it.
 */
export async function callApi<D extends ApiRouteDef>(
  route: D,
  ...[input, options]: CallArgs<D>
): Promise<RouteResponse<D>> {
  let path: string;
  try {
    path = routePath(route.path, input?.params);
  } catch {
    // An empty id or slug names no record: the page shows "not found", as the server would answer.
    throw new ApiError(options?.fallbackMessage ?? MESSAGES.generic, 404);
  }
  const query = Object.fromEntries(
    Object.entries(fieldsOf(input?.query)).map(([k, v]) => [k, queryValue(v)]),
  );
  return apiRequest<D['response']>(path, route.response, {
    ...options,
    method: route.method,
    query,
    ...(input?.body === undefined ? {} : { body: input.body }),
  });
}
