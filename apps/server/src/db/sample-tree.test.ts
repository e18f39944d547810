import { foldVietnamese, generateSampleClan, SAMPLE_CLAN_SIZES } from '@giapha/genealogy';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app.ts';
import { clansRepo } from '../modules/clans/clans.repo.ts';
import { familiesRepo } from '../modules/families/families.repo.ts';
import { personsRepo } from '../modules/persons/persons.repo.ts';
import { treesRepo } from '../modules/trees/trees.repo.ts';
import type { Database } from './client.ts';
import { insertSampleTree } from './sample-tree.ts';
import { familyChildren, familySpouses, persons } from './schema/index.ts';
import { DEMO_DOMAIN, DEMO_TREE_NAME, seedDemo } from './seed.ts';

const clan = generateSampleClan(SAMPLE_CLAN_SIZES.S);
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('insertSampleTree', () => {
  it('loads the S clan as one original tree with every person and family', async () => {
    const { db } = database;
    const home = await clansRepo(db).insert({ domain: 'ho-mau-s', clanName: 'Họ Nguyễn mẫu' });
    const { treeId } = await insertSampleTree(db, home.id, clan, {
      name: 'Gia phả mẫu',
      description: 'Cây thử',
      isPublic: true,
    });

    const trees = treesRepo(db, home.id);
    const tree = await trees.findById(treeId);
    expect(tree).toMatchObject({
      name: 'Gia phả mẫu',
      description: 'Cây thử',
      isPublic: true,
      type: 'original',
    });
    expect(await trees.personIds(treeId)).toHaveLength(500);
    const familyIds = await trees.familyIds(treeId);
    expect(familyIds).toHaveLength(clan.families.length);

    const [personCount] = await db.select({ n: count() }).from(persons).where(eq(persons.clanId, home.id));
    expect(personCount?.n).toBe(500);
    const [spouseCount] = await db
      .select({ n: count() })
      .from(familySpouses)
      .where(eq(familySpouses.clanId, home.id));
    expect(spouseCount?.n).toBe(clan.families.reduce((n, f) => n + f.spouseIds.length, 0));
    const [childCount] = await db
      .select({ n: count() })
      .from(familyChildren)
      .where(eq(familyChildren.clanId, home.id));
    expect(childCount?.n).toBe(clan.families.reduce((n, f) => n + f.children.length, 0));

    // Families read back exactly as generated: heads, further wives and children in order.
    const loaded = await familiesRepo(db, home.id).findByIds(familyIds);
    const byId = new Map(loaded.map((f) => [f.id, f]));
    for (const f of clan.families) {
      const back = byId.get(f.id);
      expect(back).toMatchObject({ fatherId: f.fatherId, motherId: f.motherId, spouseIds: f.spouseIds });
      expect(back?.children).toEqual(f.children);
    }
  });

  it('keeps names, dates and the simple layout, and makes persons searchable', async () => {
    const { db } = database;
    const home = await clansRepo(db).findByDomain('ho-mau-s');
    if (!home) throw new Error('clan missing');
    const founder = await personsRepo(db, home.id).findById(clan.rootPersonId);
    const source = clan.persons[0];
    expect(founder).toMatchObject({
      name: source?.name,
      generation: 1,
      x: 0,
      y: 0,
      width: 110,
      height: 220,
      birth: source?.birth,
      death: source?.death,
      otherNames: source?.otherNames,
    });
    const third = clan.persons.filter((p) => p.generation === 3)[2];
    const row = third ? await personsRepo(db, home.id).findById(third.id) : undefined;
    expect(row).toMatchObject({ x: 280, y: 600 });
    expect(row?.searchText.startsWith(foldVietnamese(third?.name ?? '-'))).toBe(true);
    const [found] = await db
      .select({ n: count() })
      .from(persons)
      .where(and(eq(persons.clanId, home.id), eq(persons.searchText, row?.searchText ?? '')));
    expect(found?.n).toBeGreaterThanOrEqual(1);
  });

  it('loads the same sample into a second clan (ids are per clan)', async () => {
    const { db } = database;
    const other = await clansRepo(db).insert({ domain: 'ho-mau-khac', clanName: 'Họ khác' });
    const { treeId } = await insertSampleTree(db, other.id, clan, { name: 'Bản sao' });
    expect(await treesRepo(db, other.id).personIds(treeId)).toHaveLength(500);
    const tree = await treesRepo(db, other.id).findById(treeId);
    expect(tree).toMatchObject({ isPublic: false, createdBy: null, description: null });
  });

  it('writes nothing when a row fails (one transaction)', async () => {
    const { db } = database;
    const home = await clansRepo(db).insert({ domain: 'ho-mau-loi', clanName: 'Họ lỗi' });
    const broken = {
      ...clan,
      families: [
        ...clan.families,
        { id: 'not-a-uuid', fatherId: null, motherId: null, spouseIds: [], children: [] },
      ],
    };
    await expect(insertSampleTree(db, home.id, broken, { name: 'Hỏng' })).rejects.toThrow();
    const [left] = await db.select({ n: count() }).from(persons).where(eq(persons.clanId, home.id));
    expect(left?.n).toBe(0);
  });
});

describe('the demo seed', () => {
  it('gives the demo clan a public 300-person tree and one split branch of generation 4', async () => {
    const { db } = database;
    expect((await seedDemo(db, 'mat-khau-demo')).created).toBe(true);
    const demo = await clansRepo(db).findByDomain(DEMO_DOMAIN);
    if (!demo) throw new Error('demo clan missing');
    const trees = treesRepo(db, demo.id);
    const { rows } = await trees.list({ limit: 10, offset: 0 });
    expect(rows).toHaveLength(2);
    const original = rows.find((t) => t.type === 'original');
    const branch = rows.find((t) => t.type === 'split');
    if (!original || !branch) throw new Error('demo trees missing');
    expect(original).toMatchObject({ name: DEMO_TREE_NAME, isPublic: true });
    expect(original.createdBy).not.toBeNull();
    const all = await trees.personIds(original.id);
    expect(all).toHaveLength(300);

    expect(branch).toMatchObject({
      isPublic: true,
      sourceTreeId: original.id,
      createdBy: original.createdBy,
    });
    const head = await personsRepo(db, demo.id).findById(branch.splitPersonId ?? '');
    expect(head).toMatchObject({ generation: 4, sex: 'male' });
    expect(branch.name).toBe(`Chi ${head?.name}`);
    const inBranch = await trees.personIds(branch.id);
    expect(inBranch).toContain(head?.id);
    expect(inBranch.length).toBeGreaterThan(20);
    expect(inBranch.length).toBeLessThan(300);
    const everyone = new Set(all);
    expect(inBranch.every((id) => everyone.has(id))).toBe(true);
    const familyIds = new Set(await trees.familyIds(original.id));
    expect((await trees.familyIds(branch.id)).every((id) => familyIds.has(id))).toBe(true);

    expect((await seedDemo(db)).created).toBe(false);
    expect((await trees.list({ limit: 10, offset: 0 })).total).toBe(2);
  });
});
