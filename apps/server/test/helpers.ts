import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { AuthSession, RegisterBody } from '@giapha/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, fromPglite, openPostgres, pgliteExtensions } from '../src/db/client.ts';
import { auditRepo } from '../src/modules/audit/audit.repo.ts';
import './provided.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface TestApp {
  app: App;
  database: Database;
  dataDir: string;
  outboxDir: string;
  close(): Promise<void>;
}

/** A fresh database for one test file: the run's migrated PGlite dump, or the run's PostgreSQL database. */
export async function openTestDatabase(): Promise<Database> {
  const url = inject('databaseUrl');
  if (url) return openPostgres(url, 4);
  const dump = await readFile(inject('pgliteTemplate'));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: pgliteExtensions });
  return fromPglite(client);
}

/** The real app on a real database, with the file outbox in a temporary DATA_DIR. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'giapha-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    // Tests register many clans from one address; the limit itself is tested with a low value.
    AUTH_RATE_LIMIT: '1000',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
  });
  const database = await openTestDatabase();
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp({ config, database, logger: false });
    await app.ready();
  } catch (error) {
    // An app that cannot start (a test of a wrong setting) leaves no database or folder behind.
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    database,
    dataDir,
    outboxDir: path.join(dataDir, 'outbox'),
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

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

export function uniqueDomain(prefix = 'ho'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}`;
}

export const PASSWORD = 'mat-khau-an-toan';

export interface ClanFixture {
  domain: string;
  clanId: string;
  adminId: string;
  token: string;
  refreshToken: string;
  password: string;
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

/** A 201 with the success `message`; returns the body. */
export function expectCreated<T>(response: LightMyRequestResponse, message: string) {
  expect(response.statusCode).toBe(201);
  const body = json<{ data: T; message: string }>(response);
  expect(body.message).toBe(message);
  return body;
}

/** An audit entry as the audit repository lists it. */
type AuditRow = Awaited<ReturnType<ReturnType<typeof auditRepo>['list']>>[number];

/** The clan's latest audit entry (of the last 50) that `match` picks carries `expected`. */
export async function expectAuditEntry(
  database: Database,
  clanId: string,
  match: (entry: AuditRow) => boolean,
  expected: Record<string, unknown>,
) {
  const entries = await auditRepo(database.db, clanId).list(50);
  expect(entries.find(match)).toMatchObject(expected);
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

/** Registers a clan with its admin and signs the admin in. */
export async function registerClan(app: App, overrides: Partial<RegisterBody> = {}): Promise<ClanFixture> {
  const domain = overrides.domain ?? uniqueDomain();
  const body: RegisterBody = {
    name: 'Nguyễn Văn Trưởng',
    username: 'truongtoc',
    email: `admin@${domain}.test`,
    password: PASSWORD,
    clanName: `Họ Nguyễn ${domain}`,
    domain,
    ...overrides,
  };
  const registered = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  expect(registered.statusCode, registered.body).toBe(201);
  const session = await login(app, domain, body.username, body.password);
  return {
    domain,
    clanId: session.clan._id,
    adminId: session.user.id,
    token: session.tokens.access.token,
    refreshToken: session.tokens.refresh.token,
    password: body.password,
  };
}

export async function login(
  app: App,
  domain: string,
  username: string,
  password = PASSWORD,
): Promise<AuthSession> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password, domain },
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: AuthSession }>(response).data;
}

/** Registers a member (pending) in `domain`; returns its id. */
export async function registerMember(app: App, domain: string, username: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: withDomain('/api/auth/register-member', domain),
    payload: {
      name: `Nguyễn Thị ${username}`,
      username,
      email: `${username}@${domain}.test`,
      password: PASSWORD,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: { user: { id: string } } }>(response).data.user.id;
}

/** A member who is approved and signed in. */
export async function activeMember(app: App, clan: ClanFixture, username: string) {
  const id = await registerMember(app, clan.domain, username);
  const approved = await app.inject({
    method: 'PATCH',
    url: withDomain(`/api/user/${id}/approve`, clan.domain),
    headers: bearer(clan.token),
  });
  expect(approved.statusCode, approved.body).toBe(200);
  const session = await login(app, clan.domain, username);
  return { id, token: session.tokens.access.token };
}

export interface SignedInMember {
  id: string;
  token: string;
}

/** The world of most route tests: the app, a clan with its admin, a second clan, an approved member of the first. */
export interface ClanSuite extends TestApp {
  clan: ClanFixture;
  other: ClanFixture;
  member: SignedInMember;
  /** A request in `c`'s clan with `token`, or signed out. */
  call(
    c: { domain: string },
    token: string | undefined,
    method: HttpMethod,
    url: string,
    payload?: InjectOptions['payload'],
  ): Promise<LightMyRequestResponse>;
  /** A request in the suite's clan with `token`, or signed out. */
  as(
    token: string | undefined,
    method: HttpMethod,
    url: string,
    payload?: InjectOptions['payload'],
  ): Promise<LightMyRequestResponse>;
}

/**
 * Sets up a {@link ClanSuite} before the file's tests and closes it after them. Its fields can be read
 * once the tests run (reading one earlier throws).
 */
export function useClanSuite(memberUsername = 'thanhvien'): ClanSuite {
  const t = useTestApp();
  let people: Pick<ClanSuite, 'clan' | 'other' | 'member'> | undefined;
  beforeAll(async () => {
    const clan = await registerClan(t.app);
    const other = await registerClan(t.app);
    const member = await activeMember(t.app, clan, memberUsername);
    people = { clan, other, member };
  });
  return new LateClanSuite(t, () => ready(people, 'the clan suite'));
}

/**
 * A {@link createTestApp} made before the file's tests and closed after them. Its fields can be read
 * once the tests run (reading one earlier throws).
 */
export function useTestApp(env: Record<string, string> = {}): TestApp {
  let made: TestApp | undefined;
  beforeAll(async () => {
    made = await createTestApp(env);
  });
  afterAll(async () => {
    await made?.close();
  });
  return new LateTestApp(() => ready(made, 'the test app'));
}

function ready<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is read before its beforeAll ran`);
  return value;
}

/** A test app that is made later (in a beforeAll): each field is read from it when used. */
class LateTestApp implements TestApp {
  constructor(private readonly made: () => TestApp) {}
  get app() {
    return this.made().app;
  }
  get database() {
    return this.made().database;
  }
  get dataDir() {
    return this.made().dataDir;
  }
  get outboxDir() {
    return this.made().outboxDir;
  }
  close() {
    return this.made().close();
  }
}

class LateClanSuite extends LateTestApp implements ClanSuite {
  constructor(
    t: TestApp,
    private readonly people: () => Pick<ClanSuite, 'clan' | 'other' | 'member'>,
  ) {
    super(() => t);
  }
  get clan() {
    return this.people().clan;
  }
  get other() {
    return this.people().other;
  }
  get member() {
    return this.people().member;
  }
  // Arrow fields, so that `const { call } = t` keeps them working.
  call: ClanSuite['call'] = (c, token, method, url, payload) =>
    callIn(this.app, c.domain, token, method, url, payload);
  as: ClanSuite['as'] = (token, method, url, payload) =>
    callIn(this.app, this.clan.domain, token, method, url, payload);
}

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

/** A bad body or query gets 400 with the project's error shape and the field named. */
export async function expectRejectsBadBody(
  app: App,
  route: RouteCall,
  domain: string,
  token: string | undefined,
  field: string,
) {
  const response = await call(app, route, domain, token);
  expect(response.statusCode, response.body).toBe(400);
  const body = json(response);
  expect(body.success).toBe(false);
  expect(body.message).toBe('Dữ liệu không hợp lệ');
  expect(body.errors?.map((e) => e.field)).toContain(field);
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
  /** What a signed-in member who is not an admin gets: 403 (`forbidden`) or 200 (`allowed`); unset, not asked. */
  member?: 'forbidden' | 'allowed';
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
    if (bad) {
      const token = badAs === 'member' ? member.token : clan.token;
      await expectRejectsBadBody(app, bad[0], clan.domain, token, bad[1]);
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

export interface Mail {
  to: string;
  subject: string;
  text: string;
  file: string;
}

function quotedPrintableBytes(body: string): Buffer {
  const latin1 = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(latin1, 'latin1');
}

/** RFC 2047 encoded words; adjacent words are joined as bytes, since a character may be split between them. */
function decodeHeader(value: string): string {
  return value.replace(/(=\?utf-8\?[BQ]\?[^?]*\?=\s*)+/gi, (run) => {
    const bytes = [...run.matchAll(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi)].map(([, enc = '', text = '']) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : quotedPrintableBytes(text.replaceAll('_', ' ')),
    );
    return Buffer.concat(bytes).toString('utf8');
  });
}

/** Parses a real .eml file written by nodemailer (single text part). */
export function parseMail(raw: string, file: string): Mail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => unfolded.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1] ?? '';
  const body = rest.join('\n\n');
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? quotedPrintableBytes(body).toString('utf8')
        : body;
  return { to: header('To'), subject: decodeHeader(header('Subject')), text, file };
}

/** Waits for the mail to `to` in the outbox (mail is sent after the response). */
export async function waitForMail(
  outboxDir: string,
  to: string,
  subjectPart: string,
  { timeoutMs = 5000, except = [] as string[] } = {},
): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = await readdir(outboxDir).catch(() => []);
    for (const file of files.sort().reverse()) {
      if (except.includes(file)) continue;
      const mail = parseMail(await readFile(path.join(outboxDir, file), 'utf8'), file);
      if (mail.to.includes(to) && mail.subject.includes(subjectPart)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} about "${subjectPart}" in ${outboxDir}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function tokenFromLink(text: string, pathname: string): string {
  const match = text.match(new RegExp(`${pathname.replaceAll('/', '\\/')}\\?token=([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`no ${pathname} link in mail:\n${text}`);
  return match[1];
}
