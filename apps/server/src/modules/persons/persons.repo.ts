import { foldVietnamese } from '@giapha/genealogy';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type OtherNames, persons } from '../../db/schema/index.ts';

export type PersonRow = typeof persons.$inferSelect;
export type NewPerson = Omit<
  typeof persons.$inferInsert,
  'clanId' | 'id' | 'searchText' | 'createdAt' | 'updatedAt' | 'version'
>;
export type PersonPatch = Partial<NewPerson>;

/** What the trigram index searches: the folded name and every other name, so `nguyen van duc` finds `Nguyễn Văn Đức`. */
export function personSearchText(person: {
  name: string;
  otherNames?: OtherNames | null | undefined;
}): string {
  const names = [person.name, ...Object.values(person.otherNames ?? {})];
  return foldVietnamese(names.filter((n): n is string => Boolean(n)).join(' '));
}

export function personsRepo(db: DbOrTx) {
  return {
    async findById(clanId: string, id: string): Promise<PersonRow | undefined> {
      const [row] = await db
        .select()
        .from(persons)
        .where(and(eq(persons.clanId, clanId), eq(persons.id, id)))
        .limit(1);
      return row;
    },

    async findByIds(clanId: string, ids: readonly string[]): Promise<PersonRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(persons)
        .where(and(eq(persons.clanId, clanId), inArray(persons.id, [...ids])));
    },

    async insert(clanId: string, values: NewPerson): Promise<PersonRow> {
      const [row] = await db
        .insert(persons)
        .values({ ...values, clanId, searchText: personSearchText(values) })
        .returning();
      if (!row) throw new Error('insert into persons returned no row');
      return row;
    },

    async insertMany(clanId: string, values: readonly NewPerson[]): Promise<PersonRow[]> {
      if (values.length === 0) return [];
      return db
        .insert(persons)
        .values(values.map((v) => ({ ...v, clanId, searchText: personSearchText(v) })))
        .returning();
    },

    /**
     * Applies `patch` when the row is still at `expectedVersion` (when given); undefined when nothing
     * matched. `current` is the row as read, to keep the search text right when names change.
     */
    async update(
      clanId: string,
      current: PersonRow,
      patch: PersonPatch,
      expectedVersion?: number,
    ): Promise<PersonRow | undefined> {
      const conditions = [eq(persons.clanId, clanId), eq(persons.id, current.id)];
      if (expectedVersion !== undefined) conditions.push(eq(persons.version, expectedVersion));
      const searchText = personSearchText({
        name: patch.name ?? current.name,
        otherNames: patch.otherNames ?? current.otherNames,
      });
      const [row] = await db
        .update(persons)
        .set({ ...patch, searchText, updatedAt: new Date(), version: sql`${persons.version} + 1` })
        .where(and(...conditions))
        .returning();
      return row;
    },

    async delete(clanId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(persons)
        .where(and(eq(persons.clanId, clanId), eq(persons.id, id)))
        .returning({ id: persons.id });
      return rows.length > 0;
    },
  };
}
