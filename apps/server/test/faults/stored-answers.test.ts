import type { Tree } from '@giapha/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runInClanScope } from '../../src/db/clan-scope.ts';
import { dataVersionsRepo } from '../../src/db/data-versions.ts';
import { familiesRepo } from '../../src/modules/families/families.repo.ts';
import { personsRepo } from '../../src/modules/persons/persons.repo.ts';
import { treesRepo } from '../../src/modules/trees/trees.repo.ts';
import { registerClan } from '../clans.ts';
import { bearer, json, withDomain } from '../requests.ts';
import type { TestApp } from '../test-app.ts';
import { onPostgres, useTwoProcesses } from './two-processes.ts';

/*
 * Two apps on one PostgreSQL database stand for two server processes: a graph stored by one is not served
 * after the other changed the tree, and the version the database moves never makes two writers of one
 * clan wait for each other (it is applied at commit). The embedded database belongs to one process.
 */

const two = useTwoProcesses();

describe.runIf(onPostgres)('stored answers shared by two processes', () => {
  it('a person renamed on B shows in the graph A had stored, at the next request', async () => {
    const clan = await registerClan(two.a.app);
    const call = (t: TestApp, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url: withDomain(url, clan.domain), headers: bearer(clan.token), payload });
    const tree = json<{ data: Tree }>(await call(two.a, 'POST', '/api/tree', { name: 'Cây hai máy' })).data;
    const person = await runInClanScope(clan.clanId, async () => {
      const persons = personsRepo(two.a.database.db, clan.clanId);
      const father = await persons.insert({ name: 'Nguyễn Văn Một', sex: 'male', generation: 1 });
      const son = await persons.insert({ name: 'Nguyễn Văn Con', sex: 'male', generation: 2 });
      const families = familiesRepo(two.a.database.db, clan.clanId);
      const family = await families.insert({ fatherId: father.id, motherId: null });
      await families.addChildren(family.id, [{ personId: son.id, motherId: null, relation: 'birth' }]);
      await treesRepo(two.a.database.db, clan.clanId).addFamilies(tree._id, [family.id]);
      return father;
    });
    const graphUrl = `/api/tree-graph?id=${tree._id}`;
    const stored = await call(two.a, 'GET', graphUrl);
    expect(stored.statusCode).toBe(200);
    expect(stored.body).toContain('Nguyễn Văn Một');

    expect(
      (await call(two.b, 'PUT', `/api/person?id=${person.id}`, { name: 'Nguyễn Văn Hai' })).statusCode,
    ).toBe(200);
    const after = await call(two.a, 'GET', graphUrl);
    expect(after.headers.etag).not.toBe(stored.headers.etag);
    expect(after.body).toContain('Nguyễn Văn Hai');
    expect(after.body).not.toContain('Nguyễn Văn Một');
  });

  it('a writer of the clan does not wait for another one still open; each commit moves the version', async () => {
    const clan = await registerClan(two.a.app);
    const persons = (db: TestApp) => personsRepo(db.database.db, clan.clanId);
    const [first, second] = await runInClanScope(clan.clanId, () =>
      Promise.all([
        persons(two.a).insert({ name: 'Người thứ nhất', sex: 'male', generation: 1 }),
        persons(two.a).insert({ name: 'Người thứ hai', sex: 'male', generation: 1 }),
      ]),
    );
    const version = () =>
      runInClanScope(clan.clanId, async () => {
        const [trees = 0] = await dataVersionsRepo(two.a.database.db, clan.clanId).current(['trees']);
        return trees;
      });
    const before = await version();

    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let wrote = () => {};
    const written = new Promise<void>((resolve) => {
      wrote = resolve;
    });
    const slow = runInClanScope(clan.clanId, () =>
      two.a.database.db.transaction(async (tx) => {
        await tx.execute(
          sql`update persons set notes = 'đang sửa' where clan_id = ${clan.clanId} and id = ${first?.id}`,
        );
        wrote();
        await held;
      }),
    );
    await written;
    // B writes another person of the same clan and commits while A's transaction is still open.
    await runInClanScope(clan.clanId, () =>
      two.b.database.db.execute(
        sql`update persons set notes = 'xong' where clan_id = ${clan.clanId} and id = ${second?.id}`,
      ),
    );
    const afterB = await version();
    expect(afterB).toBeGreaterThan(before);
    release();
    await slow;
    expect(await version()).toBeGreaterThan(afterB);
  });
});
