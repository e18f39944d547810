import type { CampaignStatus, DonationSource, LedgerPrivacy } from '@giapha/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clanPrimaryKey, clanRowKey } from './clan-columns.ts';
import { clans } from './clans.ts';
import { changeTracking, clanId, createdAt, updatedAt } from './columns.ts';

/** Money is a whole number of đồng; bigint in the database, a JS number (exact below 2^53) in code. */
const dong = (name: string) => bigint(name, { mode: 'number' });

/** A clan's account that donations are transferred to. */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    ...clanRowKey(),
    bankBin: text('bank_bin').notNull(),
    accountNumber: text('account_number').notNull(),
    /** Upper case without tone marks, as banks print it. */
    accountHolder: text('account_holder').notNull(),
    branch: text('branch'),
    isDefault: boolean('is_default').notNull().default(false),
    createdBy: uuid('created_by'),
    ...changeTracking(),
  },
  (t) => [
    clanPrimaryKey(t),
    unique('bank_accounts_clan_number_key').on(t.clanId, t.bankBin, t.accountNumber),
  ],
);

/**
 * A fundraising campaign. No foreign key on `bank_account_id` (as elsewhere, a composite SET NULL
 * would null clan_id): the bank service refuses to delete an account an open campaign uses and
 * clears it from the others.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    ...clanRowKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary'),
    coverImage: text('cover_image'),
    /** Sanitized HTML. */
    description: text('description').notNull().default(''),
    goalAmount: dong('goal_amount'),
    /** Calendar days `YYYY-MM-DD`. */
    startDate: text('start_date'),
    endDate: text('end_date'),
    status: text('status').$type<CampaignStatus>().notNull().default('draft'),
    bankAccountId: uuid('bank_account_id'),
    /** Upper-case code a donor writes in the transfer note; unique in the clan. */
    transferCode: text('transfer_code').notNull(),
    ledgerPrivacy: text('ledger_privacy').$type<LedgerPrivacy>().notNull().default('public'),
    /** scrypt hash (lib/passwords) of the code that opens a `code` ledger. */
    ledgerCodeHash: text('ledger_code_hash'),
    /** Folded (no case, tone marks, đ) title and summary, for the trigram search index. */
    searchText: text('search_text').notNull().default(''),
    createdBy: uuid('created_by'),
    ...changeTracking(),
  },
  (t) => [
    clanPrimaryKey(t),
    unique('campaigns_clan_slug_key').on(t.clanId, t.slug),
    unique('campaigns_clan_transfer_code_key').on(t.clanId, t.transferCode),
    index('campaigns_clan_status_idx').on(t.clanId, t.status, t.createdAt.desc()),
    index('campaigns_clan_bank_idx').on(t.clanId, t.bankAccountId),
    index('campaigns_clan_search_idx').using('gin', t.clanId, sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * One donation in the ledger (sổ công đức). `campaign_id` null: an unassigned transfer waiting for an
 * admin. `bank_reference` is unique in the clan so the same transfer is never counted twice, whether
 * it came by notification, by an imported statement or both. No foreign key on `campaign_id`: the
 * campaign service deletes a campaign's donations with it.
 */
export const donations = pgTable(
  'donations',
  {
    ...clanRowKey(),
    campaignId: uuid('campaign_id'),
    donorName: text('donor_name'),
    anonymous: boolean('anonymous').notNull().default(false),
    amount: dong('amount').notNull(),
    note: text('note'),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }).notNull(),
    source: text('source').$type<DonationSource>().notNull(),
    bankReference: text('bank_reference'),
    /** Folded donor name and note, for search. */
    searchText: text('search_text').notNull().default(''),
    createdBy: uuid('created_by'),
    ...changeTracking(),
  },
  (t) => [
    clanPrimaryKey(t),
    uniqueIndex('donations_clan_reference_key')
      .on(t.clanId, t.bankReference)
      .where(sql`${t.bankReference} IS NOT NULL`),
    index('donations_clan_campaign_paid_idx').on(t.clanId, t.campaignId, t.paidAt.desc()),
    index('donations_clan_search_idx').using('gin', t.clanId, sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** Wrong ledger codes per visitor (IP) and campaign: after too many the visitor waits (429). */
export const ledgerCodeAttempts = pgTable(
  'ledger_code_attempts',
  {
    clanId: clanId().references(() => clans.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id').notNull(),
    clientKey: text('client_key').notNull(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.clanId, t.campaignId, t.clientKey] })],
);

/** The secret a clan's bank-notification service signs its webhook calls with (HMAC-SHA256). */
export const bankWebhookSecrets = pgTable('bank_webhook_secrets', {
  clanId: clanId()
    .primaryKey()
    .references(() => clans.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});

export type BankAccountRow = typeof bankAccounts.$inferSelect;
export type CampaignRow = typeof campaigns.$inferSelect;
export type DonationRow = typeof donations.$inferSelect;
