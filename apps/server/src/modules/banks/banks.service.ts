import {
  type bankAccountsQuery,
  type createBankAccountBody,
  MESSAGES,
  NAPAS_BANKS,
  type NapasBank,
  napasBankByBin,
  type napasBanksQuery,
  toBankHolderName,
  type updateBankAccountBody,
} from '@giapha/contract';
import { foldVietnamese } from '@giapha/genealogy';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { conflict, fieldConflict, found, translateUniqueViolation } from '../../lib/errors.ts';
import type { ActorContext, ClanContext } from '../../lib/request-context.ts';
import { diffRows } from '../audit/audit-diff.ts';
import { recordAction } from '../audit/audit-trail.ts';
import { campaignsRepo } from '../campaigns/campaigns.repo.ts';
import { toBankAccountDto } from './banks.dto.ts';
import { type BankAccountFilter, type BankAccountPatch, banksRepo } from './banks.repo.ts';

/** How the audit log names an account: its bank and number (`MB Bank · 123456789`). */
function accountName(row: { bankBin: string; accountNumber: string }): string {
  return `${napasBankByBin(row.bankBin)?.shortName ?? row.bankBin} · ${row.accountNumber}`;
}

const accountTaken = () => fieldConflict('accountNumber', MESSAGES.bankAccountTaken);

/** The same account (bank and number) added twice, said as the field error; anything else as it is. */
const translateUnique = (error: unknown) =>
  translateUniqueViolation(error, { bank_accounts_clan_number_key: accountTaken });

/** Folded once: what a typed search is compared against. */
const FOLDED_BANKS = NAPAS_BANKS.map((bank) => ({
  bank,
  text: foldVietnamese(`${bank.shortName} ${bank.name} ${bank.code} ${bank.bin}`),
}));

/** The NAPAS banks whose short name, full name, code or BIN hold the search, in any spelling. */
function searchNapasBanks(search: string | undefined): NapasBank[] {
  const term = search ? foldVietnamese(search) : '';
  if (!term) return [...NAPAS_BANKS];
  return FOLDED_BANKS.filter((entry) => entry.text.includes(term)).map((entry) => entry.bank);
}

/** A typed search of accounts: a bank's name, part of the number or of the holder's name. */
function accountSearch(search: string | undefined): BankAccountFilter['search'] {
  const text = search?.trim();
  if (!text) return undefined;
  const digits = text.replace(/[\s.-]/g, '');
  return {
    number: /^\d+$/.test(digits) ? digits : null,
    holder: toBankHolderName(text) || null,
    bins: searchNapasBanks(text).map((bank) => bank.bin),
  };
}

/** Bank accounts of a clan that donations go to (spec §7 "Banks"): members read, admins write. */
export class BanksService {
  constructor(private readonly db: Db) {}

  searchBanks(query: z.output<typeof napasBanksQuery>) {
    const banks = searchNapasBanks(query.search);
    return { data: banks.slice(query.offset, query.offset + query.limit), total: banks.length };
  }

  async list({ clan }: ClanContext, query: z.output<typeof bankAccountsQuery>) {
    const { rows, total } = await banksRepo(this.db, clan.id).list({
      limit: query.limit,
      offset: query.offset,
      search: accountSearch(query.search),
    });
    return { data: rows.map(toBankAccountDto), total };
  }

  async get({ clan }: ClanContext, id: string) {
    const row = found(await banksRepo(this.db, clan.id).findById(id), MESSAGES.bankAccountNotFound);
    return toBankAccountDto(row);
  }

  /** The clan's first account becomes its default; a new default takes the flag off the others. */
  async create({ actor, clan }: ActorContext, input: z.output<typeof createBankAccountBody>) {
    try {
      return await this.db.transaction(async (tx) => {
        const repo = banksRepo(tx, clan.id);
        const isDefault = input.isDefault === true || !(await repo.hasAny());
        if (isDefault) await repo.clearDefault();
        const row = await repo.insert({
          bankBin: input.bankBin,
          accountNumber: input.accountNumber,
          accountHolder: input.accountHolder,
          branch: input.branch ?? null,
          isDefault,
          createdBy: actor.id,
        });
        await recordAction(tx, { actor, clan }, 'bank.create', {
          id: row.id,
          name: accountName(row),
          type: 'bank_account',
          detail: { bankBin: row.bankBin, accountNumber: row.accountNumber, isDefault },
        });
        return toBankAccountDto({ ...row, openCampaignCount: 0 });
      });
    } catch (error) {
      throw translateUnique(error);
    }
  }

  /**
   * Changes the fields sent. A change of bank or number is kept in the audit log with what it was
   * and what it became: donations go wherever the account says.
   */
  async update({ actor, clan }: ActorContext, id: string, input: z.output<typeof updateBankAccountBody>) {
    const { version, ...fields } = input;
    try {
      return await this.db.transaction(async (tx) => {
        const repo = banksRepo(tx, clan.id);
        const current = found(await repo.findByIdForUpdate(id), MESSAGES.bankAccountNotFound);
        if (version !== undefined && version !== current.version) throw conflict();

        const patch: BankAccountPatch = {};
        if (fields.bankBin !== undefined) patch.bankBin = fields.bankBin;
        if (fields.accountNumber !== undefined) patch.accountNumber = fields.accountNumber;
        if (fields.accountHolder !== undefined) patch.accountHolder = fields.accountHolder;
        if (fields.branch !== undefined) patch.branch = fields.branch;
        if (fields.isDefault !== undefined) patch.isDefault = fields.isDefault;
        const changed = Object.keys(patch);
        if (changed.length > 0) {
          if (patch.isDefault === true) await repo.clearDefault(id);
          const row = await repo.update(id, patch, version);
          if (!row) throw conflict();
          await recordAction(tx, { actor, clan }, 'bank.update', {
            id,
            name: accountName(row),
            type: 'bank_account',
            detail: { changes: diffRows(current, row) },
          });
        }
        const updated = found(await repo.findById(id), MESSAGES.bankAccountNotFound);
        return toBankAccountDto(updated);
      });
    } catch (error) {
      throw translateUnique(error);
    }
  }

  /**
   * Deletes an account no open campaign uses (409 otherwise); draft and closed campaigns that used it
   * are left without one. A deleted default hands the flag to the oldest remaining account.
   */
  async remove({ actor, clan }: ActorContext, id: string) {
    await this.db.transaction(async (tx) => {
      const repo = banksRepo(tx, clan.id);
      const current = found(await repo.findByIdForUpdate(id), MESSAGES.bankAccountNotFound);
      const campaigns = campaignsRepo(tx, clan.id);
      if ((await campaigns.countOpenUsingAccount(id)) > 0) {
        throw conflict(MESSAGES.bankAccountInUse);
      }
      const cleared = await campaigns.clearBankAccount(id);
      await repo.delete(id);
      if (current.isDefault) await repo.promoteOldestToDefault();
      await recordAction(tx, { actor, clan }, 'bank.delete', {
        id,
        name: accountName(current),
        type: 'bank_account',
        detail: {
          bankBin: current.bankBin,
          accountNumber: current.accountNumber,
          accountHolder: current.accountHolder,
          campaignsCleared: cleared,
        },
      });
    });
  }
}
