// Regressions found by the schema-driven fuzzing (test/attacks/fuzz.test.ts): input the database
// cannot hold, and URLs Fastify cannot route, were answered 500 or in Fastify's own English shape.
import { beforeAll, describe, expect, it } from 'vitest';
import { type ClanFixture, registerClan } from '../../test/clans.ts';
import { bearer, json, withDomain } from '../../test/requests.ts';
import { useTestApp } from '../../test/test-app.ts';
import { fieldWithNul } from './errors.ts';

const INVALID = 'Dữ liệu không hợp lệ';
const NUL = 'Chứa ký tự không hợp lệ';

const t = useTestApp();
let clan: ClanFixture;

beforeAll(async () => {
  clan = await registerClan(t.app);
});

describe('a NUL character (U+0000) in any input', () => {
  it('is found at any depth, with its field path', () => {
    expect(fieldWithNul({ a: 'x', b: [{ c: 'y' }, { d: 'z\u0000' }] })).toBe('b.1.d');
    expect(fieldWithNul('\u0000')).toBe('');
    expect(fieldWithNul({ 'k\u0000': 1 })).toBe('k\u0000');
    expect(fieldWithNul({ a: 'Nguyễn', b: [1, null, true] })).toBeNull();
    expect(fieldWithNul(Buffer.from([0, 0]))).toBeNull();
  });

  it('answers 400 naming the field, in the query, the body or the path (it used to reach PostgreSQL: 500)', async () => {
    const query = await t.app.inject({
      method: 'GET',
      url: withDomain('/api/auth/check-username?username=a%00b', clan.domain),
    });
    const body = await t.app.inject({
      method: 'POST',
      url: withDomain('/api/category', clan.domain),
      headers: bearer(clan.token),
      payload: { name: 'Tin\u0000họ' },
    });
    const nested = await t.app.inject({
      method: 'POST',
      url: withDomain('/api/person', clan.domain),
      headers: bearer(clan.token),
      payload: { name: 'Nguyễn Văn A', otherNames: { tenHuy: '\u0000' } },
    });
    const path = await t.app.inject({
      method: 'GET',
      url: withDomain('/api/public/blog/a%00b', clan.domain),
    });
    for (const [response, field] of [
      [query, 'username'],
      [body, 'name'],
      [nested, 'otherNames.tenHuy'],
      [path, 'slug'],
    ] as const) {
      expect(response.statusCode, response.body).toBe(400);
      expect(json(response)).toEqual({ success: false, message: INVALID, errors: [{ field, message: NUL }] });
    }
  });
});

describe('a URL Fastify cannot route (a broken %-escape)', () => {
  it("answers the project's 400 without echoing the URL, with the security headers", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/blog/%E0%A4%A?domain=x' });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ success: false, message: INVALID });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('a version number beyond the database column', () => {
  it('is a 400 on the field, not a 500 (PUT /tree/{id} with version 2^52)', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: withDomain('/api/tree', clan.domain),
      headers: bearer(clan.token),
      payload: { name: 'Cây thử' },
    });
    const id = json<{ data: { _id: string } }>(created).data._id;
    const response = await t.app.inject({
      method: 'PUT',
      url: withDomain(`/tree/${id}`, clan.domain),
      headers: bearer(clan.token),
      payload: { name: 'Tên mới', version: 4_548_956_845_262_672 },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(json(response).errors?.map((e) => e.field)).toEqual(['version']);
  });
});
