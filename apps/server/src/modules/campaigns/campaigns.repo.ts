import type { CampaignStatus } from '@giapha/contract';
import { foldVietnamese } from '@giapha/genealogy';
import { desc, eq, ilike, inArray, like, ne, type SQL, sql } from 'drizzle-orm';
import { type ClanBound, clanBound, nextVersion } from '../../db/clan-bound.ts';
import type { DbOrTx } from '../../db/client.ts';
import { insertedRow } from '../../db/inserted-row.ts';
import {
  type BankAccountRow,
  bankAccounts,
  type CampaignRow,
  campaigns,
  donations,
} from '../../db/schema/index.ts';
import { containsPattern, startsWithPattern } from '../../db/search.ts';
import { windowTotal } from '../../db/window-total.ts';

export type { CampaignRow };
export type NewCampaign = Omit<
  typeof campaigns.$inferInsert,
  'clanId' | 'id' | 'searchText' | 'createdAt' | 'updatedAt' | 'version'
>;
export type CampaignPatch = Partial<Omit<NewCampaign, 'createdBy'>>;

/** The statuses visitors see; drafts are the admins' own. */
const VISIBLE_STATUSES: readonly CampaignStatus[] = ['open', 'closed'];

/** What the trigram index searches: folded title, summary and transfer code (`xay nha tho` finds `Xây nhà thờ`). */
export function campaignSearchText(campaign: {
  title: string;
  summary?: string | null | undefined;
  transferCode: string;
}): string {
  return foldVietnamese(`${campaign.title} ${campaign.summary ?? ''} ${campaign.transferCode}`);
}

/**
 * What each campaign has raised, aggregated beside it in the same query: a lateral subquery answered
 * by donations_clan_campaign_paid_idx, for the page's rows only.
 */
function totalsOf(clan: ClanBound) {
  return clan.db
    .select({
      raisedAmount: sql<number>`coalesce(sum(${donations.amount}), 0)`.mapWith(Number).as('raised_amount'),
      donationCount: sql<number>`count(*)`.mapWith(Number).as('donation_count'),
    })
    .from(donations)
    .where(clan.where(donations, eq(donations.campaignId, campaigns.id)))
    .as('totals');
}

/** Lists carry no description (rich text, maybe long) and never the ledger code's hash. */
const listColumns = {
  id: campaigns.id,
  slug: campaigns.slug,
  title: campaigns.title,
  summary: campaigns.summary,
  coverImage: campaigns.coverImage,
  goalAmount: campaigns.goalAmount,
  startDate: campaigns.startDate,
  endDate: campaigns.endDate,
  status: campaigns.status,
  transferCode: campaigns.transferCode,
  ledgerPrivacy: campaigns.ledgerPrivacy,
  bankAccountId: campaigns.bankAccountId,
  hasLedgerCode: sql<boolean>`(${campaigns.ledgerCodeHash} is not null)`,
  createdAt: campaigns.createdAt,
  updatedAt: campaigns.updatedAt,
  version: campaigns.version,
};

/** The conditions of a list's filter, besides the clan. */
function filterConditions(filter: CampaignFilter): (SQL | undefined)[] {
  const term = filter.search ? foldVietnamese(filter.search) : '';
  return [
    filter.visibleOnly ? inArray(campaigns.status, [...VISIBLE_STATUSES]) : undefined,
    filter.status ? eq(campaigns.status, filter.status) : undefined,
    filter.slug ? eq(campaigns.slug, filter.slug) : undefined,
    // Answered by the trigram index campaigns_clan_search_idx (clan_id, search_text).
    term ? ilike(campaigns.searchText, containsPattern(term)) : undefined,
  ];
}

export interface CampaignFilter {
  limit: number;
  offset: number;
  /** Any spelling; folded here and matched against the folded title, summary and code. */
  search?: string | undefined;
  status?: CampaignStatus | undefined;
  slug?: string | undefined;
  /** Only what visitors may see (open and closed). */
  visibleOnly?: boolean;
}

/** A whole campaign, with what it has raised and the account its donations go to. */
export type CampaignDetailRow = CampaignRow & {
  raisedAmount: number;
  donationCount: number;
  bankAccount: BankAccountRow | null;
};

/** The donation campaigns of one clan. */
export function campaignsRepo(db: DbOrTx, clanId: string) {
  const clan = clanBound(db, clanId);
  async function list(filter: CampaignFilter, order: SQL[]) {
    const condition = clan.where(campaigns, ...filterConditions(filter));
    const totals = totalsOf(clan);
    const rows = await db
      .select({
        ...listColumns,
        raisedAmount: totals.raisedAmount,
        donationCount: totals.donationCount,
        total: windowTotal,
      })
      .from(campaigns)
      .innerJoinLateral(totals, sql`true`)
      .where(condition)
      .orderBy(...order)
      .limit(filter.limit)
      .offset(filter.offset);
    const total = await clan.pageTotal(campaigns, condition, rows, filter.offset);
    return { rows: rows.map(({ total: _total, ...row }) => row), total };
  }

  async function detail(...conditions: SQL[]): Promise<CampaignDetailRow | undefined> {
    const totals = totalsOf(clan);
    const [found] = await db
      .select({
        campaign: campaigns,
        raisedAmount: totals.raisedAmount,
        donationCount: totals.donationCount,
        bankAccount: bankAccounts,
      })
      .from(campaigns)
      .innerJoinLateral(totals, sql`true`)
      .leftJoin(bankAccounts, clan.byId(bankAccounts, campaigns.bankAccountId))
      .where(clan.where(campaigns, ...conditions))
      .limit(1);
    if (!found) return undefined;
    return {
      ...found.campaign,
      raisedAmount: found.raisedAmount,
      donationCount: found.donationCount,
      bankAccount: found.bankAccount,
    };
  }

  return {
    /** Visitors' list: open campaigns first, then the newest. */
    listPublic(filter: Omit<CampaignFilter, 'visibleOnly'>) {
      return list({ ...filter, visibleOnly: true }, [
        sql`case when ${campaigns.status} = 'open' then 0 else 1 end`,
        desc(campaigns.createdAt),
        desc(campaigns.id),
      ]);
    },

    /** Admins' list: the last edited first, so a saved campaign is at the top. */
    listAdmin(filter: CampaignFilter) {
      return list(filter, [desc(campaigns.updatedAt), desc(campaigns.id)]);
    },

    findDetailById(id: string) {
      return detail(eq(campaigns.id, id));
    },

    /** A campaign visitors may see (open or closed) by its slug. */
    findVisibleDetailBySlug(slug: string) {
      return detail(eq(campaigns.slug, slug), inArray(campaigns.status, [...VISIBLE_STATUSES]));
    },

    async findById(id: string): Promise<CampaignRow | undefined> {
      const [row] = await db.select().from(campaigns).where(clan.byId(campaigns, id)).limit(1);
      return row;
    },

    /** The row locked until the transaction ends, so a read-modify-write sees no concurrent change. */
    async findByIdForUpdate(id: string): Promise<CampaignRow | undefined> {
      const [row] = await db.select().from(campaigns).where(clan.byId(campaigns, id)).limit(1).for('update');
      return row;
    },

    /** Whether another row uses a slug, and the slugs starting with a prefix (other than `exceptId`). */
    ...clan.slugLookups(campaigns),

    /** Whether another campaign of the clan (not `exceptId`) already uses the transfer code. */
    async transferCodeTaken(code: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(
          clan.where(
            campaigns,
            eq(campaigns.transferCode, code),
            exceptId ? ne(campaigns.id, exceptId) : undefined,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The transfer codes of the clan's campaigns (other than `exceptId`) that start with `prefix`. */
    async transferCodesStartingWith(prefix: string, exceptId?: string): Promise<string[]> {
      const rows = await db
        .select({ code: campaigns.transferCode })
        .from(campaigns)
        .where(
          clan.where(
            campaigns,
            like(campaigns.transferCode, startsWithPattern(prefix)),
            exceptId ? ne(campaigns.id, exceptId) : undefined,
          ),
        );
      return rows.map((r) => r.code);
    },

    async insert(values: NewCampaign): Promise<CampaignRow> {
      return insertedRow(
        'campaigns',
        await db
          .insert(campaigns)
          .values(clan.row({ ...values, searchText: campaignSearchText(values) }))
          .returning(),
      );
    },

    /**
     * Applies `patch` when the row is still at `expectedVersion` (when given); undefined when nothing
     * matched. `current` is the row as read, to keep the search text right.
     */
    async update(
      current: CampaignRow,
      patch: CampaignPatch,
      expectedVersion?: number,
    ): Promise<CampaignRow | undefined> {
      const searchText = campaignSearchText({
        title: patch.title ?? current.title,
        summary: patch.summary === undefined ? current.summary : patch.summary,
        transferCode: patch.transferCode ?? current.transferCode,
      });
      const [row] = await db
        .update(campaigns)
        .set({ ...patch, searchText, updatedAt: new Date(), version: nextVersion(campaigns) })
        .where(clan.atVersion(campaigns, current.id, expectedVersion))
        .returning();
      return row;
    },

    async delete(id: string): Promise<boolean> {
      return clan.deleteById(campaigns, id);
    },

    /** Deletes every donation of the campaign; how many there were and their sum. */
    async deleteDonations(campaignId: string): Promise<{ count: number; amount: number }> {
      const rows = await db
        .delete(donations)
        .where(clan.where(donations, eq(donations.campaignId, campaignId)))
        .returning({ amount: donations.amount });
      return { count: rows.length, amount: rows.reduce((sum, row) => sum + row.amount, 0) };
    },

    /** Open campaigns that take their donations into the account. */
    async countOpenUsingAccount(bankAccountId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(campaigns)
        .where(
          clan.where(campaigns, eq(campaigns.bankAccountId, bankAccountId), eq(campaigns.status, 'open')),
        );
      return row?.n ?? 0;
    },

    /** Leaves the campaigns that used the account without one; how many there were. */
    async clearBankAccount(bankAccountId: string): Promise<number> {
      const rows = await db
        .update(campaigns)
        .set({ bankAccountId: null, updatedAt: new Date(), version: nextVersion(campaigns) })
        .where(clan.where(campaigns, eq(campaigns.bankAccountId, bankAccountId)))
        .returning({ id: campaigns.id });
      return rows.length;
    },

    /** The campaigns visitors see, for the sitemap: last changed first, at most `limit`. */
    async listVisibleSlugs(limit: number): Promise<{ slug: string; updatedAt: Date }[]> {
      return db
        .select({ slug: campaigns.slug, updatedAt: campaigns.updatedAt })
        .from(campaigns)
        .where(clan.where(campaigns, inArray(campaigns.status, [...VISIBLE_STATUSES])))
        .orderBy(desc(campaigns.updatedAt), desc(campaigns.id))
        .limit(limit);
    },
  };
}

export type CampaignsRepo = ReturnType<typeof campaignsRepo>;
export type CampaignListRow = Awaited<ReturnType<CampaignsRepo['listAdmin']>>['rows'][number];
