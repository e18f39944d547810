import { gunzipSync } from 'node:zlib';
import {
  compactPublicTreeGraphResponse,
  expandCompactTreeGraph,
  type PublicTreeGraph,
  publicTreeGraphResponse,
  type Tree,
} from '@giapha/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useClanSuite } from '../../../test/clans.ts';
import { bearer, json, withDomain } from '../../../test/requests.ts';
import { familiesRepo } from '../families/families.repo.ts';
import { personsRepo } from '../persons/persons.repo.ts';
import { treesRepo } from './trees.repo.ts';

// Tree graphs are stored per version of the clan's trees (lib/stored-answers.ts): revalidation answers
// 304, and any write — through the API, or straight to the database — shows at once.

const t = useClanSuite();

async function publicTreeWithOnePerson(name: string) {
  const created = await t.as(t.clan.token, 'POST', '/api/tree', { name, isPublic: true });
  const tree = json<{ data: Tree }>(created).data;
  const persons = personsRepo(t.database.db, t.clan.clanId);
  const father = await persons.insert({ name: 'Nguyễn Văn Tổ', sex: 'male', generation: 1, deceased: true });
  const son = await persons.insert({ name: 'Nguyễn Văn Con', sex: 'male', generation: 2, deceased: true });
  const families = familiesRepo(t.database.db, t.clan.clanId);
  const family = await families.insert({ fatherId: father.id, motherId: null });
  await families.addChildren(family.id, [{ personId: son.id, motherId: null, relation: 'birth' }]);
  await treesRepo(t.database.db, t.clan.clanId).addFamilies(tree._id, [family.id]);
  return { tree, father, son };
}

function getGraph(url: string, headers: Record<string, string> = {}, domain = t.clan.domain) {
  return t.app.inject({ method: 'GET', url: withDomain(url, domain), headers });
}

function names(body: string): string[] {
  const graph: PublicTreeGraph = publicTreeGraphResponse.parse(JSON.parse(body)).data;
  return graph.persons.map((person) => person.name).sort();
}

describe('the public tree graph, stored per version', () => {
  it('carries an ETag a CDN may revalidate, answers 304 to it, and a new one after an edit', async () => {
    const { tree, son } = await publicTreeWithOnePerson('Cây lưu sẵn');
    const url = `/api/public/tree-graph?id=${tree._id}`;
    const first = await getGraph(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.vary).toBe('Accept-Encoding');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[0-9a-z]+-[\w-]{16}"$/);
    expect(names(first.body)).toEqual(['Nguyễn Văn Con', 'Nguyễn Văn Tổ']);

    const again = await getGraph(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    // Another clan's writes leave this clan's answer as it is.
    await t.call(t.other, t.other.token, 'POST', '/api/tree', { name: 'Cây của họ khác' });
    expect((await getGraph(url, { 'if-none-match': etag })).statusCode).toBe(304);

    const renamed = await t.as(t.clan.token, 'PUT', `/api/person?id=${son.id}`, { name: 'Nguyễn Văn Cháu' });
    expect(renamed.statusCode).toBe(200);
    const changed = await getGraph(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(names(changed.body)).toEqual(['Nguyễn Văn Cháu', 'Nguyễn Văn Tổ']);
  });

  it('shows a write made straight to the database at once (the database moves the version)', async () => {
    const { tree, father } = await publicTreeWithOnePerson('Cây sửa thẳng');
    const url = `/api/public/tree-graph?id=${tree._id}`;
    const etag = String((await getGraph(url)).headers.etag);
    await t.database.db.execute(
      sql`update persons set name = 'Nguyễn Văn Thủy Tổ' where clan_id = ${t.clan.clanId} and id = ${father.id}`,
    );
    const changed = await getGraph(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(names(changed.body)).toContain('Nguyễn Văn Thủy Tổ');

    // Made private: visitors get 404 at once, though the graph was stored.
    await t.as(t.clan.token, 'PUT', `/api/tree?id=${tree._id}`, { isPublic: false });
    expect((await getGraph(url, { 'if-none-match': String(changed.headers.etag) })).statusCode).toBe(404);
  });

  it('is sent as stored in the encoding the client takes: br, else gzip, else plain', async () => {
    const { tree } = await publicTreeWithOnePerson('Cây nén sẵn');
    const url = `/api/public/tree-graph?id=${tree._id}`;
    const plain = await getGraph(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gzipped = await getGraph(url, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(plain.body);
    const br = await getGraph(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-length']).toBe(String(br.rawPayload.length));
    expect(br.headers.etag).toBe(plain.headers.etag);
  });
});

describe('the compact public graph', () => {
  it('expands to the visitors’ graph (families keyed by order) and is stored and revalidated the same way', async () => {
    const { tree } = await publicTreeWithOnePerson('Cây gọn');
    const full = publicTreeGraphResponse.parse(
      JSON.parse((await getGraph(`/api/public/tree-graph?id=${tree._id}`)).body),
    ).data;
    const url = `/api/public/tree-graph/compact?id=${tree._id}`;
    const answer = await getGraph(url);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, no-cache');
    expect(answer.body).not.toContain('"contact"');
    const compact = compactPublicTreeGraphResponse.parse(JSON.parse(answer.body)).data;
    const expanded = expandCompactTreeGraph(compact);
    expect(expanded.persons).toEqual(full.persons);
    expect(expanded.families.map(({ id: _id, ...family }) => family)).toEqual(
      full.families.map(({ id: _id, ...family }) => family),
    );
    expect((await getGraph(url, { 'if-none-match': String(answer.headers.etag) })).statusCode).toBe(304);
    // A private tree has no compact graph either.
    await t.as(t.clan.token, 'PUT', `/api/tree?id=${tree._id}`, { isPublic: false });
    expect((await getGraph(url)).statusCode).toBe(404);
  });
});

describe('the member tree graph, stored per version', () => {
  it('is private to the browser, revalidated, and still needs a member', async () => {
    const { tree } = await publicTreeWithOnePerson('Cây thành viên');
    const url = `/api/tree-graph?id=${tree._id}`;
    const first = await getGraph(url, bearer(t.member.token));
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    expect((await getGraph(url, { ...bearer(t.member.token), 'if-none-match': etag })).statusCode).toBe(304);
    // The stored answer is no way around sign-in or the clan.
    expect((await getGraph(url, { 'if-none-match': etag })).statusCode).toBe(401);
    const elsewhere = await getGraph(
      url,
      { ...bearer(t.other.token), 'if-none-match': etag },
      t.other.domain,
    );
    expect(elsewhere.statusCode).toBe(404);
    // The member and public answers of one tree are kept apart.
    const visitors = await getGraph(`/api/public/tree-graph?id=${tree._id}`);
    expect(visitors.headers.etag).not.toBe(etag);
  });
});
