import { publishDraftResponse, treeListResponse } from '@giapha/contract';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type ClanFixture, registerClan } from '../../../test/clans.ts';
import { callAs } from '../../../test/requests.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { draftTrees, persons, places, trees } from '../../db/schema/index.ts';
import { clansRepo } from '../clans/clans.repo.ts';
import { usersRepo } from '../users/users.repo.ts';
import { writeDraftTree } from './ai-trees.publish.ts';
import { draftsRepo } from './ai-trees.repo.ts';
import { importGedcomDraft } from './ai-trees.testing.ts';
import { undoUnfinishedPublishes } from './unfinished-publishes.ts';

// Issue 22: publishing a large draft never stalls other clans (the embedded database runs it in short steps
// with other requests between them), the clan itself sees all of the new tree or none of it, and a publish
// that stops part-way leaves nothing behind.

const t = useTestApp();

/** A GEDCOM file of `size` persons, three children a family, each born somewhere of its own. */
function largeGedcom(size: number): string {
  const lines = ['0 HEAD', '1 CHAR UTF-8', '1 GEDC', '2 VERS 5.5.1'];
  for (let i = 0; i < size; i++) {
    lines.push(`0 @I${i}@ INDI`, `1 NAME Văn ${i} /Nguyễn/`, '1 SEX M', '1 BIRT', `2 PLAC Làng ${i % 50}`);
    if (i > 0) lines.push(`1 FAMC @F${Math.floor((i - 1) / 3)}@`);
    if (3 * i + 1 < size) lines.push(`1 FAMS @F${i}@`);
  }
  for (let i = 0; 3 * i + 1 < size; i++) {
    lines.push(`0 @F${i}@ FAM`, `1 HUSB @I${i}@`);
    for (let c = 3 * i + 1; c <= Math.min(3 * i + 3, size - 1); c++) lines.push(`1 CHIL @I${c}@`);
  }
  lines.push('0 TRLR');
  return `${lines.join('\n')}\n`;
}

function importDraft(c: ClanFixture, size: number) {
  return importGedcomDraft(t.app, c, largeGedcom(size), 'ho-nguyen.ged');
}

async function clanRows(clanId: string) {
  const [p] = await t.database.db.select({ n: count() }).from(persons).where(eq(persons.clanId, clanId));
  const [tr] = await t.database.db.select({ n: count() }).from(trees).where(eq(trees.clanId, clanId));
  const [pl] = await t.database.db.select({ n: count() }).from(places).where(eq(places.clanId, clanId));
  return { persons: p?.n, trees: tr?.n, places: pl?.n };
}

describe('publishing a large draft', () => {
  it('answers another clan meanwhile, and shows the clan all of the tree or none of it', async () => {
    const home = await registerClan(t.app);
    const other = await registerClan(t.app);
    const draft = await importDraft(home, 3000);

    let publishedAt = 0;
    const publishing = callAs(t.app, home, 'POST', `/api/ai-temp-trees/${draft.id}/publish`, {}).then(
      (response) => {
        publishedAt = performance.now();
        return response;
      },
    );
    if (t.database.kind === 'pglite') {
      // The embedded database serves one transaction at a time: once the publish's first step has committed
      // its tree, another clan's request is answered between the steps, before the persons are all written.
      while ((await clanRows(home.clanId)).trees === 0)
        await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const [otherAnswer, ownTrees] = await Promise.all([
      callAs(t.app, other, 'GET', '/api/auth/me').then(async (response) => ({
        response,
        at: performance.now(),
        persons: (await clanRows(home.clanId)).persons,
      })),
      callAs(t.app, home, 'GET', '/api/trees?limit=10'),
    ]);
    const published = await publishing;
    expect(published.statusCode, published.body).toBe(200);
    const tree = publishDraftResponse.parse(published.json()).data.tree;
    expect(tree.personCount).toBe(3000);

    expect(otherAnswer.response.statusCode).toBe(200);
    expect(otherAnswer.at).toBeLessThan(publishedAt);
    if (t.database.kind === 'pglite') expect(otherAnswer.persons).toBeLessThan(3000);
    // The clan's own list, asked for while the tree was being written: nothing of it, or the whole of it.
    expect(ownTrees.statusCode, ownTrees.body).toBe(200);
    const listed = treeListResponse.parse(ownTrees.json()).data;
    expect(listed.map((row) => row.personCount)).toSatisfy(
      (counts: number[]) => counts.length === 0 || (counts.length === 1 && counts[0] === 3000),
    );
    // Every answered request has left the gate: nothing is left for a next bulk write to wait on.
    const started = performance.now();
    await t.app.bulkWrites.gate.othersDone(5000);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('undoes at start-up a publish that stopped part-way, and the draft publishes again', async () => {
    const home = await registerClan(t.app);
    const draft = await importDraft(home, 200);
    const before = await clanRows(home.clanId);
    const row = await draftsRepo(t.database.db, home.clanId).findById(draft.id);
    if (!row) throw new Error('no draft');
    // The steps of a publish, committed one by one, and then the process stops before the last one.
    const actor = await usersRepo(t.database.db, home.clanId).findById(home.adminId);
    const clan = await clansRepo(t.database.db).findById(home.clanId);
    if (!actor || !clan) throw new Error('no admin or clan');
    await writeDraftTree(
      { step: (work) => t.database.db.transaction(work), pause: async () => {} },
      { actor, clan },
      'Cây dở dang',
      row.nodes,
      row.families,
      row,
    );
    const halfWritten = await clanRows(home.clanId);
    expect(halfWritten.persons).toBe(200);
    expect(halfWritten.trees).toBe(1);

    expect(await undoUnfinishedPublishes(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await clanRows(home.clanId)).toEqual(before);
    const [noted] = await t.database.db
      .select({ n: count() })
      .from(draftTrees)
      .where(and(eq(draftTrees.clanId, home.clanId), isNotNull(draftTrees.publishUndo)));
    expect(noted?.n).toBe(0);

    const again = await callAs(t.app, home, 'POST', `/api/ai-temp-trees/${draft.id}/publish`, {});
    expect(again.statusCode, again.body).toBe(200);
    expect((await clanRows(home.clanId)).persons).toBe(200);
  });
});
