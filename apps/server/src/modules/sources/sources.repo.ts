import { foldVietnamese } from '@giapha/genealogy';
import { asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { clanBound, nextVersion } from '../../db/clan-bound.ts';
import type { DbOrTx } from '../../db/client.ts';
import { insertedRow } from '../../db/inserted-row.ts';
import { citations, type SourceRow, sourcePages, sources } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';
import { windowTotal } from '../../db/window-total.ts';

export type { SourceRow };
export type NewSource = Pick<
  typeof sources.$inferInsert,
  'title' | 'kind' | 'author' | 'date' | 'repository' | 'note'
>;
export type SourcePatch = Partial<NewSource>;
/** A source with how many pages it has and how many citations point at it. */
export type SourceWithCounts = SourceRow & { pageCount: number; citationCount: number };

export interface SourceFilter {
  limit: number;
  offset: number;
  /** Any spelling: `gia pha` finds `Gia phả`. */
  search?: string | undefined;
  kind?: SourceRow['kind'] | undefined;
}

/** What the trigram index searches: the folded title, author, repository and note. */
export function sourceSearchText(source: {
  title: string;
  author?: string | null | undefined;
  repository?: string | null | undefined;
  note?: string | null | undefined;
}): string {
  return foldVietnamese(
    [source.title, source.author, source.repository, source.note].filter(Boolean).join(' '),
  );
}

/** The clan's sources (nguồn tư liệu). Their pages live in sourcePagesRepo. */
export function sourcesRepo(db: DbOrTx, clanId: string) {
  const clan = clanBound(db, clanId);

  // Counted in the same query as the rows (no N+1).
  const pageCount = sql<number>`(select count(*)::int from ${sourcePages} where ${clan.where(
    sourcePages,
    eq(sourcePages.sourceId, sources.id),
  )})`.mapWith(Number);
  const citationCount = sql<number>`(select count(*)::int from ${citations} where ${clan.where(
    citations,
    eq(citations.sourceId, sources.id),
  )})`.mapWith(Number);

  const withCounts = {
    clanId: sources.clanId,
    id: sources.id,
    title: sources.title,
    kind: sources.kind,
    author: sources.author,
    date: sources.date,
    repository: sources.repository,
    note: sources.note,
    searchText: sources.searchText,
    gedcomExtra: sources.gedcomExtra,
    createdAt: sources.createdAt,
    updatedAt: sources.updatedAt,
    version: sources.version,
    pageCount,
    citationCount,
  };

  return {
    /** A page of the clan's sources, the last edited first, with the total that matched. */
    async list(filter: SourceFilter): Promise<{ rows: SourceWithCounts[]; total: number }> {
      const term = filter.search ? foldVietnamese(filter.search) : '';
      const condition = clan.where(
        sources,
        term ? ilike(sources.searchText, containsPattern(term)) : undefined,
        filter.kind ? eq(sources.kind, filter.kind) : undefined,
      );
      const rows = await db
        .select({ ...withCounts, total: windowTotal })
        .from(sources)
        .where(condition)
        .orderBy(desc(sources.updatedAt), desc(sources.id))
        .limit(filter.limit)
        .offset(filter.offset);
      const total = await clan.pageTotal(sources, condition, rows, filter.offset);
      return { rows: rows.map(({ total: _total, ...row }) => row), total };
    },

    async findWithCounts(id: string): Promise<SourceWithCounts | undefined> {
      const [row] = await db.select(withCounts).from(sources).where(clan.byId(sources, id)).limit(1);
      return row;
    },

    /** The row locked until the transaction ends, so a read-modify-write sees no concurrent change. */
    async findByIdForUpdate(id: string): Promise<SourceRow | undefined> {
      const [row] = await db.select().from(sources).where(clan.byId(sources, id)).limit(1).for('update');
      return row;
    },

    /** The clan's sources among `ids` (a tree's export). */
    async byIds(ids: readonly string[]): Promise<SourceRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(sources)
        .where(clan.where(sources, inArray(sources.id, [...ids])))
        .orderBy(asc(sources.createdAt), asc(sources.id));
    },

    async findById(id: string): Promise<SourceRow | undefined> {
      const [row] = await db.select().from(sources).where(clan.byId(sources, id)).limit(1);
      return row;
    },

    /** Sources with their ids and kept GEDCOM lines (a published draft's). */
    async insertMany(
      values: readonly (NewSource & { id: string; gedcomExtra: string | null })[],
    ): Promise<void> {
      await clan.insertRows(
        sources,
        values.map((v) => ({ ...v, searchText: sourceSearchText(v) })),
      );
    },

    async insert(values: NewSource): Promise<SourceRow> {
      return insertedRow(
        'sources',
        await db
          .insert(sources)
          .values(clan.row({ ...values, searchText: sourceSearchText(values) }))
          .returning(),
      );
    },

    /** Applies `patch` when the row is still at `expectedVersion` (when given); undefined when nothing matched. */
    async update(
      current: SourceRow,
      patch: SourcePatch,
      expectedVersion?: number,
    ): Promise<SourceRow | undefined> {
      const searchText = sourceSearchText({ ...current, ...patch });
      const [row] = await db
        .update(sources)
        .set({ ...patch, searchText, updatedAt: new Date(), version: nextVersion(sources) })
        .where(clan.atVersion(sources, current.id, expectedVersion))
        .returning();
      return row;
    },

    /** Deletes the source; its pages and citations go with it (ON DELETE CASCADE). */
    async delete(id: string): Promise<boolean> {
      // Citations first: they point at the pages too, and that key has no cascade.
      await db.delete(citations).where(clan.where(citations, eq(citations.sourceId, id)));
      return clan.deleteById(sources, id);
    },
  };
}

export type SourcePageRow = typeof sourcePages.$inferSelect;
export type NewSourcePage = Pick<typeof sourcePages.$inferInsert, 'label' | 'image' | 'transcription'>;
export type SourcePagePatch = Partial<NewSourcePage>;

/** The scanned or photographed pages of the clan's sources. */
export function sourcePagesRepo(db: DbOrTx, clanId: string) {
  const clan = clanBound(db, clanId);

  return {
    /** A source's pages in its order. */
    async ofSource(sourceId: string): Promise<SourcePageRow[]> {
      return db
        .select()
        .from(sourcePages)
        .where(clan.where(sourcePages, eq(sourcePages.sourceId, sourceId)))
        .orderBy(asc(sourcePages.position), asc(sourcePages.createdAt), asc(sourcePages.id));
    },

    async findById(id: string): Promise<SourcePageRow | undefined> {
      const [row] = await db.select().from(sourcePages).where(clan.byId(sourcePages, id)).limit(1);
      return row;
    },

    async findByIdForUpdate(id: string): Promise<SourcePageRow | undefined> {
      const [row] = await db
        .select()
        .from(sourcePages)
        .where(clan.byId(sourcePages, id))
        .limit(1)
        .for('update');
      return row;
    },

    /** Adds the page after the source's last one. */
    async insert(sourceId: string, values: NewSourcePage): Promise<SourcePageRow> {
      const nextPosition = sql<number>`(select coalesce(max(${sourcePages.position}) + 1, 0) from ${sourcePages} where ${clan.where(
        sourcePages,
        eq(sourcePages.sourceId, sourceId),
      )})`;
      return insertedRow(
        'source_pages',
        await db
          .insert(sourcePages)
          .values(clan.row({ ...values, sourceId, position: nextPosition }))
          .returning(),
      );
    },

    async update(id: string, patch: SourcePagePatch, expectedVersion?: number) {
      const [row] = await db
        .update(sourcePages)
        .set({ ...patch, updatedAt: new Date(), version: nextVersion(sourcePages) })
        .where(clan.atVersion(sourcePages, id, expectedVersion))
        .returning();
      return row;
    },

    async delete(id: string): Promise<boolean> {
      return clan.deleteById(sourcePages, id);
    },

    /** How many citations point at the page. */
    async citationCount(id: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(citations)
        .where(clan.where(citations, eq(citations.pageId, id)));
      return row?.n ?? 0;
    },

    /** Which of `ids` are pages of the source. */
    async idsOfSource(sourceId: string, ids: readonly string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: sourcePages.id })
        .from(sourcePages)
        .where(
          clan.where(sourcePages, eq(sourcePages.sourceId, sourceId), inArray(sourcePages.id, [...ids])),
        );
      return rows.map((r) => r.id);
    },

    /** Sets the positions in one statement; the versions stay, so a drag does not make an open form stale. */
    async setPositions(sourceId: string, items: readonly { id: string; position: number }[]): Promise<void> {
      if (items.length === 0) return;
      const values = sql.join(
        items.map((item) => sql`(${item.id}::uuid, ${item.position}::int)`),
        sql`, `,
      );
      await db
        .update(sourcePages)
        .set({ position: sql`v.position` })
        .from(sql`(values ${values}) as v(id, position)`)
        .where(clan.where(sourcePages, eq(sourcePages.sourceId, sourceId), sql`${sourcePages.id} = v.id`));
    },
  };
}
