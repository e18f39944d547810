import { ANONYMOUS_DONOR } from '@giapha/contract';
import { foldVietnamese } from '@giapha/genealogy';
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { clanBound, nextVersion } from '../../db/clan-bound.ts';
import type { DbOrTx } from '../../db/client.ts';
import { insertedRow } from '../../db/inserted-row.ts';
import { campaigns, donations } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';
import { windowTotal } from '../../db/window-total.ts';

export type DonationRow = typeof donations.$inferSelect;
export type NewDonation = Omit<
  typeof donations.$inferInsert,
  'clanId' | 'id' | 'searchText' | 'createdAt' | 'updatedAt' | 'version'
>;
export type DonationPatch = Partial<Omit<NewDonation, 'createdBy' | 'source'>>;
/** A donation with the title of its campaign (null while unassigned). */
export type DonationWithCampaign = DonationRow & { campaignTitle: string | null };

/** What the ledger needs of a campaign (the campaigns module owns the rest). */
export type LedgerCampaign = Pick<
  typeof campaigns.$inferSelect,
  'id' | 'slug' | 'title' | 'status' | 'ledgerPrivacy' | 'transferCode'
>;

/**
 * The folded donor name and note, on two lines: the trigram index searches both (`nguyen van an`
 * finds `Nguyễn Văn An`), and the first line alone is the name the honour roll groups donors by.
 */
export function donationSearchText(d: { donorName?: string | null; note?: string | null }): string {
  return `${foldVietnamese(d.donorName ?? '')}\n${foldVietnamese(d.note ?? '')}`;
}

/** The folded donor name: the first line of the search text (chr(10), no parameter, so it groups). */
const foldedName = sql<string>`split_part(${donations.searchText}, chr(10), 1)`;
const windowAmount = sql<number>`coalesce(sum(${donations.amount}) over(), 0)`.mapWith(Number);
const newestFirst = [desc(donations.paidAt), desc(donations.createdAt), desc(donations.id)];

export interface DonationFilter {
  limit: number;
  offset: number;
  campaignId?: string | undefined;
  /** Only transfers no campaign's code was found in. */
  unassigned?: boolean | undefined;
  /** Any spelling; folded here. */
  search?: string | undefined;
}

/**
 * Visitors search what they see: a named donor's name and note; an anonymous donation (whose name
 * and note are hidden) only as "Nhà hảo tâm", as is a donation without a name.
 */
function publicSearch(term: string): SQL | undefined {
  const pattern = containsPattern(term);
  const anonymousMatches = foldVietnamese(ANONYMOUS_DONOR).includes(term);
  const unnamed = sql`(${donations.donorName} is null or ${donations.donorName} = '')`;
  return or(
    and(eq(donations.anonymous, false), ilike(donations.searchText, pattern)),
    anonymousMatches ? or(eq(donations.anonymous, true), unnamed) : undefined,
  );
}

/** The conditions of a ledger's filter, besides the clan. */
function filterConditions(filter: DonationFilter, audience: 'member' | 'public'): (SQL | undefined)[] {
  const term = filter.search ? foldVietnamese(filter.search) : '';
  return [
    filter.campaignId ? eq(donations.campaignId, filter.campaignId) : undefined,
    filter.unassigned ? isNull(donations.campaignId) : undefined,
    // Answered by the trigram index donations_clan_search_idx (clan_id, search_text).
    term
      ? audience === 'public'
        ? publicSearch(term)
        : ilike(donations.searchText, containsPattern(term))
      : undefined,
  ];
}

/** The ledger (donations) of one clan. */
export function donationsRepo(db: DbOrTx, clanId: string) {
  const clan = clanBound(db, clanId);
  const campaignOfDonation = clan.byId(campaigns, donations.campaignId);

  return {
    /** A page of the ledger, newest first, with how many donations match and their sum. */
    async list(filter: DonationFilter, audience: 'member' | 'public') {
      const condition = clan.where(donations, ...filterConditions(filter, audience));
      const rows = await db
        .select({
          donation: donations,
          campaignTitle: campaigns.title,
          total: windowTotal,
          totalAmount: windowAmount,
        })
        .from(donations)
        .leftJoin(campaigns, campaignOfDonation)
        .where(condition)
        .orderBy(...newestFirst)
        .limit(filter.limit)
        .offset(filter.offset);
      const first = rows[0];
      let total = first?.total ?? 0;
      let totalAmount = first?.totalAmount ?? 0;
      // A page past the end has no row to carry the window totals: count apart.
      if (!first && filter.offset > 0) {
        const [counted] = await db
          .select({
            n: sql<number>`count(*)`.mapWith(Number),
            sum: sql<number>`coalesce(sum(${donations.amount}), 0)`.mapWith(Number),
          })
          .from(donations)
          .where(condition);
        total = counted?.n ?? 0;
        totalAmount = counted?.sum ?? 0;
      }
      const data: DonationWithCampaign[] = rows.map((r) => ({
        ...r.donation,
        campaignTitle: r.campaignTitle,
      }));
      return { rows: data, total, totalAmount };
    },

    /** Every donation of a campaign, newest first (the CSV export). */
    async listAll(campaignId: string): Promise<DonationRow[]> {
      return db
        .select()
        .from(donations)
        .where(clan.where(donations, eq(donations.campaignId, campaignId)))
        .orderBy(...newestFirst);
    },

    /**
     * Bảng vàng công đức: named, non-anonymous donors of a campaign by their total, largest first.
     * One donor is one folded name (`NGUYEN VAN AN` and `Nguyễn Văn An` are the same person), shown
     * as they wrote it most recently.
     */
    async honourRoll(campaignId: string, limit: number, offset: number) {
      // Named, not anonymous: the folded name the roll groups by is set.
      const namedDonors = clan.where(
        donations,
        eq(donations.campaignId, campaignId),
        eq(donations.anonymous, false),
        sql`${foldedName} <> ''`,
      );
      const rows = await db
        .select({
          donorName: sql<string>`(array_agg(${donations.donorName} order by ${donations.paidAt} desc, ${donations.createdAt} desc))[1]`,
          totalAmount: sql<number>`sum(${donations.amount})`.mapWith(Number),
          donationCount: sql<number>`count(*)`.mapWith(Number),
          total: windowTotal,
        })
        .from(donations)
        .where(namedDonors)
        .groupBy(foldedName)
        .orderBy(desc(sql`sum(${donations.amount})`), asc(foldedName))
        .limit(limit)
        .offset(offset);
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && offset > 0) {
        const [counted] = await db
          .select({ n: sql<number>`count(distinct ${foldedName})`.mapWith(Number) })
          .from(donations)
          .where(namedDonors);
        total = counted?.n ?? 0;
      }
      return { rows: rows.map(({ total: _total, ...row }) => row), total };
    },

    async findById(id: string): Promise<DonationWithCampaign | undefined> {
      const [row] = await db
        .select({ donation: donations, campaignTitle: campaigns.title })
        .from(donations)
        .leftJoin(campaigns, campaignOfDonation)
        .where(clan.byId(donations, id))
        .limit(1);
      return row ? { ...row.donation, campaignTitle: row.campaignTitle } : undefined;
    },

    /** The row locked until the transaction ends, so a read-modify-write sees no concurrent change. */
    async findByIdForUpdate(id: string): Promise<DonationRow | undefined> {
      const [row] = await db.select().from(donations).where(clan.byId(donations, id)).limit(1).for('update');
      return row;
    },

    async findByReference(reference: string): Promise<DonationRow | undefined> {
      const [row] = await db
        .select()
        .from(donations)
        .where(clan.where(donations, eq(donations.bankReference, reference)))
        .limit(1);
      return row;
    },

    /** Which of `references` the clan's ledger already holds. */
    async existingReferences(references: readonly string[]): Promise<Set<string>> {
      const found = new Set<string>();
      // In slices: one statement takes at most 65,535 parameters.
      for (let i = 0; i < references.length; i += 1000) {
        const rows = await db
          .select({ reference: donations.bankReference })
          .from(donations)
          .where(clan.where(donations, inArray(donations.bankReference, references.slice(i, i + 1000))));
        for (const row of rows) if (row.reference) found.add(row.reference);
      }
      return found;
    },

    async insert(values: NewDonation): Promise<DonationRow> {
      return insertedRow(
        'donations',
        await db
          .insert(donations)
          .values(clan.row({ ...values, searchText: donationSearchText(values) }))
          .returning(),
      );
    },

    /**
     * Inserts the donations whose bank reference is not in the ledger yet, in one statement per slice;
     * a reference written meanwhile (a notification, a second import) is left out, not an error.
     * Returns the rows written.
     */
    async insertNewReferences(values: readonly NewDonation[]): Promise<DonationRow[]> {
      const written: DonationRow[] = [];
      for (let i = 0; i < values.length; i += 500) {
        const rows = await db
          .insert(donations)
          .values(
            clan.rows(values.slice(i, i + 500).map((v) => ({ ...v, searchText: donationSearchText(v) }))),
          )
          .onConflictDoNothing({
            target: [donations.clanId, donations.bankReference],
            // The unique index is partial: ON CONFLICT names its predicate to use it.
            where: sql`bank_reference is not null`,
          })
          .returning();
        written.push(...rows);
      }
      return written;
    },

    /** Applies `patch` when the row is still at `expectedVersion` (when given); undefined when not. */
    async update(
      current: DonationRow,
      patch: DonationPatch,
      expectedVersion?: number,
    ): Promise<DonationRow | undefined> {
      const searchText = donationSearchText({
        donorName: patch.donorName === undefined ? current.donorName : patch.donorName,
        note: patch.note === undefined ? current.note : patch.note,
      });
      const [row] = await db
        .update(donations)
        .set({ ...patch, searchText, updatedAt: new Date(), version: nextVersion(donations) })
        .where(clan.atVersion(donations, current.id, expectedVersion))
        .returning();
      return row;
    },

    async delete(id: string): Promise<boolean> {
      return clan.deleteById(donations, id);
    },

    async findCampaign(id: string): Promise<LedgerCampaign | undefined> {
      const [row] = await db
        .select({
          id: campaigns.id,
          slug: campaigns.slug,
          title: campaigns.title,
          status: campaigns.status,
          ledgerPrivacy: campaigns.ledgerPrivacy,
          transferCode: campaigns.transferCode,
        })
        .from(campaigns)
        .where(clan.byId(campaigns, id))
        .limit(1);
      return row;
    },

    /** Every campaign's transfer code, to find the one a bank transfer's note names. */
    async campaignCodes(): Promise<Pick<LedgerCampaign, 'id' | 'status' | 'transferCode'>[]> {
      return db
        .select({ id: campaigns.id, status: campaigns.status, transferCode: campaigns.transferCode })
        .from(campaigns)
        .where(clan.where(campaigns));
    },
  };
}
