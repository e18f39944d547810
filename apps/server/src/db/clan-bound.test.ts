import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registerClan } from '../../test/clans.ts';
import { useTestApp } from '../../test/test-app.ts';
import { clanBound, nextVersion } from './clan-bound.ts';
import { categories } from './schema/index.ts';

const t = useTestApp();

async function addCategory(clanId: string, slug: string): Promise<string> {
  const [row] = await t.database.db
    .insert(categories)
    .values({ clanId, name: slug, slug })
    .returning({ id: categories.id });
  if (!row) throw new Error('no category');
  return row.id;
}

describe('clanBound', () => {
  it('see only the clan’s own slugs, leaving out the row being edited', async () => {
    const a = await registerClan(t.app);
    const b = await registerClan(t.app);
    const mine = await addCategory(a.clanId, 'gio-to');
    await addCategory(a.clanId, 'gio-to-2');
    await addCategory(b.clanId, 'gio-to-3');
    const db = t.database.db;

    expect(await clanBound(db, a.clanId).slugTaken(categories, 'gio-to')).toBe(true);
    expect(await clanBound(db, a.clanId).slugTaken(categories, 'gio-to', mine)).toBe(false);
    expect(await clanBound(db, a.clanId).slugTaken(categories, 'gio-to-3')).toBe(false);
    expect((await clanBound(db, a.clanId).slugsStartingWith(categories, 'gio-to')).sort()).toEqual([
      'gio-to',
      'gio-to-2',
    ]);
    expect(await clanBound(db, a.clanId).slugsStartingWith(categories, 'gio-to', mine)).toEqual(['gio-to-2']);
  });

  it('update a row only at the expected version of its own clan, counting the version up', async () => {
    const a = await registerClan(t.app);
    const b = await registerClan(t.app);
    const id = await addCategory(a.clanId, 'ho-hang');
    const db = t.database.db;
    const rename = (clanId: string, version: number | undefined) =>
      db
        .update(categories)
        .set({ name: 'Họ hàng', version: nextVersion(categories) })
        .where(clanBound(db, clanId).atVersion(categories, id, version))
        .returning();

    expect(await rename(b.clanId, undefined)).toEqual([]);
    expect(await rename(a.clanId, 7)).toEqual([]);
    const [row] = await rename(a.clanId, 1);
    expect(row?.version).toBe(2);
    const [after] = await db.select().from(categories).where(eq(categories.id, id));
    expect(after?.name).toBe('Họ hàng');
  });
});
