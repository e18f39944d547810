import {
  type CampaignQr,
  type CampaignStatus,
  type campaignQrQuery,
  type campaignsQuery,
  type createCampaignBody,
  type FieldError,
  type LedgerGrant,
  type LedgerPrivacy,
  MESSAGES,
  type updateCampaignBody,
  type verifyLedgerCodeBody,
} from '@giapha/contract';
import { buildVietQr, vietnamToday } from '@giapha/genealogy';
import QRCode from 'qrcode';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  AppError,
  badRequest,
  conflict,
  fieldConflict,
  found,
  notFound,
  translateUniqueViolation,
} from '../../lib/errors.ts';
import { checkImageSources } from '../../lib/image-sources.ts';
import type { LedgerGrants } from '../../lib/ledger-grants.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { ActorContext, ClanContext } from '../../lib/request-context.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import { type SlugScope, slugRules } from '../../lib/slugs.ts';
import { diffRows, writesAnything } from '../audit/audit-diff.ts';
import { recordAction } from '../audit/audit-trail.ts';
import { toPublicBankAccountDto } from '../banks/banks.dto.ts';
import { banksRepo } from '../banks/banks.repo.ts';
import type { ClanRow } from '../clans/clans.repo.ts';
import {
  toCampaignDto,
  toCampaignListItemDto,
  toPublicCampaignDto,
  toPublicCampaignListItemDto,
} from './campaigns.dto.ts';
import { type CampaignPatch, type CampaignRow, campaignsRepo } from './campaigns.repo.ts';
import { ledgerAttemptsRepo } from './ledger-attempts.repo.ts';
import { firstFreeTransferCode, transferCodeFrom } from './transfer-codes.ts';

/** A blank slug is made from the title; this when the title has no letter or digit to make it from. */
const FALLBACK_SLUG = 'chien-dich';
/**
 * `/api/public/campaign/qr` is the QR route, so a campaign may not be addressed as `qr`: a slug made
 * from a title skips it, a typed one is refused as taken.
 */
const RESERVED_SLUGS = ['qr'];
/** The QR image: medium error correction survives a phone screen's glare; 480 px prints sharply. */
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const;
const QR_PNG_WIDTH = 480;

type CreateCampaignInput = z.output<typeof createCampaignBody>;
type UpdateCampaignInput = z.output<typeof updateCampaignBody>;

const slugTaken = () => fieldConflict('slug', MESSAGES.campaignSlugTaken);

const transferCodeTaken = () => fieldConflict('transferCode', MESSAGES.transferCodeTaken);

/** A unique hit from a concurrent write, said as the field's error; anything else as it is. */
const translateUnique = (error: unknown) =>
  translateUniqueViolation(error, {
    campaigns_clan_slug_key: slugTaken,
    campaigns_clan_transfer_code_key: transferCodeTaken,
  });

function slugScope(db: DbOrTx, clanId: string, exceptId?: string): SlugScope {
  const repo = campaignsRepo(db, clanId);
  return {
    taken: async (slug) => RESERVED_SLUGS.includes(slug) || repo.slugTaken(slug, exceptId),
    startingWith: async (prefix) => [...RESERVED_SLUGS, ...(await repo.slugsStartingWith(prefix, exceptId))],
  };
}

const slugs = slugRules(FALLBACK_SLUG, slugTaken, slugScope);

/** A typed transfer code as it is; 409 when another campaign of the clan has it. */
async function typedTransferCode(db: DbOrTx, clanId: string, code: string, exceptId?: string) {
  if (await campaignsRepo(db, clanId).transferCodeTaken(code, exceptId)) throw transferCodeTaken();
  return code;
}

/** A code made from the title and year, made unique in the clan. */
async function madeTransferCode(db: DbOrTx, clanId: string, title: string, year: number) {
  const base = transferCodeFrom(title, year);
  return firstFreeTransferCode(base, await campaignsRepo(db, clanId).transferCodesStartingWith(base));
}

/**
 * The account must be one of the clan's (400 naming the field otherwise); it is held until the
 * transaction ends so it cannot be deleted under a campaign that is opening.
 */
async function assertBankAccount(db: DbOrTx, clanId: string, id: string): Promise<void> {
  if (!(await banksRepo(db, clanId).findByIdForShare(id))) {
    throw badRequest(MESSAGES.invalidInput, [
      { field: 'bankAccountId', message: MESSAGES.bankAccountNotFound },
    ]);
  }
}

/** A campaign's fields as they will be, checked together. */
interface CampaignState {
  status: CampaignStatus;
  bankAccountId: string | null;
  startDate: string | null;
  endDate: string | null;
  ledgerPrivacy: LedgerPrivacy;
  hasLedgerCode: boolean;
}

/** An open campaign needs an account, a `code` ledger a code, and the end comes no earlier than the start. */
function assertState(state: CampaignState): void {
  const errors: FieldError[] = [];
  if (state.startDate && state.endDate && state.endDate < state.startDate) {
    errors.push({ field: 'endDate', message: MESSAGES.campaignEndBeforeStart });
  }
  if (state.status === 'open' && !state.bankAccountId) {
    errors.push({ field: 'bankAccountId', message: MESSAGES.campaignBankRequired });
  }
  if (state.ledgerPrivacy === 'code' && !state.hasLedgerCode) {
    errors.push({ field: 'ledgerCode', message: MESSAGES.ledgerCodeRequired });
  }
  if (errors.length > 0) throw badRequest(MESSAGES.invalidInput, errors);
}

/** The year a made-up transfer code carries: the campaign's start, else this year in Vietnam. */
function codeYear(startDate: string | null | undefined): number {
  return startDate ? Number(startDate.slice(0, 4)) : vietnamToday().year;
}

/** The stored form of a ledger code (scrypt, as passwords); blank or missing: none given. */
export async function hashLedgerCode(code: string | undefined): Promise<string | null> {
  return code ? hashPassword(code) : null;
}

/**
 * Writes a new campaign by the rules of the API: slug and transfer code made when blank, description
 * sanitized, the clan's default account when none is chosen, the state checked. The ledger code comes
 * hashed (`hashLedgerCode`, done before the transaction: it is slow on purpose). Shared by the API
 * and the demo seed.
 */
export async function insertCampaign(
  db: DbOrTx,
  clanId: string,
  authorId: string | null,
  input: CreateCampaignInput,
  ledgerCodeHash: string | null,
): Promise<CampaignRow> {
  checkImageSources(clanId, { coverImage: input.coverImage });
  let bankAccountId = input.bankAccountId ?? null;
  // A form without a choice sends null as often as nothing: either way the default account.
  if (!bankAccountId) bankAccountId = (await banksRepo(db, clanId).findDefault())?.id ?? null;
  if (bankAccountId) await assertBankAccount(db, clanId, bankAccountId);
  const state: CampaignState = {
    status: input.status ?? 'draft',
    bankAccountId,
    startDate: input.startDate ?? null,
    endDate: input.endDate ?? null,
    ledgerPrivacy: input.ledgerPrivacy ?? 'public',
    hasLedgerCode: ledgerCodeHash !== null,
  };
  assertState(state);
  const slug = await slugs.forNew(db, clanId, input.slug, input.title);
  const transferCode = input.transferCode
    ? await typedTransferCode(db, clanId, input.transferCode)
    : await madeTransferCode(db, clanId, input.title, codeYear(input.startDate));
  return campaignsRepo(db, clanId).insert({
    slug,
    title: input.title,
    summary: input.summary ?? null,
    coverImage: input.coverImage ?? null,
    description: sanitizeRichText(input.description ?? '', clanId),
    goalAmount: input.goalAmount ?? null,
    startDate: state.startDate,
    endDate: state.endDate,
    status: state.status,
    bankAccountId,
    transferCode,
    ledgerPrivacy: state.ledgerPrivacy,
    ledgerCodeHash,
    createdBy: authorId,
  });
}

/** Fundraising campaigns of a clan (spec §7 "Campaigns"): visitors see open and closed ones, admins write. */
export class CampaignsService {
  constructor(
    private readonly db: Db,
    private readonly ledgerGrants: LedgerGrants,
  ) {}

  async listPublic({ clan }: ClanContext, query: z.output<typeof campaignsQuery>) {
    const { rows, total } = await campaignsRepo(this.db, clan.id).listPublic(query);
    return { data: rows.map(toPublicCampaignListItemDto), total };
  }

  /** An open or closed campaign by its slug; a draft or anything else is the public "Not Found". */
  async getPublic({ clan }: ClanContext, slug: string) {
    const row = found(await campaignsRepo(this.db, clan.id).findVisibleDetailBySlug(slug));
    return toPublicCampaignDto(row);
  }

  async list({ clan }: ClanContext, query: z.output<typeof campaignsQuery>) {
    const { rows, total } = await campaignsRepo(this.db, clan.id).listAdmin(query);
    return { data: rows.map(toCampaignListItemDto), total };
  }

  async get({ clan }: ClanContext, id: string) {
    return toCampaignDto(await this.detail(this.db, clan, id));
  }

  private async detail(db: DbOrTx, clan: ClanRow, id: string) {
    const row = found(await campaignsRepo(db, clan.id).findDetailById(id), MESSAGES.campaignNotFound);
    return row;
  }

  async create({ actor, clan }: ActorContext, input: CreateCampaignInput) {
    const ledgerCodeHash = await hashLedgerCode(input.ledgerCode);
    try {
      return await this.db.transaction(async (tx) => {
        const row = await insertCampaign(tx, clan.id, actor.id, input, ledgerCodeHash);
        await recordAction(tx, { actor, clan }, 'campaign.create', {
          id: row.id,
          name: row.title,
          detail: {
            title: row.title,
            slug: row.slug,
            status: row.status,
            transferCode: row.transferCode,
            bankAccountId: row.bankAccountId,
          },
        });
        return toCampaignDto(await this.detail(tx, clan, row.id));
      });
    } catch (error) {
      throw translateUnique(error);
    }
  }

  /**
   * Changes the fields sent, by the same rules as creating. A blank transfer code or ledger code keeps
   * the one stored (relatives may have saved the code; a ledger switched back to `code` keeps its code).
   */
  async update({ actor, clan }: ActorContext, id: string, input: UpdateCampaignInput) {
    const { version, slug, transferCode, ledgerCode, description, bankAccountId, ...fields } = input;
    checkImageSources(clan.id, { coverImage: fields.coverImage });
    const ledgerCodeHash = await hashLedgerCode(ledgerCode);
    try {
      return await this.db.transaction(async (tx) => {
        const repo = campaignsRepo(tx, clan.id);
        const current = found(await repo.findByIdForUpdate(id), MESSAGES.campaignNotFound);
        if (version !== undefined && version !== current.version) throw conflict();

        const patch: CampaignPatch = { ...fields };
        if (description !== undefined) patch.description = sanitizeRichText(description, clan.id);
        if (bankAccountId !== undefined && bankAccountId !== current.bankAccountId) {
          patch.bankAccountId = bankAccountId;
        }
        if (ledgerCodeHash) patch.ledgerCodeHash = ledgerCodeHash;
        const state: CampaignState = {
          status: patch.status ?? current.status,
          bankAccountId: patch.bankAccountId === undefined ? current.bankAccountId : patch.bankAccountId,
          startDate: patch.startDate === undefined ? current.startDate : patch.startDate,
          endDate: patch.endDate === undefined ? current.endDate : patch.endDate,
          ledgerPrivacy: patch.ledgerPrivacy ?? current.ledgerPrivacy,
          hasLedgerCode: (patch.ledgerCodeHash ?? current.ledgerCodeHash) !== null,
        };
        // A newly chosen account, or the one an opening campaign keeps, must be (still) the clan's.
        if (state.bankAccountId && (patch.bankAccountId || state.status === 'open')) {
          await assertBankAccount(tx, clan.id, state.bankAccountId);
        }
        assertState(state);
        const nextSlug = await slugs.forEdit(tx, clan.id, current, slug, fields.title ?? current.title);
        if (nextSlug) patch.slug = nextSlug;
        if (transferCode && transferCode !== current.transferCode) {
          patch.transferCode = await typedTransferCode(tx, clan.id, transferCode, id);
        }

        if (writesAnything(patch)) {
          const row = await repo.update(current, patch, version);
          if (!row) throw conflict();
          await recordAction(tx, { actor, clan }, 'campaign.update', {
            id,
            name: row.title,
            // The ledger code shows only as changed; the description (rich text) likewise.
            detail: { changes: diffRows(current, row, { longText: ['description'] }) },
          });
        }
        return toCampaignDto(await this.detail(tx, clan, id));
      });
    } catch (error) {
      throw translateUnique(error);
    }
  }

  /** Deletes the campaign with its ledger (its donations) in one transaction. */
  async remove({ actor, clan }: ActorContext, id: string) {
    await this.db.transaction(async (tx) => {
      const repo = campaignsRepo(tx, clan.id);
      const current = found(await repo.findByIdForUpdate(id), MESSAGES.campaignNotFound);
      const removed = await repo.deleteDonations(id);
      await ledgerAttemptsRepo(tx, clan.id).clearCampaign(id);
      await repo.delete(id);
      await recordAction(tx, { actor, clan }, 'campaign.delete', {
        id,
        name: current.title,
        detail: {
          title: current.title,
          slug: current.slug,
          transferCode: current.transferCode,
          donations: removed.count,
          amount: removed.amount,
        },
      });
    });
  }

  /**
   * The VietQR code of a transfer to the campaign's account, its transfer code as the note and the
   * amount when given. Members get any campaign's; visitors only an open one's.
   */
  async qr(
    { clan }: ClanContext,
    query: z.output<typeof campaignQrQuery>,
    visitor: boolean,
  ): Promise<CampaignQr> {
    const row = await campaignsRepo(this.db, clan.id).findDetailById(query.id);
    if (!row || (visitor && row.status !== 'open')) {
      throw notFound(visitor ? MESSAGES.notFound : MESSAGES.campaignNotFound);
    }
    if (!row.bankAccount) throw conflict(MESSAGES.campaignBankRequired);
    const amount = query.amount ?? null;
    const payload = buildVietQr({
      bin: row.bankAccount.bankBin,
      accountNumber: row.bankAccount.accountNumber,
      amount,
      purpose: row.transferCode,
    });
    const [qr, svg] = await Promise.all([
      QRCode.toDataURL(payload, { ...QR_OPTIONS, width: QR_PNG_WIDTH }),
      QRCode.toString(payload, { ...QR_OPTIONS, type: 'svg' }),
    ]);
    return {
      qr,
      svg,
      payload,
      amount,
      transferNote: row.transferCode,
      bankAccount: toPublicBankAccountDto(row.bankAccount),
    };
  }

  /**
   * A grant to read the ledger of a visible campaign: at once for a public ledger, after the right
   * code for a `code` one. Wrong codes count per visitor; too many lock the visitor out for a while,
   * even from the right code.
   */
  async verifyLedgerCode(
    { clan }: ClanContext,
    input: z.output<typeof verifyLedgerCodeBody>,
    clientKey: string,
    now = new Date(),
  ): Promise<LedgerGrant> {
    const campaign = await campaignsRepo(this.db, clan.id).findById(input.campaignId);
    if (!campaign || campaign.status === 'draft') throw notFound(MESSAGES.notFound);
    if (campaign.ledgerPrivacy === 'code') {
      const attempts = ledgerAttemptsRepo(this.db, clan.id);
      const lockedUntil = await attempts.lockedUntil(campaign.id, clientKey, now);
      if (lockedUntil) {
        const minutes = Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000);
        throw new AppError(429, MESSAGES.ledgerCodeLocked.replace('{minutes}', String(minutes)));
      }
      // Without a stored code nothing opens the ledger, in the time a wrong code takes.
      const right = await verifyPassword(input.otp, campaign.ledgerCodeHash ?? (await dummyPasswordHash()));
      if (!right || campaign.ledgerCodeHash === null) {
        await attempts.recordFailure(campaign.id, clientKey, now);
        throw badRequest(MESSAGES.ledgerCodeWrong, [{ field: 'otp', message: MESSAGES.ledgerCodeWrong }]);
      }
      await attempts.clear(campaign.id, clientKey);
    }
    const { grant, expiresAt } = await this.ledgerGrants.sign(clan.id, campaign.id, now);
    return { grant, expiresAt: expiresAt.toISOString() };
  }
}
