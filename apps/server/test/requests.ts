import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../src/app.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Body {
  success: boolean;
  message?: string;
  errors?: { field: string; message: string }[];
  data?: unknown;
  total?: number;
}

export function json<T = Body>(response: LightMyRequestResponse): T {
  return response.json<T>();
}

export function withDomain(url: string, domain: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}domain=${encodeURIComponent(domain)}`;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** A request in the clan of `domain`, with `token` or signed out. */
export function callIn(
  app: App,
  domain: string,
  token: string | undefined,
  method: HttpMethod,
  url: string,
  payload?: InjectOptions['payload'],
) {
  return app.inject({
    method,
    url: withDomain(url, domain),
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

/** A request by the clan's signed-in admin (or `c`'s token), in that clan. */
export function callAs(
  app: App,
  c: { domain: string; token: string },
  method: HttpMethod,
  url: string,
  payload?: object,
) {
  return callIn(app, c.domain, c.token, method, url, payload);
}

/** GETs `url` in the clan of `domain` (with `token`, or signed out), expects 200 and returns the body. */
export async function getOk<T>(app: App, domain: string, url: string, token?: string) {
  const response = await callIn(app, domain, token, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: T; total: number }>(response);
}

/** An id no row has. */
export const MISSING_ID = '00000000-0000-4000-8000-000000000000';

/** The body of a 404: no such record, or no such clan. */
export const NOT_FOUND = { success: false, message: 'Not Found' };

/** A `status` with the success `message`; returns the body. */
function expectSuccess<T>(response: LightMyRequestResponse, status: 200 | 201, message: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = json<{ data: T; message: string }>(response);
  expect(body.message).toBe(message);
  return body;
}

/** A 201 with the success `message`; returns the body. */
export function expectCreated<T>(response: LightMyRequestResponse, message: string) {
  return expectSuccess<T>(response, 201, message);
}

/** A 200 with the success `message`; returns the body. */
export function expectOk<T>(response: LightMyRequestResponse, message: string) {
  return expectSuccess<T>(response, 200, message);
}

/** POSTs `payload` to `url` as `c`'s admin, expects 201 and returns the created record. */
export async function createAs<T>(
  app: App,
  c: { domain: string; token: string },
  url: string,
  payload: object,
): Promise<T> {
  const response = await callAs(app, c, 'POST', url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: T }>(response).data;
}

/** PUTs `payload` to `url` as `c`'s admin, expects 200 and returns the saved record. */
export async function updateAs<T>(
  app: App,
  c: { domain: string; token: string },
  url: string,
  payload: object,
): Promise<T> {
  const response = await callAs(app, c, 'PUT', url, payload);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: T }>(response).data;
}

/** GETs `url` as `c`'s admin, expects 200 and returns the record. */
export async function readAs<T>(app: App, c: { domain: string; token: string }, url: string): Promise<T> {
  return (await getOk<T>(app, c.domain, url, c.token)).data;
}
