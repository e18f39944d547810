import type { SuggestionKind, SuggestionStatus } from '@giapha/contract';
import { asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { clanBound } from '../../db/clan-bound.ts';
import type { DbOrTx } from '../../db/client.ts';
import { insertedRow } from '../../db/inserted-row.ts';
import {
  families,
  familyChildren,
  familySpouses,
  suggestions,
  treeFamilies,
  trees,
  users,
} from '../../db/schema/index.ts';
import { windowTotal } from '../../db/window-total.ts';

export type SuggestionRow = typeof suggestions.$inferSelect;

export interface NewSuggestion {
  authorId: string;
  kind: SuggestionKind;
  personId: string;
  otherPersonId: string | null;
  treeId: string | null;
  payload: Record<string, unknown>;
  base: Record<string, unknown> | null;
  baseVersion: number | null;
  note: string | null;
}

export interface SuggestionFilter {
  /** Only this member's proposals. */
  authorId?: string;
  status?: SuggestionStatus | undefined;
  /** Only proposals about these persons (a branch head's branch); undefined: every person. */
  personIds?: readonly string[];
  limit: number;
  offset: number;
}

/** An account as a mail or a review names it. */
export interface SuggestionUser {
  id: string;
  name: string;
  email: string;
}

/** Members' proposals of one clan (issue 24). */
export function suggestionsRepo(db: DbOrTx, clanId: string) {
  const clan = clanBound(db, clanId);

  /** The conditions of a filter, besides the clan. */
  function filterParts(filter: Omit<SuggestionFilter, 'limit' | 'offset'>): (SQL | undefined)[] {
    return [
      filter.authorId === undefined ? undefined : eq(suggestions.authorId, filter.authorId),
      filter.status === undefined ? undefined : eq(suggestions.status, filter.status),
      filter.personIds === undefined ? undefined : inArray(suggestions.personId, [...filter.personIds]),
    ];
  }

  return {
    async insert(values: NewSuggestion): Promise<SuggestionRow> {
      return insertedRow('suggestions', await db.insert(suggestions).values(clan.row(values)).returning());
    },

    async findById(id: string): Promise<SuggestionRow | undefined> {
      const [row] = await db.select().from(suggestions).where(clan.byId(suggestions, id)).limit(1);
      return row;
    },

    /** The row locked until the transaction ends (a decision reads, applies, then writes). */
    async findForUpdate(id: string): Promise<SuggestionRow | undefined> {
      const [row] = await db
        .select()
        .from(suggestions)
        .where(clan.byId(suggestions, id))
        .limit(1)
        .for('update');
      return row;
    },

    /** Newest first; an empty `personIds` matches nothing. */
    async list(filter: SuggestionFilter): Promise<{ rows: SuggestionRow[]; total: number }> {
      if (filter.personIds !== undefined && filter.personIds.length === 0) return { rows: [], total: 0 };
      const condition = clan.where(suggestions, ...filterParts(filter));
      const page = await db
        .select({ row: suggestions, total: windowTotal })
        .from(suggestions)
        .where(condition)
        .orderBy(desc(suggestions.createdAt), desc(suggestions.id))
        .limit(filter.limit)
        .offset(filter.offset);
      const total = await clan.pageTotal(suggestions, condition, page, filter.offset);
      return { rows: page.map((p) => p.row), total };
    },

    async countPending(personIds?: readonly string[]): Promise<number> {
      if (personIds !== undefined && personIds.length === 0) return 0;
      const [row] = await db
        .select({ n: count() })
        .from(suggestions)
        .where(
          clan.where(suggestions, ...filterParts({ status: 'pending', ...(personIds ? { personIds } : {}) })),
        );
      return row?.n ?? 0;
    },

    /** Writes a decision at the version it was read; false when the row changed meanwhile. */
    async decide(
      id: string,
      version: number,
      values: {
        status: SuggestionStatus;
        reviewNote?: string | null;
        reviewedBy?: string | null;
        payload?: Record<string, unknown>;
        result?: Record<string, unknown> | null;
      },
    ): Promise<SuggestionRow | undefined> {
      const [row] = await db
        .update(suggestions)
        .set({
          ...values,
          reviewedAt: values.reviewedBy ? new Date() : undefined,
          updatedAt: new Date(),
          version: version + 1,
        })
        .where(clan.atVersion(suggestions, id, version))
        .returning();
      return row;
    },

    /** The member's pending proposal marked withdrawn; undefined when it is not theirs or not pending. */
    async withdraw(id: string, authorId: string): Promise<SuggestionRow | undefined> {
      const [row] = await db
        .update(suggestions)
        .set({ status: 'withdrawn', updatedAt: new Date(), version: sql`${suggestions.version} + 1` })
        .where(
          clan.where(
            suggestions,
            eq(suggestions.id, id),
            eq(suggestions.authorId, authorId),
            eq(suggestions.status, 'pending'),
          ),
        )
        .returning();
      return row;
    },

    async usersByIds(ids: readonly string[]): Promise<Map<string, SuggestionUser>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(clan.where(users, inArray(users.id, [...new Set(ids)])));
      return new Map(rows.map((row) => [row.id, row]));
    },

    /** The trees holding the person (as a partner or a child of one of their families): originals first. */
    async treesOfPerson(personId: string): Promise<string[]> {
      const [heads, spouses, children] = await Promise.all([
        db
          .select({ id: families.id })
          .from(families)
          .where(clan.where(families, or(eq(families.fatherId, personId), eq(families.motherId, personId)))),
        db
          .select({ id: familySpouses.familyId })
          .from(familySpouses)
          .where(clan.where(familySpouses, eq(familySpouses.personId, personId))),
        db
          .select({ id: familyChildren.familyId })
          .from(familyChildren)
          .where(clan.where(familyChildren, eq(familyChildren.personId, personId))),
      ]);
      const familyIds = [...new Set([...heads, ...spouses, ...children].map((f) => f.id))];
      if (familyIds.length === 0) return [];
      const holding = db
        .select({ id: treeFamilies.treeId })
        .from(treeFamilies)
        .where(clan.where(treeFamilies, inArray(treeFamilies.familyId, familyIds)));
      const rows = await db
        .select({ id: trees.id })
        .from(trees)
        .where(clan.where(trees, inArray(trees.id, holding)))
        .orderBy(desc(eq(trees.type, 'original')), asc(trees.createdAt), asc(trees.id));
      return rows.map((row) => row.id);
    },
  };
}
