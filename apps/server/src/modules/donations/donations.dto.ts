import { ANONYMOUS_DONOR, type Donation, type PublicDonation } from '@giapha/contract';
import type { DonationRow, DonationWithCampaign } from './donations.repo.ts';

/** The name everyone sees: the donor's, or "Nhà hảo tâm" when anonymous or unknown. */
export function displayName(row: Pick<DonationRow, 'donorName' | 'anonymous'>): string {
  return !row.anonymous && row.donorName ? row.donorName : ANONYMOUS_DONOR;
}

export function toDonationDto(row: DonationWithCampaign): Donation {
  return {
    id: row.id,
    campaignId: row.campaignId,
    campaignTitle: row.campaignTitle,
    donorName: row.donorName,
    anonymous: row.anonymous,
    displayName: displayName(row),
    amount: row.amount,
    note: row.note,
    paidAt: row.paidAt.toISOString(),
    source: row.source,
    bankReference: row.bankReference,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/**
 * What visitors see: no reference, no source, and for an anonymous donation no note either (a bank's
 * transfer note usually carries the sender's name).
 */
export function toPublicDonationDto(row: DonationRow): PublicDonation {
  return {
    id: row.id,
    donorName: displayName(row),
    amount: row.amount,
    note: row.anonymous ? null : row.note,
    paidAt: row.paidAt.toISOString(),
  };
}
