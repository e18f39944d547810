import type { CampaignListItem, Donation, PublicDonation } from '@giapha/contract';
import type { StubbedAnswer, StubbedCall } from '../../../test/api-stub.ts';

export const CAMPAIGN_ID = '3f2a1b0c-4d5e-4f60-8a7b-9c0d1e2f3a4b';

/** A campaign as GET /api/campaigns answers it; tests override what they need. */
export function sampleCampaign(overrides: Partial<CampaignListItem> = {}): CampaignListItem {
  return {
    id: CAMPAIGN_ID,
    slug: 'xay-nha-tho',
    title: 'Xây nhà thờ họ',
    summary: 'Góp công xây lại nhà thờ họ Nguyễn.',
    coverImage: null,
    goalAmount: 500_000_000,
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    status: 'open',
    transferCode: 'NHATHO26',
    ledgerPrivacy: 'public',
    raisedAmount: 12_500_000,
    donationCount: 3,
    createdAt: '2026-01-01T02:00:00.000Z',
    bankAccountId: '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d',
    hasLedgerCode: false,
    updatedAt: '2026-01-02T02:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

/** A donation as the admin ledger answers it; tests override what they need. */
export function sampleDonation(overrides: Partial<Donation> = {}): Donation {
  return {
    id: 'd0000001-0000-4000-8000-000000000001',
    campaignId: CAMPAIGN_ID,
    campaignTitle: 'Xây nhà thờ họ',
    donorName: 'Nguyễn Văn An',
    anonymous: false,
    displayName: 'Nguyễn Văn An',
    amount: 10_000_000,
    note: 'Công đức xây nhà thờ',
    paidAt: '2026-03-05T02:30:00.000Z',
    source: 'manual',
    bankReference: null,
    createdAt: '2026-03-05T02:31:00.000Z',
    updatedAt: '2026-03-05T02:31:00.000Z',
    version: 1,
    ...overrides,
  };
}

export const bankDonation = (overrides: Partial<Donation> = {}) =>
  sampleDonation({
    id: 'd0000002-0000-4000-8000-000000000002',
    donorName: 'TRAN THI BINH',
    displayName: 'Nhà hảo tâm',
    anonymous: true,
    amount: 2_000_000,
    note: 'NHATHO26 TRAN THI BINH',
    paidAt: '2026-03-06T01:15:00.000Z',
    source: 'bank',
    bankReference: 'FT26065000001',
    ...overrides,
  });

export function ok(data: unknown, message?: string): StubbedAnswer {
  return { status: 200, body: { success: true, data, ...(message ? { message } : {}) } };
}

/**
 * GET /api/campaignTransactions (or its public twin, whose rows say less) as the server answers it:
 * this page, the count and the sum.
 */
export function ledgerAnswer(
  donations: readonly (Donation | PublicDonation)[],
): (call: StubbedCall) => StubbedAnswer {
  return () => ({
    status: 200,
    body: {
      success: true,
      data: donations,
      total: donations.length,
      totalAmount: donations.reduce((sum, donation) => sum + donation.amount, 0),
    },
  });
}
