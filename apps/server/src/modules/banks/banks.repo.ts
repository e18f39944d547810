import { asc, desc, eq, ilike, inArray, like, ne, or, type SQL, sql } from 'drizzle-orm';
import { type ClanBound, clanBound, nextVersion } from '../../db/clan-bound.ts';
import type { DbOrTx } from '../../db/client.ts';
import { insertedRow } from '../../db/inserted-row.ts';
import { type BankAccountRow, bankAccounts, campaigns } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';
import { windowTotal } from '../../db/window-total.ts';

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
function openCampaignCountOf(clan: ClanBound) {
  // A query builder, not a raw template: its conditions name their tables, as a correlated subquery needs.
  const openCampaigns = clan.db
    .select({ n: sql`count(*)` })
    .from(campaigns)
    .where(clan.where(campaigns, eq(campaigns.bankAccountId, bankAccounts.id), eq(campaigns.status, 'open')));
  return sql<number>`(${openCampaigns})`.mapWith(Number);
}

/** What a typed search matches; undefined when there is no search. */
function searchCondition(search: BankAccountFilter['search']): SQL | undefined {
  if (!search) return undefined;
  const matches: SQL[] = [];
  if (search.number) matches.push(like(bankAccounts.accountNumber, containsPattern(search.number)));
  if (search.holder) matches.push(ilike(bankAccounts.accountHolder, containsPattern(search.holder)));
  if (search.bins.length > 0) matches.push(inArray(bankAccounts.bankBin, [...search.bins]));
  // A search nothing can match finds nothing.
  return matches.length > 0 ? or(...matches) : sql`false`;
}

/** The bank accounts of one clan. */
export function banksRepo(db: DbOrTx, clanId: string) {
  const clan = clanBound(db, clanId);
  const openCampaignCount = openCampaignCountOf(clan);

  return {
    /** The default account first, then the newest. */
    async list(filter: BankAccountFilter) {
      const condition = clan.where(bankAccounts, searchCondition(filter.search));
      const rows = await db
        .select({ row: bankAccounts, openCampaignCount, total: windowTotal })
        .from(bankAccounts)
        .where(condition)
        .orderBy(desc(bankAccounts.isDefault), desc(bankAccounts.createdAt), desc(bankAccounts.id))
        .limit(filter.limit)
        .offset(filter.offset);
      const total = await clan.pageTotal(bankAccounts, condition, rows, filter.offset);
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

    async findById(id: string): Promise<BankAccountListRow | undefined> {
      const [found] = await db
        .select({ row: bankAccounts, openCampaignCount })
        .from(bankAccounts)
        .where(clan.byId(bankAccounts, id))
        .limit(1);
      return found ? { ...found.row, openCampaignCount: found.openCampaignCount } : undefined;
    },

    /** The row locked until the transaction ends, so a read-modify-write sees no concurrent change. */
    async findByIdForUpdate(id: string): Promise<BankAccountRow | undefined> {
      const [row] = await db
        .select()
        .from(bankAccounts)
        .where(clan.byId(bankAccounts, id))
        .limit(1)
        .for('update');
      return row;
    },

    /**
     * The account, kept from being deleted or changed until the transaction ends (a campaign about to
     * take its donations into it).
     */
    async findByIdForShare(id: string): Promise<BankAccountRow | undefined> {
      const [row] = await db
        .select()
        .from(bankAccounts)
        .where(clan.byId(bankAccounts, id))
        .limit(1)
        .for('share');
      return row;
    },

    /** The account new campaigns take when none is chosen. */
    async findDefault(): Promise<BankAccountRow | undefined> {
      const [row] = await db
        .select()
        .from(bankAccounts)
        .where(clan.where(bankAccounts, eq(bankAccounts.isDefault, true)))
        .orderBy(asc(bankAccounts.createdAt), asc(bankAccounts.id))
        .limit(1);
      return row;
    },

    async hasAny(): Promise<boolean> {
      const [row] = await db
        .select({ id: bankAccounts.id })
        .from(bankAccounts)
        .where(clan.where(bankAccounts))
        .limit(1);
      return row !== undefined;
    },

    /** Takes the default flag off every account of the clan but `exceptId`. */
    async clearDefault(exceptId?: string): Promise<void> {
      await db
        .update(bankAccounts)
        .set({ isDefault: false, updatedAt: new Date(), version: nextVersion(bankAccounts) })
        .where(
          clan.where(
            bankAccounts,
            eq(bankAccounts.isDefault, true),
            exceptId ? ne(bankAccounts.id, exceptId) : undefined,
          ),
        );
    },

    /** Makes the oldest account of the clan the default; used when the default one is deleted. */
    async promoteOldestToDefault(): Promise<void> {
      const [oldest] = await db
        .select({ id: bankAccounts.id })
        .from(bankAccounts)
        .where(clan.where(bankAccounts))
        .orderBy(asc(bankAccounts.createdAt), asc(bankAccounts.id))
        .limit(1);
      if (!oldest) return;
      await db
        .update(bankAccounts)
        .set({ isDefault: true, updatedAt: new Date(), version: nextVersion(bankAccounts) })
        .where(clan.byId(bankAccounts, oldest.id));
    },

    async insert(values: NewBankAccount): Promise<BankAccountRow> {
      return insertedRow('bank_accounts', await db.insert(bankAccounts).values(clan.row(values)).returning());
    },

    /** Applies `patch` when the row is still at `expectedVersion` (when given); undefined when nothing matched. */
    async update(
      id: string,
      patch: BankAccountPatch,
      expectedVersion?: number,
    ): Promise<BankAccountRow | undefined> {
      const [row] = await db
        .update(bankAccounts)
        .set({ ...patch, updatedAt: new Date(), version: nextVersion(bankAccounts) })
        .where(clan.atVersion(bankAccounts, id, expectedVersion))
        .returning();
      return row;
    },

    async delete(id: string): Promise<boolean> {
      return clan.deleteById(bankAccounts, id);
    },
  };
}

export type BanksRepo = ReturnType<typeof banksRepo>;
