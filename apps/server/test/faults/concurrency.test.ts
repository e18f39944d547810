import {
  type Family,
  MESSAGES,
  type Person,
  personResponse,
  type Tree,
  treeGraphResponse,
  treeListResponse,
} from '@giapha/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { treesRepo } from '../../src/modules/trees/trees.repo.ts';
import { type ClanFixture, registerClan } from '../clans.ts';
import { bearer, json, withDomain } from '../requests.ts';
import type { RouteCall } from '../route-checks.ts';
import { useTestApp } from '../test-app.ts';

/*
 * Many editors at once on one clan. On PGlite the single connection queues the transactions; on
 * PostgreSQL (`--project server-postgres`) they really overlap on the pool's connections, so row locks,
 * conditional updates and lock order decide the outcome.
 */

const t = useTestApp();
let clan: ClanFixture;

beforeAll(async () => {
  clan = await registerClan(t.app);
});

function send(method: RouteCall['method'], url: string, payload?: object) {
  return t.app.inject({
    method,
    url: withDomain(url, clan.domain),
    headers: bearer(clan.token),
    ...(payload === undefined ? {} : { payload }),
  });
}

async function ok<T>(method: RouteCall['method'], url: string, payload?: object, status = 200) {
  const response = await send(method, url, payload);
  expect(response.statusCode, response.body).toBe(status);
  return json<{ data: T }>(response).data;
}

const newTree = (name: string) => ok<Tree>('POST', '/api/tree', { name }, 201);

async function graph(treeId: string) {
  const response = await send('GET', `/api/tree-graph?id=${treeId}`);
  expect(response.statusCode, response.body).toBe(200);
  return treeGraphResponse.parse(response.json()).data;
}

function statuses(responses: { statusCode: number }[]) {
  const counts = new Map<number, number>();
  for (const r of responses) counts.set(r.statusCode, (counts.get(r.statusCode) ?? 0) + 1);
  return Object.fromEntries(counts);
}

/** A deterministic shuffle (the same on every run). */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = state % (i + 1);
    const a = out[i];
    const b = out[j];
    if (a === undefined || b === undefined) continue;
    out[i] = b;
    out[j] = a;
  }
  return out;
}

describe('100 editors save one person at the same version', () => {
  it('one wins (200), 99 get 409 with the conflict message, and the row is the winner’s at version + 1', async () => {
    const person = await ok<Person>(
      'POST',
      '/api/person',
      { name: 'Nguyễn Văn Gốc', sex: 'male', generation: 1 },
      201,
    );
    const names = Array.from({ length: 100 }, (_, i) => `Nguyễn Văn Sửa ${i + 1}`);
    const responses = await Promise.all(
      names.map((name) =>
        send('PUT', `/api/person?id=${person.id}`, {
          name,
          biography: `Bản sửa của ${name}`,
          version: person.version,
        }),
      ),
    );

    expect(statuses(responses)).toEqual({ 200: 1, 409: 99 });
    for (const r of responses.filter((r) => r.statusCode === 409)) {
      expect(json(r)).toEqual({ success: false, message: MESSAGES.versionConflict });
    }
    const winner = responses.find((r) => r.statusCode === 200);
    if (!winner) throw new Error('no winner');
    const won = personResponse.parse(winner.json()).data;

    const stored = await ok<Person>('GET', `/api/person?id=${person.id}`);
    expect(stored.version).toBe(person.version + 1);
    expect(stored.name).toBe(won.name);
    // Both fields of the one winning request, never a mix of two requests.
    expect(stored.biography).toBe(`Bản sửa của ${won.name}`);
    expect(names).toContain(stored.name);

    // The next edit at the new version goes through; the old version stays refused.
    const next = await send('PUT', `/api/person?id=${person.id}`, {
      name: 'Nguyễn Văn Cuối',
      version: stored.version,
    });
    expect(next.statusCode, next.body).toBe(200);
    const stale = await send('PUT', `/api/person?id=${person.id}`, { name: 'Cũ', version: person.version });
    expect(stale.statusCode).toBe(409);
  }, 60_000);
});

describe('editors save the canvas of one tree at the same time', () => {
  const COUNT = 60;
  const BATCHES = 12;
  let treeId: string;
  let ids: string[];

  beforeAll(async () => {
    treeId = (await newTree('Cây kéo thả đồng thời'))._id;
    ids = [];
    for (let i = 0; i < COUNT; i++) {
      const person = await ok<Person>(
        'POST',
        '/api/person',
        { name: `Nguyễn Văn Ô ${i}`, sex: 'male', generation: 2, treeId, x: i, y: 0 },
        201,
      );
      ids.push(person.id);
    }
  }, 120_000);

  /** Batch b puts every person at x = b × 10,000 + i, the persons listed in its own order. */
  function batch(b: number) {
    const order = b % 3 === 0 ? ids : b % 3 === 1 ? [...ids].reverse() : shuffled(ids, b);
    return order.map((id) => ({ id, x: b * 10_000 + ids.indexOf(id), y: b, width: 200, height: 90 }));
  }

  /** Each save is all or nothing and saves never deadlock: the end state is exactly one batch. */
  function expectOneWholeBatch(boxes: { id: string; x: number; y: number }[]) {
    expect(boxes).toHaveLength(COUNT);
    const batches = new Set(boxes.map((b) => Math.floor(b.x / 10_000)));
    expect(batches.size, `positions mix batches ${[...batches].join(', ')}`).toBe(1);
    const [only] = [...batches];
    for (const box of boxes) {
      expect(box.y).toBe(only);
      expect(box.x).toBe((only ?? 0) * 10_000 + ids.indexOf(box.id));
    }
  }

  it('with treeId: every save answers 200 and the tree holds one whole batch', async () => {
    const responses = await Promise.all(
      Array.from({ length: BATCHES }, (_, b) =>
        send('PUT', '/api/persons/update-multiple-positions', { treeId, positions: batch(b + 1) }),
      ),
    );
    expect(statuses(responses), responses.find((r) => r.statusCode !== 200)?.body).toEqual({ 200: BATCHES });
    const stored = await treesRepo(t.database.db, clan.clanId).positions(treeId);
    expectOneWholeBatch(
      ids.map((id) => {
        const box = stored.get(id);
        return { id, x: box?.x ?? Number.NaN, y: box?.y ?? Number.NaN };
      }),
    );
  }, 60_000);

  it('without treeId (the persons’ own boxes): every save answers 200 and holds one whole batch', async () => {
    const responses = await Promise.all(
      Array.from({ length: BATCHES }, (_, b) =>
        send('PUT', '/api/persons/update-multiple-positions', { positions: batch(b + 1) }),
      ),
    );
    expect(statuses(responses), responses.find((r) => r.statusCode !== 200)?.body).toEqual({ 200: BATCHES });
    const own = await Promise.all(ids.map((id) => ok<Person>('GET', `/api/person?id=${id}`)));
    expectOneWholeBatch(own.map((p) => ({ id: p.id, x: p.x, y: p.y })));
  }, 60_000);
});

describe('structural edits of one tree at the same time', () => {
  it('20 children added at once to a person without a family: one family, 20 children, no lost child', async () => {
    const treeId = (await newTree('Cây thêm con đồng thời'))._id;
    const root = await ok<{ person: Person; family: Family }>(
      'POST',
      '/api/tree/create-person-family',
      { treeId, personData: { name: 'Nguyễn Văn Tổ', sex: 'male', generation: 1 } },
      201,
    );
    const heir = await ok<{ child: Person }>(
      'POST',
      '/api/family/add-child',
      { treeId, fatherId: root.person.id, motherId: null, child: { name: 'Nguyễn Văn Trưởng', sex: 'male' } },
      201,
    );

    const names = Array.from({ length: 20 }, (_, i) => `Nguyễn Văn Cháu ${i + 1}`);
    const responses = await Promise.all(
      names.map((name) =>
        send('POST', '/api/family/add-child', {
          treeId,
          fatherId: heir.child.id,
          motherId: null,
          child: { name, sex: 'male' },
        }),
      ),
    );
    expect(statuses(responses), responses.find((r) => r.statusCode !== 201)?.body).toEqual({ 201: 20 });

    const g = await graph(treeId);
    const ownFamilies = g.families.filter((f) => f.father === heir.child.id);
    expect(ownFamilies).toHaveLength(1);
    const childNames = (ownFamilies[0]?.children ?? []).map(
      (c) => g.persons.find((p) => p.id === c.personId)?.name,
    );
    expect([...childNames].sort()).toEqual([...names].sort());
    for (const grandchild of g.persons.filter((p) => names.includes(p.name))) {
      expect(grandchild.generation).toBe(3);
    }
  }, 60_000);

  it('10 splits of one branch at once: one split tree, nine 409s, and the branch whole', async () => {
    const treeId = (await newTree('Cây tách chi đồng thời'))._id;
    const root = await ok<{ person: Person; family: Family }>(
      'POST',
      '/api/tree/create-person-family',
      { treeId, personData: { name: 'Trần Văn Tổ', sex: 'male', generation: 1 } },
      201,
    );
    const branch = await ok<{ child: Person }>(
      'POST',
      '/api/family/add-child',
      { treeId, fatherId: root.person.id, motherId: null, child: { name: 'Trần Văn Chi', sex: 'male' } },
      201,
    );
    await ok(
      'POST',
      '/api/family/add-multiple-children',
      {
        treeId,
        fatherId: branch.child.id,
        motherId: null,
        children: ['Trần Văn Một', 'Trần Văn Hai', 'Trần Văn Ba'].map((name) => ({ name, sex: 'male' })),
      },
      201,
    );

    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        send('POST', '/api/tree/split', {
          sourceTreeId: treeId,
          splitPersonId: branch.child.id,
          newTreeName: `Chi Trần Văn Chi ${i}`,
        }),
      ),
    );
    expect(statuses(responses)).toEqual({ 201: 1, 409: 9 });
    for (const r of responses.filter((r) => r.statusCode === 409)) {
      expect(json(r)).toEqual({ success: false, message: MESSAGES.splitTreeOfSplit });
    }

    const trees = treeListResponse.parse((await send('GET', '/api/trees?limit=100')).json()).data;
    const splits = trees.filter((tree) => tree.sourceTreeId === treeId);
    expect(splits).toHaveLength(1);
    const split = await graph(splits[0]?._id ?? '');
    expect(split.persons.map((p) => p.name).sort()).toEqual(
      ['Trần Văn Ba', 'Trần Văn Chi', 'Trần Văn Hai', 'Trần Văn Một'].sort(),
    );
  }, 60_000);
});
