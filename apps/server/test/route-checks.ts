import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../src/app.ts';
import type { ClanFixture, ClanSuite } from './clans.ts';
import { callIn, type HttpMethod, json } from './requests.ts';

export interface RouteCall {
  method: HttpMethod;
  url: string;
  payload?: InjectOptions['payload'];
}

function call(app: App, route: RouteCall, domain: string, token?: string) {
  return callIn(app, domain, token, route.method, route.url, route.payload);
}

/** Without a token, and with a forged or foreign one, the route answers 401 and does nothing. */
export async function expectRequiresAuth(app: App, route: RouteCall, domain: string) {
  const anonymous = await call(app, route, domain);
  expect(anonymous.statusCode, anonymous.body).toBe(401);
  expect(json(anonymous)).toEqual({ success: false, message: 'Vui lòng đăng nhập' });
  const forged = await call(app, route, domain, 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.');
  expect(forged.statusCode).toBe(401);
}

/** A signed-in member who is not an admin gets 403. */
export async function expectAdminOnly(app: App, route: RouteCall, domain: string, memberToken: string) {
  const response = await call(app, route, domain, memberToken);
  expect(response.statusCode, response.body).toBe(403);
  expect(json(response).message).toBe('Bạn không có quyền thực hiện thao tác này');
}

/** A bad body or query gets 400 with the project's error shape and the field named (with `message`, when given). */
export async function expectRejectsBadBody(
  app: App,
  route: RouteCall,
  domain: string,
  token: string | undefined,
  field: string,
  message?: string,
) {
  const response = await call(app, route, domain, token);
  expect(response.statusCode, response.body).toBe(400);
  const body = json(response);
  expect(body.success).toBe(false);
  expect(body.message).toBe('Dữ liệu không hợp lệ');
  expect(body.errors?.map((e) => e.field)).toContain(field);
  if (message !== undefined) expect(body.errors).toContainEqual({ field, message });
}

/**
 * Another clan's admin, on their own domain, using this clan's ids: 404. With this clan's domain
 * and their own token: 401 (the token belongs to another clan).
 */
export async function expectOtherClanGets404(
  app: App,
  route: RouteCall,
  other: ClanFixture,
  ownDomain: string,
) {
  const response = await call(app, route, other.domain, other.token);
  expect(response.statusCode, response.body).toBe(404);
  expect(json(response).success).toBe(false);
  const crossed = await call(app, route, ownDomain, other.token);
  expect(crossed.statusCode, crossed.body).toBe(401);
}

/** One route in a module's shared checks. */
export interface SharedRouteCheck {
  route: RouteCall;
  /** A call to the route that it rejects with 400, and the field the error names. */
  bad?: readonly [RouteCall, string];
  /** More such calls, each with the field and, when given, the message the error says for it. */
  badCalls?: readonly (readonly [RouteCall, field: string, message?: string])[];
  /** What a signed-in member who is not an admin gets: 403 (`forbidden`) or 200 (`allowed`); unset, not asked. */
  member?: 'forbidden' | 'allowed';
}

type MemberAnswer = SharedRouteCheck['member'];

/** A list route: `badQuery` added to its URL is rejected naming `field`. */
export function listCheck(url: string, [badQuery, field]: readonly [string, string], member?: MemberAnswer) {
  return sharedCheck({ method: 'GET', url }, { method: 'GET', url: `${url}${badQuery}` }, field, member);
}

/** A route naming record `id` in its URL (`url(id)`): the same route naming `abc` is rejected on `id`. */
export function idCheck(method: HttpMethod, url: (id: string) => string, id: string, member?: MemberAnswer) {
  return sharedCheck({ method, url: url(id) }, { method, url: url('abc') }, 'id', member);
}

/** An admin's write: `payload` as sent, and a payload it rejects with the field named; members get 403. */
export function writeCheck(
  method: HttpMethod,
  url: string,
  payload: object,
  [badPayload, field]: readonly [object, string],
) {
  return sharedCheck({ method, url, payload }, { method, url, payload: badPayload }, field, 'forbidden');
}

/** One route's check: the route, a call it rejects with the field named, and the member's answer. */
function sharedCheck(
  route: RouteCall,
  bad: RouteCall,
  field: string,
  member: MemberAnswer,
): SharedRouteCheck {
  return { route, bad: [bad, field], member };
}

/**
 * The checks every route of a module shares, route by route: it needs a sign-in, the member answer,
 * bad input (sent by the admin, or by the member with `badAs: 'member'`) gets 400, and where
 * `otherClanGets404` says so, another clan's admin gets 404.
 */
export async function expectSharedRouteChecks<Check extends SharedRouteCheck>(
  suite: ClanSuite,
  checks: readonly Check[],
  otherClanGets404: (check: Check) => boolean,
  { badAs = 'admin' }: { badAs?: 'admin' | 'member' } = {},
) {
  const { app, clan, other, member } = suite;
  for (const check of checks) {
    const { route, bad } = check;
    await expectRequiresAuth(app, route, clan.domain);
    if (check.member === 'forbidden') await expectAdminOnly(app, route, clan.domain, member.token);
    if (check.member === 'allowed') {
      const read = await suite.call(clan, member.token, route.method, route.url);
      expect(read.statusCode, `${route.url}: ${read.body}`).toBe(200);
    }
    const token = badAs === 'member' ? member.token : clan.token;
    for (const [badCall, field, message] of [...(bad ? [bad] : []), ...(check.badCalls ?? [])]) {
      await expectRejectsBadBody(app, badCall, clan.domain, token, field, message);
    }
    if (otherClanGets404(check)) await expectOtherClanGets404(app, route, other, clan.domain);
  }
}

/**
 * A public list route (e.g. `/api/public/blogs`) rejects bad paging, and the `extra` bad filters, with 400
 * naming the field, and answers an unknown clan 404.
 */
export async function expectPublicListChecks(
  app: App,
  url: string,
  domain: string,
  extra: readonly (readonly [query: string, field: string])[] = [],
) {
  const paging = [
    ['?limit=0', 'limit'],
    ['?limit=101', 'limit'],
    ['?offset=-1', 'offset'],
  ] as const;
  for (const [query, field] of [...paging, ...extra]) {
    await expectRejectsBadBody(app, { method: 'GET', url: `${url}${query}` }, domain, undefined, field);
  }
  const unknownClan = await app.inject({ method: 'GET', url: `${url}?domain=khong-co-ho-nay` });
  expect(unknownClan.statusCode).toBe(404);
  expect(json(unknownClan)).toEqual({ success: false, message: 'Not Found' });
}
