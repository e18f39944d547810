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

/** A campaign read in full, as its list row: the DTOs above pick the fields they show. */
function listRowOf(row: CampaignDetailRow): CampaignListRow {
  return { ...row, hasLedgerCode: row.ledgerCodeHash !== null };
}

/** What a campaign's page shows besides its list item. */
function detailOf(row: CampaignDetailRow) {
  return {
    description: row.description,
    bankAccount: row.bankAccount ? toPublicBankAccountDto(row.bankAccount) : null,
  };
}

export function toPublicCampaignDto(row: CampaignDetailRow): PublicCampaign {
  return {
    ...toPublicCampaignListItemDto(listRowOf(row)),
    ...detailOf(row),
  };
}

export function toCampaignDto(row: CampaignDetailRow): Campaign {
  return {
    ...toCampaignListItemDto(listRowOf(row)),
    ...detailOf(row),
  };
}
