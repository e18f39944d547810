import {
  type createDonationBody,
  type DonationSource,
  type donationsQuery,
  type FieldError,
  type honourRollQuery,
  type ImportResult,
  type ImportRowResult,
  type importDonationsBody,
  MAX_IMPORT_ROWS,
  MESSAGES,
  type publicDonationsQuery,
  type updateDonationBody,
} from '@giapha/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  AppError,
  badRequest,
  conflict,
  fieldConflict,
  forbidden,
  found,
  notFound,
  translateUniqueViolation,
} from '../../lib/errors.ts';
import type { LedgerGrants } from '../../lib/ledger-grants.ts';
import type { ActorContext, ClanContext } from '../../lib/request-context.ts';
import { diffRows } from '../audit/audit-diff.ts';
import { recordAction } from '../audit/audit-trail.ts';
import type { ClanRow } from '../clans/clans.repo.ts';
import { ledgerCsv, ledgerCsvFileName } from './donations.csv.ts';
import { toDonationDto, toPublicDonationDto } from './donations.dto.ts';
import {
  type DonationPatch,
  type DonationRow,
  donationsRepo,
  type LedgerCampaign,
  type NewDonation,
} from './donations.repo.ts';
import { type NewDonationRow, readRows } from './statement-rows.ts';
import { readStatement, StatementError } from './statement-sheet.ts';

const REFERENCE_INDEX = 'donations_clan_reference_key';
const IN_LEDGER = 'Đã có trong sổ công đức';

function campaignRequired(): AppError {
  return badRequest(MESSAGES.campaignRequired, [{ field: 'campaignId', message: MESSAGES.campaignRequired }]);
}

const referenceTaken = () => fieldConflict('bankReference', MESSAGES.donationReferenceTaken);

/** A unique-reference hit said as the reference error; anything else as it is. */
const translateUnique = (error: unknown) =>
  translateUniqueViolation(error, { [REFERENCE_INDEX]: referenceTaken });

/** A statement that could not be read, said as the user's error. */
function statementError(error: unknown): unknown {
  if (!(error instanceof StatementError)) return error;
  switch (error.reason) {
    case 'unreadable':
      return new AppError(415, MESSAGES.importFileInvalid);
    case 'empty':
      return badRequest(MESSAGES.importEmpty);
    case 'tooManyRows':
      return badRequest(MESSAGES.importTooManyRows.replace('{max}', String(MAX_IMPORT_ROWS)));
  }
}

/** What the audit log keeps of a donation (no search text, no bookkeeping). */
function auditView(row: DonationRow) {
  return {
    campaignId: row.campaignId,
    donorName: row.donorName,
    anonymous: row.anonymous,
    amount: row.amount,
    note: row.note,
    paidAt: row.paidAt.toISOString(),
    source: row.source,
    bankReference: row.bankReference,
  };
}

/** The counts an import reports (and audits); `imported` are the rows written, or to be written. */
function summarize(results: readonly ImportRowResult[], imported: readonly NewDonationRow[]) {
  const count = (status: ImportRowResult['status']) => results.filter((r) => r.status === status).length;
  return {
    imported: imported.length,
    importedAmount: imported.reduce((sum, c) => sum + c.amount, 0),
    duplicates: count('duplicate'),
    skipped: count('skipped'),
    invalid: count('invalid'),
  };
}

/** The fields a bank or statement fixed: they can only be kept as they are. */
const BANK_FIELDS = ['amount', 'paidAt', 'bankReference'] as const;
const BANK_SOURCES: readonly DonationSource[] = ['import', 'bank'];

type UpdateInput = z.output<typeof updateDonationBody>;

/** The bank fields `input` would change on a donation that came from the bank. */
function lockedChanges(current: DonationRow, input: UpdateInput): FieldError[] {
  if (!BANK_SOURCES.includes(current.source)) return [];
  const changes: Record<(typeof BANK_FIELDS)[number], boolean> = {
    amount: input.amount !== undefined && input.amount !== current.amount,
    paidAt: input.paidAt !== undefined && new Date(input.paidAt).getTime() !== current.paidAt.getTime(),
    bankReference: input.bankReference !== undefined && input.bankReference !== current.bankReference,
  };
  return BANK_FIELDS.filter((field) => changes[field]).map((field) => ({
    field,
    message: MESSAGES.donationBankFieldsLocked,
  }));
}

/**
 * The ledger (sổ công đức) of a clan's campaigns: members read it, visitors read a campaign's public
 * side, admins add and correct entries and import bank statements.
 */
export class DonationsService {
  constructor(
    private readonly db: Db,
    private readonly grants: LedgerGrants,
  ) {}

  /** A campaign visitors may read the ledger of: not a draft, and unlocked when it needs a code. */
  private async openLedger(clan: ClanRow, campaignId: string, grant: string | undefined) {
    const campaign = await donationsRepo(this.db, clan.id).findCampaign(campaignId);
    if (!campaign || campaign.status === 'draft') throw notFound(MESSAGES.notFound);
    // 403, not 401: the web app signs out on a 401.
    if (campaign.ledgerPrivacy === 'code' && !(await this.grants.allows(grant, clan.id, campaignId))) {
      throw forbidden(MESSAGES.ledgerLocked);
    }
    return campaign;
  }

  private async campaignForMembers(clan: ClanRow, campaignId: string): Promise<LedgerCampaign> {
    const campaign = await donationsRepo(this.db, clan.id).findCampaign(campaignId);
    if (!campaign) throw notFound(MESSAGES.campaignNotFound);
    return campaign;
  }

  async list({ clan }: ClanContext, query: z.output<typeof donationsQuery>) {
    if (query.campaignId) await this.campaignForMembers(clan, query.campaignId);
    const { rows, total, totalAmount } = await donationsRepo(this.db, clan.id).list(query, 'member');
    return { data: rows.map(toDonationDto), total, totalAmount };
  }

  async listPublic(
    { clan }: ClanContext,
    query: z.output<typeof publicDonationsQuery>,
    grant: string | undefined,
  ) {
    await this.openLedger(clan, query.campaignId, grant);
    const { rows, total, totalAmount } = await donationsRepo(this.db, clan.id).list(query, 'public');
    return { data: rows.map(toPublicDonationDto), total, totalAmount };
  }

  async honourRoll(
    { clan }: ClanContext,
    query: z.output<typeof honourRollQuery>,
    grant: string | undefined,
  ) {
    await this.openLedger(clan, query.campaignId, grant);
    const { rows, total } = await donationsRepo(this.db, clan.id).honourRoll(
      query.campaignId,
      query.limit,
      query.offset,
    );
    return { data: rows, total };
  }

  /** A donation an admin enters by hand (cash at the giỗ, a transfer the bank did not report). */
  async create({ actor, clan }: ActorContext, input: z.output<typeof createDonationBody>) {
    try {
      return await this.db.transaction(async (tx) => {
        const repo = donationsRepo(tx, clan.id);
        const campaign = await repo.findCampaign(input.campaignId);
        if (!campaign) throw campaignRequired();
        const row = await repo.insert({
          campaignId: campaign.id,
          donorName: input.donorName ?? null,
          anonymous: input.anonymous ?? false,
          amount: input.amount,
          note: input.note ?? null,
          paidAt: new Date(input.paidAt),
          source: 'manual',
          bankReference: input.bankReference ?? null,
          createdBy: actor.id,
        });
        await recordAction(tx, { actor, clan }, 'donation.create', {
          id: row.id,
          name: row.donorName,
          detail: auditView(row),
        });
        return toDonationDto({ ...row, campaignTitle: campaign.title });
      });
    } catch (error) {
      throw translateUnique(error);
    }
  }

  /**
   * Corrects a donation. A manual one changes freely; one from the bank keeps its amount, time and
   * reference (the bank's facts) and takes a campaign (assigning an unassigned transfer), a donor
   * name, the anonymous flag and a note.
   */
  async update({ actor, clan }: ActorContext, id: string, input: UpdateInput) {
    const { version, ...fields } = input;
    try {
      return await this.db.transaction(async (tx) => {
        const repo = donationsRepo(tx, clan.id);
        const current = found(await repo.findByIdForUpdate(id), MESSAGES.donationNotFound);
        if (version !== undefined && version !== current.version) throw conflict();
        const locked = lockedChanges(current, fields);
        if (locked.length > 0) throw badRequest(MESSAGES.donationBankFieldsLocked, locked);

        const patch: DonationPatch = {};
        if (fields.campaignId !== undefined && fields.campaignId !== current.campaignId) {
          const campaign = await repo.findCampaign(fields.campaignId);
          if (!campaign) throw campaignRequired();
          patch.campaignId = campaign.id;
        }
        if (fields.donorName !== undefined && fields.donorName !== current.donorName) {
          patch.donorName = fields.donorName;
        }
        if (fields.anonymous !== undefined && fields.anonymous !== current.anonymous) {
          patch.anonymous = fields.anonymous;
        }
        if (fields.note !== undefined && fields.note !== current.note) patch.note = fields.note;
        if (fields.amount !== undefined && fields.amount !== current.amount) patch.amount = fields.amount;
        if (fields.paidAt !== undefined) {
          const paidAt = new Date(fields.paidAt);
          if (paidAt.getTime() !== current.paidAt.getTime()) patch.paidAt = paidAt;
        }
        if (fields.bankReference !== undefined && fields.bankReference !== current.bankReference) {
          patch.bankReference = fields.bankReference;
        }

        let row = current;
        if (Object.keys(patch).length > 0) {
          const updated = await repo.update(current, patch, version);
          if (!updated) throw conflict();
          row = updated;
          await recordAction(tx, { actor, clan }, 'donation.update', {
            id,
            name: row.donorName,
            detail: { changes: diffRows(auditView(current), auditView(row)) },
          });
        }
        const campaign = row.campaignId ? await repo.findCampaign(row.campaignId) : undefined;
        return toDonationDto({ ...row, campaignTitle: campaign?.title ?? null });
      });
    } catch (error) {
      throw translateUnique(error);
    }
  }

  /** Deletes a manual entry; what the bank reported stays (reassign it instead). */
  async remove({ actor, clan }: ActorContext, id: string) {
    await this.db.transaction(async (tx) => {
      const repo = donationsRepo(tx, clan.id);
      const current = found(await repo.findByIdForUpdate(id), MESSAGES.donationNotFound);
      if (current.source !== 'manual') throw conflict(MESSAGES.donationNotManual);
      await repo.delete(id);
      await recordAction(tx, { actor, clan }, 'donation.delete', {
        id,
        name: current.donorName,
        detail: auditView(current),
      });
    });
  }

  /** The campaign's whole ledger as a CSV file. */
  async exportCsv({ clan }: ClanContext, campaignId: string) {
    const campaign = await this.campaignForMembers(clan, campaignId);
    const rows = await donationsRepo(this.db, clan.id).listAll(campaignId);
    return { fileName: ledgerCsvFileName(campaign.slug), csv: ledgerCsv(rows) };
  }

  /** A statement file read into rows of text, with the columns guessed from its headers. */
  async previewImport(bytes: Buffer, fileName: string) {
    try {
      return { fileName, ...(await readStatement(bytes)) };
    } catch (error) {
      throw statementError(error);
    }
  }

  /**
   * Imports a statement's rows into a campaign. Every row is reported (new, duplicate, skipped,
   * invalid); a dry run stops there, else the new ones are written in one transaction. A reference
   * that reaches the ledger meanwhile is a duplicate, never an error.
   */
  async importRows(
    { actor, clan }: ActorContext,
    input: z.output<typeof importDonationsBody>,
  ): Promise<ImportResult> {
    const repo = donationsRepo(this.db, clan.id);
    const campaign = await repo.findCampaign(input.campaignId);
    if (!campaign) throw campaignRequired();
    const { results, candidates } = readRows(input.rows, input.mapping, {
      transferCode: campaign.transferCode,
      onlyMatchingCode: input.onlyMatchingCode,
    });
    const markDuplicate = (index: number) => {
      const result = results[index];
      if (result) results[index] = { ...result, status: 'duplicate', reason: IN_LEDGER };
    };

    const existing = await repo.existingReferences(candidates.map((c) => c.reference));
    let fresh = candidates.filter((c) => !existing.has(c.reference));
    for (const c of candidates) if (existing.has(c.reference)) markDuplicate(c.index);

    if (!input.dryRun) {
      fresh = await this.db.transaction(async (tx) => {
        const values: NewDonation[] = fresh.map((c) => ({
          campaignId: campaign.id,
          donorName: c.donorName,
          anonymous: false,
          amount: c.amount,
          note: c.note,
          paidAt: c.paidAt,
          source: 'import',
          bankReference: c.reference,
          createdBy: actor.id,
        }));
        const rows = await donationsRepo(tx, clan.id).insertNewReferences(values);
        const written = new Set(rows.map((r) => r.bankReference));
        for (const c of fresh) if (!written.has(c.reference)) markDuplicate(c.index);
        const imported = fresh.filter((c) => written.has(c.reference));
        await recordAction(tx, { actor, clan }, 'donation.import', {
          id: campaign.id,
          type: 'campaign',
          detail: { rows: results.length, ...summarize(results, imported) },
        });
        return imported;
      });
    }
    return { rows: results, ...summarize(results, fresh) };
  }
}
