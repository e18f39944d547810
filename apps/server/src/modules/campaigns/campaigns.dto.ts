import type { Campaign, CampaignListItem, PublicCampaign, PublicCampaignListItem } from '@giapha/contract';
import { toPublicBankAccountDto } from '../banks/banks.dto.ts';
import type { CampaignDetailRow, CampaignListRow } from './campaigns.repo.ts';

/** What visitors see of a campaign in a list. */
export function toPublicCampaignListItemDto(row: CampaignListRow): PublicCampaignListItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    coverImage: row.coverImage,
    goalAmount: row.goalAmount,
    startDate: row.startDate,
    endDate: row.endDate,
    status: row.status,
    transferCode: row.transferCode,
    ledgerPrivacy: row.ledgerPrivacy,
    raisedAmount: row.raisedAmount,
    donationCount: row.donationCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What admins see in a list: the account, whether a ledger code is set (never the code), the version. */
export function toCampaignListItemDto(row: CampaignListRow): CampaignListItem {
  return {
    ...toPublicCampaignListItemDto(row),
    bankAccountId: row.bankAccountId,
    hasLedgerCode: row.hasLedgerCode,
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

function listRowOf(row: CampaignDetailRow): CampaignListRow {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    coverImage: row.coverImage,
    goalAmount: row.goalAmount,
    startDate: row.startDate,
    endDate: row.endDate,
    status: row.status,
    transferCode: row.transferCode,
    ledgerPrivacy: row.ledgerPrivacy,
    bankAccountId: row.bankAccountId,
    hasLedgerCode: row.ledgerCodeHash !== null,
    raisedAmount: row.raisedAmount,
    donationCount: row.donationCount,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.version,
  };
}

export function toPublicCampaignDto(row: CampaignDetailRow): PublicCampaign {
  return {
    ...toPublicCampaignListItemDto(listRowOf(row)),
    description: row.description,
    bankAccount: row.bankAccount ? toPublicBankAccountDto(row.bankAccount) : null,
  };
}

export function toCampaignDto(row: CampaignDetailRow): Campaign {
  return {
    ...toCampaignListItemDto(listRowOf(row)),
    description: row.description,
    bankAccount: row.bankAccount ? toPublicBankAccountDto(row.bankAccount) : null,
  };
}
