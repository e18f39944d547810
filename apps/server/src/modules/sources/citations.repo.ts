import { asc, eq, exists, inArray, or, type SQL, sql } from 'drizzle-orm';
import { clanBound } from '../../db/clan-bound.ts';
import type { DbOrTx } from '../../db/client.ts';
import { insertedRow } from '../../db/inserted-row.ts';
import {
  type CitationRow,
  citations,
  families,
  familySpouses,
  lifeEvents,
  persons,
  sourcePages,
  sources,
} from '../../db/schema/index.ts';

export type { CitationRow };
export type NewCitation = Omit<typeof citations.$inferInsert, 'clanId' | 'id' | 'createdAt'>;
export type CitationPatch = Partial<
  Pick<NewCitation, 'sourceId' | 'pageId' | 'page' | 'fact' | 'quote' | 'note'>
>;

/** A citation with what its source and page show of themselves. */
export type CitationWithSource = CitationRow & {
  sourceTitle: string;
  sourceKind: (typeof sources.$inferSelect)['kind'];
  pageLabel: string | null;
  pageImage: string | null;
};

/** The clan's citations: a fact of a person, a life event or a family backed by a source. */
export function citationsRepo(db: DbOrTx, clanId: string) {
  const clan = clanBound(db, clanId);

  /** The clan's citations matching `conditions`, with their source and page. */
  function selectWithSource(...conditions: (SQL | undefined)[]) {
    return db
      .select({
        clanId: citations.clanId,
        id: citations.id,
        sourceId: citations.sourceId,
        pageId: citations.pageId,
        page: citations.page,
        personId: citations.personId,
        eventId: citations.eventId,
        familyId: citations.familyId,
        fact: citations.fact,
        quote: citations.quote,
        note: citations.note,
        createdAt: citations.createdAt,
        sourceTitle: sources.title,
        sourceKind: sources.kind,
        pageLabel: sourcePages.label,
        pageImage: sourcePages.image,
      })
      .from(citations)
      .innerJoin(sources, clan.byId(sources, citations.sourceId))
      .leftJoin(sourcePages, clan.byId(sourcePages, citations.pageId))
      .where(clan.where(citations, ...conditions));
  }

  /** Whether the clan has a row `id` in `table` (persons, life events, families). */
  async function has(table: typeof persons | typeof lifeEvents | typeof families, id: string) {
    const [row] = await db.select({ id: table.id }).from(table).where(clan.byId(table, id)).limit(1);
    return row !== undefined;
  }

  return {
    /**
     * The person's evidence: their own citations, those of their life events and those of the families
     * they are a spouse in (father, mother or a further spouse), oldest first.
     */
    async ofPerson(personId: string): Promise<CitationWithSource[]> {
      const ownEvents = db
        .select({ id: lifeEvents.id })
        .from(lifeEvents)
        .where(clan.where(lifeEvents, eq(lifeEvents.personId, personId)));
      const spouseFamilies = db
        .select({ id: families.id })
        .from(families)
        .where(
          clan.where(
            families,
            or(
              eq(families.fatherId, personId),
              eq(families.motherId, personId),
              exists(
                db
                  .select({ one: sql`1` })
                  .from(familySpouses)
                  .where(
                    clan.where(
                      familySpouses,
                      eq(familySpouses.familyId, families.id),
                      eq(familySpouses.personId, personId),
                    ),
                  ),
              ),
            ),
          ),
        );
      return selectWithSource(
        or(
          eq(citations.personId, personId),
          inArray(citations.eventId, ownEvents),
          inArray(citations.familyId, spouseFamilies),
        ),
      ).orderBy(asc(citations.createdAt), asc(citations.id));
    },

    /** The citations of these persons, life events and families (a tree's export), oldest first. */
    async ofOwners(owners: {
      personIds: readonly string[];
      eventIds: readonly string[];
      familyIds: readonly string[];
    }): Promise<CitationRow[]> {
      const conditions = [
        owners.personIds.length > 0 ? inArray(citations.personId, [...owners.personIds]) : undefined,
        owners.eventIds.length > 0 ? inArray(citations.eventId, [...owners.eventIds]) : undefined,
        owners.familyIds.length > 0 ? inArray(citations.familyId, [...owners.familyIds]) : undefined,
      ].filter((c) => c !== undefined);
      if (conditions.length === 0) return [];
      return db
        .select()
        .from(citations)
        .where(clan.where(citations, or(...conditions)))
        .orderBy(asc(citations.createdAt), asc(citations.id));
    },

    async findWithSource(id: string): Promise<CitationWithSource | undefined> {
      const [row] = await selectWithSource(eq(citations.id, id)).limit(1);
      return row;
    },

    async findByIdForUpdate(id: string): Promise<CitationRow | undefined> {
      const [row] = await db.select().from(citations).where(clan.byId(citations, id)).limit(1).for('update');
      return row;
    },

    async insertMany(values: readonly NewCitation[]): Promise<void> {
      await clan.insertRows(citations, values);
    },

    async insert(values: NewCitation): Promise<CitationRow> {
      return insertedRow('citations', await db.insert(citations).values(clan.row(values)).returning());
    },

    async update(id: string, patch: CitationPatch): Promise<CitationRow | undefined> {
      const [row] = await db.update(citations).set(patch).where(clan.byId(citations, id)).returning();
      return row;
    },

    async delete(id: string): Promise<boolean> {
      return clan.deleteById(citations, id);
    },

    personExists: (id: string) => has(persons, id),
    eventExists: (id: string) => has(lifeEvents, id),
    familyExists: (id: string) => has(families, id),

    /** The name an audit entry gives the person a citation backs, when it is a person's. */
    async personName(id: string): Promise<string | null> {
      const [row] = await db
        .select({ name: persons.name })
        .from(persons)
        .where(clan.byId(persons, id))
        .limit(1);
      return row?.name ?? null;
    },
  };
}
