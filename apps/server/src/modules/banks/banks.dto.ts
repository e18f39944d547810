import { type BankAccount, type NapasBank, napasBankByBin, type PublicBankAccount } from '@giapha/contract';
import type { BankAccountListRow, BankAccountRow } from './banks.repo.ts';

/** The bank of a stored BIN; a BIN no longer in the list still names itself rather than failing. */
export function bankOf(bin: string): NapasBank {
  return napasBankByBin(bin) ?? { bin, code: bin, shortName: bin, name: bin };
}

/** What visitors see of an account next to a campaign's QR code. */
export function toPublicBankAccountDto(row: BankAccountRow): PublicBankAccount {
  const bank = bankOf(row.bankBin);
  return {
    bankBin: row.bankBin,
    bankShortName: bank.shortName,
    bankName: bank.name,
    accountNumber: row.accountNumber,
    accountHolder: row.accountHolder,
    branch: row.branch,
  };
}

export function toBankAccountDto(row: BankAccountListRow): BankAccount {
  return {
    id: row.id,
    ...toPublicBankAccountDto(row),
    bankCode: bankOf(row.bankBin).code,
    isDefault: row.isDefault,
    openCampaignCount: row.openCampaignCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}
