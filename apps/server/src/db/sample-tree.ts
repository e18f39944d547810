// Loads a generated sample clan (packages/genealogy `generateSampleClan`) into one clan as an original
// tree: persons, families, further spouses, children and the tree with all its families, in one
// transaction and in chunked multi-row INSERTs.
// Used by the demo seed, tests and benchmarks.
import { DEFAULT_NODE_SIZE } from '@giapha/contract';
import type { SampleClan } from '@giapha/genealogy';
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { personSearchText } from '../modules/persons/persons.repo.ts';
import { treesRepo } from '../modules/trees/trees.repo.ts';
import type { DbOrTx } from './client.ts';
import { families, familyChildren, familySpouses, persons, treeFamilies } from './schema/index.ts';

/**
 * Rows per INSERT. Each chunk travels as one JSON parameter expanded by json_populate_recordset: a
 * multi-row VALUES list would need ~16 parameters a row (PostgreSQL allows 65,535 per statement) and
 * building it through the query builder costs more than the database's work.
 */
const CHUNK = 1000;
/** Vertical distance between generations and horizontal step between boxes of the simple layout. */
const ROW_HEIGHT = 300;
const COLUMN_WIDTH = DEFAULT_NODE_SIZE.width + 30;

export interface SampleTreeInfo {
  name: string;
  description?: string;
  isPublic?: boolean;
  createdBy?: string | null;
}

/** Inserts typed rows in chunks; column names come from the drizzle schema, so they cannot drift. */
async function bulkInsert<T extends PgTable>(db: DbOrTx, table: T, rows: readonly T['$inferInsert'][]) {
  const first = rows[0];
  if (!first) return;
  const columns: Record<string, { name: string }> = getTableColumns(table);
  const names = Object.keys(first).map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`unknown column ${key}`);
    return column.name;
  });
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows
      .slice(i, i + CHUNK)
      .map((row) =>
        Object.fromEntries(Object.entries(row).map(([key, value]) => [columns[key]?.name ?? key, value])),
      );
    await db.execute(
      sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${JSON.stringify(chunk)}::json)`,
    );
  }
}

/**
 * Inserts the clan's persons and families and an original tree made of all its families. Persons get
 * a simple layout in their own box: x by order within the generation, y by generation.
 */
export async function insertSampleTree(
  db: DbOrTx,
  clanId: string,
  clan: SampleClan,
  tree: SampleTreeInfo,
): Promise<{ treeId: string }> {
  const column = new Map<number, number>();
  const personRows = clan.persons.map((p) => {
    const x = column.get(p.generation) ?? 0;
    column.set(p.generation, x + 1);
    return {
      clanId,
      id: p.id,
      name: p.name,
      surname: p.surname,
      searchText: personSearchText(p),
      sex: p.sex,
      generation: p.generation,
      ordinalNumber: p.ordinalNumber,
      otherNames: p.otherNames,
      birth: p.birth,
      death: p.death,
      deceased: p.deceased,
      x: x * COLUMN_WIDTH,
      y: (p.generation - 1) * ROW_HEIGHT,
      width: DEFAULT_NODE_SIZE.width,
      height: DEFAULT_NODE_SIZE.height,
    };
  });
  const familyRows = clan.families.map((f) => ({
    clanId,
    id: f.id,
    fatherId: f.fatherId,
    motherId: f.motherId,
  }));
  const spouseRows = clan.families.flatMap((f) =>
    f.spouseIds.map((personId, position) => ({ clanId, familyId: f.id, personId, position })),
  );
  const childRows = clan.families.flatMap((f) =>
    f.children.map((c, position) => ({
      clanId,
      familyId: f.id,
      personId: c.personId,
      position,
      motherId: c.motherId,
      relation: c.relation,
    })),
  );

  return db.transaction(async (tx) => {
    await bulkInsert(tx, persons, personRows);
    await bulkInsert(tx, families, familyRows);
    await bulkInsert(tx, familySpouses, spouseRows);
    await bulkInsert(tx, familyChildren, childRows);
    const row = await treesRepo(tx, clanId).insert({
      name: tree.name,
      description: tree.description ?? null,
      isPublic: tree.isPublic ?? false,
      createdBy: tree.createdBy ?? null,
      type: 'original',
    });
    const treeId = row.id;
    await bulkInsert(
      tx,
      treeFamilies,
      clan.families.map((f) => ({ clanId, treeId, familyId: f.id })),
    );
    return { treeId };
  });
}
