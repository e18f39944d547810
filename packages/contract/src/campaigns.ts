import { z } from 'zod';
import { isoDateSchema } from './albums.ts';
import { publicBankAccountSchema } from './banks.ts';
import { okResponse, pageQuery, versionField } from './common.ts';
import { mediaUrlSchema, optionalTextField, slugSchema } from './content.ts';
import { displayText } from './display-text.ts';
import { MESSAGES } from './messages.ts';

/** Largest amount of one donation, goal or QR (10.000 tỷ đồng: 13 digits, the VietQR field's limit). */
export const MAX_AMOUNT = 9_999_999_999_999;
/** The amounts a visitor picks on the campaign page before typing their own. */
export const QR_AMOUNT_CHOICES = [100_000, 200_000, 500_000] as const;
/** What a donation by an anonymous donor (or one without a name) is listed as. */
export const ANONYMOUS_DONOR = 'Nhà hảo tâm';
/** How long a ledger viewing grant lasts after the right code was entered. */
export const LEDGER_GRANT_MINUTES = 30;
/** Wrong ledger codes in a row (per visitor and campaign) before the visitor must wait. */
export const LEDGER_CODE_MAX_FAILURES = 5;
export const LEDGER_CODE_LOCK_MINUTES = 15;
/** The request header that carries a ledger viewing grant to the public ledger routes. */
export const LEDGER_GRANT_HEADER = 'x-ledger-grant';
/** The header the bank-notification webhook's HMAC-SHA256 signature comes in: `sha256=<hex>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-signature';

export const campaignStatuses = ['draft', 'open', 'closed'] as const;
export const campaignStatusSchema = z.enum(campaignStatuses);
export type CampaignStatus = z.infer<typeof campaignStatusSchema>;

/** `public`: anyone reads the ledger; `code`: visitors enter the campaign's code first. */
export const ledgerPrivacies = ['public', 'code'] as const;
export const ledgerPrivacySchema = z.enum(ledgerPrivacies);
export type LedgerPrivacy = z.infer<typeof ledgerPrivacySchema>;

export const donationSources = ['manual', 'import', 'bank'] as const;
export const donationSourceSchema = z.enum(donationSources);
export type DonationSource = z.infer<typeof donationSourceSchema>;

/** An amount of đồng: a whole number. */
const amountSchema = z.number().int().min(0).max(MAX_AMOUNT);

const publicCampaignListFields = {
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  coverImage: z.string().nullable(),
  /** Null: no goal (the page shows what was raised without a bar). */
  goalAmount: amountSchema.nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  status: campaignStatusSchema,
  transferCode: z.string(),
  ledgerPrivacy: ledgerPrivacySchema,
  /** Sum of the campaign's donations, in đồng. */
  raisedAmount: z.number().int(),
  donationCount: z.number().int(),
  createdAt: z.string(),
};

export const publicCampaignListItemSchema = z.object(publicCampaignListFields);
export type PublicCampaignListItem = z.infer<typeof publicCampaignListItemSchema>;
export const publicCampaignSchema = publicCampaignListItemSchema.extend({
  /** Sanitized HTML. */
  description: z.string(),
  /** Where donations go; null only for a campaign without one (never when open). */
  bankAccount: publicBankAccountSchema.nullable(),
});
export type PublicCampaign = z.infer<typeof publicCampaignSchema>;

export const campaignListItemSchema = publicCampaignListItemSchema.extend({
  bankAccountId: z.string().nullable(),
  /** Whether a ledger code is set (the code itself is stored hashed and never sent). */
  hasLedgerCode: z.boolean(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type CampaignListItem = z.infer<typeof campaignListItemSchema>;
export const campaignSchema = campaignListItemSchema.extend({
  description: z.string(),
  bankAccount: publicBankAccountSchema.nullable(),
});
export type Campaign = z.infer<typeof campaignSchema>;

const campaignListResponseOf = <T extends z.ZodType>(item: T) =>
  z.object({ success: z.literal(true), data: z.array(item), total: z.number().int() });

// GET /api/public/campaigns (limit, offset, search, status) → open and closed ones, open first, newest first
export const campaignsQuery = pageQuery().extend({
  search: z.string().trim().max(200).optional(),
  status: campaignStatusSchema.optional(),
  /** Exactly this slug (the admin detail page is addressed by slug; drafts included for members). */
  slug: z.string().trim().max(200).optional(),
});
export type CampaignsQuery = z.input<typeof campaignsQuery>;
export const publicCampaignListResponse = campaignListResponseOf(publicCampaignListItemSchema);
// GET /api/public/campaign/{slug}: a draft or unknown slug → 404 Not Found
export const campaignSlugParams = z.object({ slug: z.string().trim().min(1).max(200) });
export const publicCampaignResponse = okResponse(publicCampaignSchema);

// GET /api/campaigns (limit 10, offset 0, search, status), GET /api/campaign?id,
// POST /api/campaign, PUT /api/campaign?id, DELETE /api/campaign/{id}
export const campaignListResponse = campaignListResponseOf(campaignListItemSchema);
export const campaignResponse = okResponse(campaignSchema);

/** Upper-case letters and digits, 3–15 of them: what a relative types in the transfer note. */
export const transferCodeSchema = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{3,15}$/, MESSAGES.transferCodeInvalid));

const campaignTitleField = displayText(300, MESSAGES.campaignTitleRequired);

const ledgerCodeField = z
  .string()
  .trim()
  .min(4, MESSAGES.ledgerCodeInvalid)
  .max(32, MESSAGES.ledgerCodeInvalid);

const campaignFields = {
  /** Blank: made from the title without diacritics, made unique with `-2`, `-3`… */
  slug: slugSchema.or(z.literal('')).optional(),
  summary: optionalTextField(500),
  coverImage: mediaUrlSchema,
  /** Rich text; sanitized by the server. */
  description: z.string().max(200_000).optional(),
  goalAmount: amountSchema.nullable().optional(),
  startDate: isoDateSchema.nullable().optional(),
  endDate: isoDateSchema.nullable().optional(),
  status: campaignStatusSchema.optional(),
  /** Required before a campaign is opened. */
  bankAccountId: z.uuid().nullable().optional(),
  /** Blank: made from the title's initials and the year (`QUYHO24`); unique in the clan. */
  transferCode: transferCodeSchema.or(z.literal('')).optional(),
  ledgerPrivacy: ledgerPrivacySchema.optional(),
  /** The code visitors enter to read a `code` ledger; required when first choosing `code`, blank keeps it. */
  ledgerCode: ledgerCodeField.or(z.literal('')).optional(),
};

export const createCampaignBody = z.object({ title: campaignTitleField, ...campaignFields });
export type CreateCampaignBody = z.input<typeof createCampaignBody>;
export const updateCampaignBody = z.object({
  title: campaignTitleField.optional(),
  ...campaignFields,
  version: versionField,
});
export type UpdateCampaignBody = z.input<typeof updateCampaignBody>;

// GET /api/campaign/qr?id&amount (members, any campaign with an account) and
// GET /api/public/campaign/qr?id&amount (open campaigns only)
export const campaignQrQuery = z.object({
  id: z.uuid(),
  /** Đồng; missing: a code without an amount (the donor types it in the banking app). */
  amount: z.coerce
    .number({ error: MESSAGES.amountInvalid })
    .int(MESSAGES.amountInvalid)
    .min(1000, MESSAGES.qrAmountTooSmall)
    .max(MAX_AMOUNT, MESSAGES.amountInvalid)
    .optional(),
});
export type CampaignQrQuery = z.input<typeof campaignQrQuery>;
export const campaignQrSchema = z.object({
  /** The QR code as a PNG data URL (`data:image/png;base64,…`). */
  qr: z.string(),
  /** The same code as an SVG document. */
  svg: z.string(),
  /** The VietQR (EMVCo) text the code holds. */
  payload: z.string(),
  amount: z.number().int().nullable(),
  /** The transfer note inside the code (field 62.08): the campaign's transfer code. */
  transferNote: z.string(),
  /** Printed beside the code so that a swapped image would be noticed. */
  bankAccount: publicBankAccountSchema,
});
export type CampaignQr = z.infer<typeof campaignQrSchema>;
export const campaignQrResponse = okResponse(campaignQrSchema);

// POST /api/campaign/verify-otp {otp, campaignId} → a short-lived grant to read a `code` ledger.
export const verifyLedgerCodeBody = z.object({
  otp: z.string({ error: MESSAGES.ledgerCodeRequired }).trim().min(1, MESSAGES.ledgerCodeRequired).max(64),
  campaignId: z.uuid(),
});
export type VerifyLedgerCodeBody = z.input<typeof verifyLedgerCodeBody>;
export const ledgerGrantSchema = z.object({
  /** Sent back in the `x-ledger-grant` header to the public ledger routes. */
  grant: z.string(),
  expiresAt: z.string(),
});
export type LedgerGrant = z.infer<typeof ledgerGrantSchema>;
export const ledgerGrantResponse = okResponse(ledgerGrantSchema);

// ---------------------------------------------------------------------------------------------
// The ledger (sổ công đức)

/** A donation as visitors see it: the donor's name, or "Nhà hảo tâm". */
export const publicDonationSchema = z.object({
  id: z.string(),
  donorName: z.string(),
  amount: z.number().int(),
  note: z.string().nullable(),
  paidAt: z.string(),
});
export type PublicDonation = z.infer<typeof publicDonationSchema>;

export const donationSchema = z.object({
  id: z.string(),
  /** Null: an unassigned transfer (no campaign's code in its note), waiting for an admin. */
  campaignId: z.string().nullable(),
  campaignTitle: z.string().nullable(),
  /** As entered or received; null when unknown. */
  donorName: z.string().nullable(),
  anonymous: z.boolean(),
  /** What visitors see: the donor's name, or "Nhà hảo tâm" when anonymous or unknown. */
  displayName: z.string(),
  amount: z.number().int(),
  note: z.string().nullable(),
  paidAt: z.string(),
  source: donationSourceSchema,
  /** The bank's reference of the transfer: unique in the clan, so one transfer never counts twice. */
  bankReference: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type Donation = z.infer<typeof donationSchema>;

const ledgerResponseOf = <T extends z.ZodType>(item: T) =>
  z.object({
    success: z.literal(true),
    data: z.array(item),
    total: z.number().int(),
    /** Sum of every matching donation (not only this page), in đồng. */
    totalAmount: z.number().int(),
    message: z.string().optional(),
  });

// GET /api/campaignTransactions (limit, offset, campaignId, search, unassigned) → { data, total, totalAmount },
// newest first. Without campaignId: every donation of the clan; unassigned=true: only the unassigned ones.
export const donationsQuery = pageQuery().extend({
  campaignId: z.uuid().optional(),
  search: z.string().trim().max(200).optional(),
  unassigned: z
    .enum(['true', 'false'])
    .transform((s) => s === 'true')
    .optional(),
});
export type DonationsQuery = z.input<typeof donationsQuery>;
export const donationListResponse = ledgerResponseOf(donationSchema);

// GET /api/public/campaignTransactions (limit, offset, campaignId, search); a `code` ledger needs the
// `x-ledger-grant` header (403 without it).
export const publicDonationsQuery = pageQuery().extend({
  campaignId: z.uuid(),
  search: z.string().trim().max(200).optional(),
});
export type PublicDonationsQuery = z.input<typeof publicDonationsQuery>;
export const publicDonationListResponse = ledgerResponseOf(publicDonationSchema);

// GET /api/public/campaignHonourRoll (campaignId, limit 20): bảng vàng công đức, the named donors by
// their total, largest first (anonymous donations are left out). Same grant rule as the ledger.
export const honourRollQuery = pageQuery(20, 100).extend({ campaignId: z.uuid() });
export type HonourRollQuery = z.input<typeof honourRollQuery>;
export const honourRollEntrySchema = z.object({
  donorName: z.string(),
  totalAmount: z.number().int(),
  donationCount: z.number().int(),
});
export type HonourRollEntry = z.infer<typeof honourRollEntrySchema>;
export const honourRollResponse = z.object({
  success: z.literal(true),
  data: z.array(honourRollEntrySchema),
  total: z.number().int(),
});

const paidAtField = z.iso.datetime({ offset: true, error: MESSAGES.paidAtInvalid });

// POST /api/campaignTransaction, PUT /api/campaignTransaction?id, DELETE /api/campaignTransaction/{id}.
// Manual entries: every field. Imported and bank-notified ones: only campaignId (assigning an
// unassigned transfer), donorName, anonymous and note; their amount, time and reference are the bank's.
export const createDonationBody = z.object({
  campaignId: z.uuid({ error: MESSAGES.campaignRequired }),
  donorName: optionalTextField(200),
  anonymous: z.boolean().optional(),
  amount: z
    .number({ error: MESSAGES.amountInvalid })
    .int(MESSAGES.amountInvalid)
    .min(1, MESSAGES.amountInvalid)
    .max(MAX_AMOUNT, MESSAGES.amountInvalid),
  note: optionalTextField(500),
  paidAt: paidAtField,
  bankReference: optionalTextField(100),
});
export type CreateDonationBody = z.input<typeof createDonationBody>;
export const updateDonationBody = createDonationBody.partial().extend({ version: versionField });
export type UpdateDonationBody = z.input<typeof updateDonationBody>;
export const donationResponse = okResponse(donationSchema);

// GET /api/campaignTransactions/export?campaignId → text/csv (UTF-8 with BOM, for Excel), every donation.
export const donationsExportQuery = z.object({ campaignId: z.uuid() });

// ---------------------------------------------------------------------------------------------
// Importing a bank statement (CSV or XLSX)

/** Most rows one statement may hold. */
export const MAX_IMPORT_ROWS = 5000;
/** Largest statement file (bytes). */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

/** The statement's column (0-based index) each field is read from; null: not in the statement. */
export const importMappingSchema = z.object({
  paidAt: z.number().int().min(0),
  amount: z.number().int().min(0),
  note: z.number().int().min(0).nullable(),
  reference: z.number().int().min(0).nullable(),
  donorName: z.number().int().min(0).nullable(),
});
export type ImportMapping = z.infer<typeof importMappingSchema>;

// POST /api/campaignTransactions/import/preview (multipart field `file`: .csv or .xlsx) → the sheet's
// rows as text and the columns guessed from the headers.
export const importSheetSchema = z.object({
  fileName: z.string(),
  headers: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  suggestedMapping: importMappingSchema.partial(),
});
export type ImportSheet = z.infer<typeof importSheetSchema>;
export const importSheetResponse = okResponse(importSheetSchema);

// POST /api/campaignTransactions/import {campaignId, mapping, rows, onlyMatchingCode, dryRun}:
// each row is new, a duplicate (its reference is already in the ledger or earlier in the file), skipped
// (money going out, or no campaign code in its note when onlyMatchingCode) or invalid (with why).
// A row without a reference gets one made from its time, amount and note, so importing twice is safe.
export const importDonationsBody = z.object({
  campaignId: z.uuid({ error: MESSAGES.campaignRequired }),
  mapping: importMappingSchema,
  rows: z
    .array(z.array(z.string().max(2000)).max(100))
    .min(1)
    .max(MAX_IMPORT_ROWS),
  onlyMatchingCode: z.boolean().default(false),
  dryRun: z.boolean().default(false),
});
export type ImportDonationsBody = z.input<typeof importDonationsBody>;
export const importRowStatuses = ['new', 'duplicate', 'skipped', 'invalid'] as const;
export const importRowResultSchema = z.object({
  /** 0-based index into the rows sent. */
  index: z.number().int(),
  status: z.enum(importRowStatuses),
  reason: z.string().nullable(),
  paidAt: z.string().nullable(),
  amount: z.number().int().nullable(),
  note: z.string().nullable(),
  donorName: z.string().nullable(),
  reference: z.string().nullable(),
});
export type ImportRowResult = z.infer<typeof importRowResultSchema>;
export const importResultSchema = z.object({
  rows: z.array(importRowResultSchema),
  imported: z.number().int(),
  duplicates: z.number().int(),
  skipped: z.number().int(),
  invalid: z.number().int(),
  importedAmount: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
export const importResultResponse = okResponse(importResultSchema);

// ---------------------------------------------------------------------------------------------
// Bank notifications

// POST /api/webhooks/bank, on the clan's own address, signed with the clan's secret:
// header `x-signature: sha256=<hex of HMAC-SHA256(secret, raw body)>`. The transfer is credited to the
// campaign whose transfer code its description holds, once per reference; others wait unassigned.
export const bankNotificationBody = z.object({
  /** The bank's own id of the transfer. */
  reference: z.string().trim().min(1).max(100),
  /** Đồng received; money going out (≤ 0) is ignored. */
  amount: z.number().int().min(-MAX_AMOUNT).max(MAX_AMOUNT),
  /** The transfer note as the bank reports it. */
  description: z.string().max(1000).default(''),
  paidAt: z.iso.datetime({ offset: true }).optional(),
  senderName: z.string().trim().max(200).optional(),
  accountNumber: z.string().trim().max(30).optional(),
});
export type BankNotificationBody = z.input<typeof bankNotificationBody>;
export const bankNotificationResultSchema = z.object({
  status: z.enum(['credited', 'unassigned', 'duplicate', 'ignored']),
  transactionId: z.string().nullable(),
  campaignId: z.string().nullable(),
});
export type BankNotificationResult = z.infer<typeof bankNotificationResultSchema>;
export const bankNotificationResponse = okResponse(bankNotificationResultSchema);

// GET /api/webhooks/bank/secret (admin): the clan's secret and the address to give the notifier;
// POST /api/webhooks/bank/secret: a new secret (the old one stops working).
export const webhookSecretSchema = z.object({ secret: z.string(), url: z.string() });
export type WebhookSecret = z.infer<typeof webhookSecretSchema>;
export const webhookSecretResponse = okResponse(webhookSecretSchema);
