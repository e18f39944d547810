import { and, asc, desc, eq, ilike, inArray, like, ne, or, type SQL, sql } from 'drizzle-orm';
import { atVersion, nextVersion } from '../../db/clan-rows.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type BankAccountRow, bankAccounts, campaigns } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';

export type { BankAccountRow };
export type NewBankAccount = Omit<
  typeof bankAccounts.$inferInsert,
  'clanId' | 'id' | 'createdAt' | 'updatedAt' | 'version'
>;
export type BankAccountPatch = Partial<Omit<NewBankAccount, 'createdBy'>>;

/** An account with how many open campaigns take their donations into it. */
export type BankAccountListRow = BankAccountRow & { openCampaignCount: number };

export interface BankAccountFilter {
  limit: number;
  offset: number;
  /**
   * A search: part of an account number (digits), of the holder's name (as banks print it) or the
   * BINs of the banks whose names matched. Undefined: no search.
   */
  search?: { number: string | null; holder: string | null; bins: readonly string[] } | undefined;
}

/** Open campaigns using the account: answered by campaigns_clan_bank_idx (clan_id, bank_account_id). */
function openCampaignCountOf(db: DbOrTx) {
  // A query builder, not a raw template: its conditions name their tables, as a correlated subquery needs.
  const openCampaigns = db
    .select({ n: sql`count(*)` })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.clanId, bankAccounts.clanId),
        eq(campaigns.bankAccountId, bankAccounts.id),
        eq(campaigns.status, 'open'),
      ),
    );
  return sql<number>`(${openCampaigns})`.mapWith(Number);
}

const windowTotal = sql<number>`count(*) over()`.mapWith(Number);

export function banksRepo(db: DbOrTx) {
  const openCampaignCount = openCampaignCountOf(db);

  function where(clanId: string, filter: BankAccountFilter): SQL | undefined {
    const search = filter.search;
    if (!search) return eq(bankAccounts.clanId, clanId);
    const matches: SQL[] = [];
    if (search.number) matches.push(like(bankAccounts.accountNumber, containsPattern(search.number)));
    if (search.holder) matches.push(ilike(bankAccounts.accountHolder, containsPattern(search.holder)));
    if (search.bins.length > 0) matches.push(inArray(bankAccounts.bankBin, [...search.bins]));
    // A search nothing can match finds nothing.
    return and(eq(bankAccounts.clanId, clanId), matches.length > 0 ? or(...matches) : sql`false`);
  }

  return {
    /** The default account first, then the newest. */
    async list(clanId: string, filter: BankAccountFilter) {
      const condition = where(clanId, filter);
      const rows = await db
        .select({ row: bankAccounts, openCampaignCount, total: windowTotal })
        .from(bankAccounts)
        .where(condition)
        .orderBy(desc(bankAccounts.isDefault), desc(bankAccounts.createdAt), desc(bankAccounts.id))
        .limit(filter.limit)
        .offset(filter.offset);
      const first = rows[0];
      // A page past the end has no row to carry the window total: count apart.
      let total = first ? first.total : 0;
      if (!first && filter.offset > 0) {
        const [counted] = await db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(bankAccounts)
          .where(condition);
        total = counted?.n ?? 0;
      }
      return {
        rows: rows.map(
          ({ row, openCampaignCount: count }): BankAccountListRow => ({
            ...row,
            openCampaignCount: count,
          }),
        ),
        total,
      };
    },

    async findById(clanId: string, id: string): Promise<BankAccountListRow | undefined> {
      const [found] = await db
        .select({ row: bankAccounts, openCampaignCount })
        .from(bankAccounts)
        .where(and(eq(bankAccounts.clanId, clanId), eq(bankAccounts.id, id)))
        .limit(1);
      return found ? { ...found.row, openCampaignCount: found.openCampaignCount } : undefined;
    },

    /** The row locked until the transaction ends, so a read-modify-write sees no concurrent change. */
    async findByIdForUpdate(clanId: string, id: string): Promise<BankAccountRow | undefined> {
      const [row] = await db
        .select()
        .from(bankAccounts)
        .where(and(eq(bankAccounts.clanId, clanId), eq(bankAccounts.id, id)))
        .limit(1)
        .for('update');
      return row;
    },

    /**
     * The account, kept from being deleted or changed until the transaction ends (a campaign about to
     * take its donations into it).
     */
    async findByIdForShare(clanId: string, id: string): Promise<BankAccountRow | undefined> {
      const [row] = await db
        .select()
        .from(bankAccounts)
        .where(and(eq(bankAccounts.clanId, clanId), eq(bankAccounts.id, id)))
        .limit(1)
        .for('share');
      return row;
    },

    /** The account new campaigns take when none is chosen. */
    async findDefault(clanId: string): Promise<BankAccountRow | undefined> {
      const [row] = await db
        .select()
        .from(bankAccounts)
        .where(and(eq(bankAccounts.clanId, clanId), eq(bankAccounts.isDefault, true)))
        .orderBy(asc(bankAccounts.createdAt), asc(bankAccounts.id))
        .limit(1);
      return row;
    },

    async hasAny(clanId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: bankAccounts.id })
        .from(bankAccounts)
        .where(eq(bankAccounts.clanId, clanId))
        .limit(1);
      return row !== undefined;
    },

    /** Takes the default flag off every account of the clan but `exceptId`. */
    async clearDefault(clanId: string, exceptId?: string): Promise<void> {
      await db
        .update(bankAccounts)
        .set({ isDefault: false, updatedAt: new Date(), version: nextVersion(bankAccounts) })
        .where(
          and(
            eq(bankAccounts.clanId, clanId),
            eq(bankAccounts.isDefault, true),
            exceptId ? ne(bankAccounts.id, exceptId) : undefined,
          ),
        );
    },

    /** Makes the oldest account of the clan the default; used when the default one is deleted. */
    async promoteOldestToDefault(clanId: string): Promise<void> {
      const [oldest] = await db
        .select({ id: bankAccounts.id })
        .from(bankAccounts)
        .where(eq(bankAccounts.clanId, clanId))
        .orderBy(asc(bankAccounts.createdAt), asc(bankAccounts.id))
        .limit(1);
      if (!oldest) return;
      await db
        .update(bankAccounts)
        .set({ isDefault: true, updatedAt: new Date(), version: nextVersion(bankAccounts) })
        .where(and(eq(bankAccounts.clanId, clanId), eq(bankAccounts.id, oldest.id)));
    },

    async insert(clanId: string, values: NewBankAccount): Promise<BankAccountRow> {
      const [row] = await db
        .insert(bankAccounts)
        .values({ ...values, clanId })
        .returning();
      if (!row) throw new Error('insert into bank_accounts returned no row');
      return row;
    },

    /** Applies `patch` when the row is still at `expectedVersion` (when given); undefined when nothing matched. */
    async update(
      clanId: string,
      id: string,
      patch: BankAccountPatch,
      expectedVersion?: number,
    ): Promise<BankAccountRow | undefined> {
      const [row] = await db
        .update(bankAccounts)
        .set({ ...patch, updatedAt: new Date(), version: nextVersion(bankAccounts) })
        .where(atVersion(bankAccounts, clanId, id, expectedVersion))
        .returning();
      return row;
    },

    async delete(clanId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(bankAccounts)
        .where(and(eq(bankAccounts.clanId, clanId), eq(bankAccounts.id, id)))
        .returning({ id: bankAccounts.id });
      return rows.length > 0;
    },
  };
}

export type BanksRepo = ReturnType<typeof banksRepo>;
