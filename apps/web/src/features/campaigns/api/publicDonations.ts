import { donationsApi, type PublicDonation } from '@giapha/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { useCurrentDomain } from '../../../lib/tenant.ts';
import { ledgerGrantHeaders } from './ledgerGrant.ts';

export interface PublicDonationsParams {
  campaignId: string;
  limit: number;
  offset: number;
  search?: string;
}

export interface PublicDonationPage {
  donations: PublicDonation[];
  total: number;
  /** Sum of every matching donation, not only this page's. */
  totalAmount: number;
}

/** Visitors' ledger queries start with ['public', 'donations']: a new donation invalidates that prefix. */
export const publicDonationKeys = {
  all: ['public', 'donations'] as const,
  list: (domain: string, params: PublicDonationsParams, grant: string | null) =>
    ['public', 'donations', domain, 'list', params, grant] as const,
  honourRoll: (domain: string, campaignId: string, limit: number, grant: string | null) =>
    ['public', 'donations', domain, 'honourRoll', campaignId, limit, grant] as const,
};

export const PUBLIC_DONATIONS_FALLBACK = 'Không thể tải sổ công đức';

/** GET /api/public/campaignTransactions: the ledger, newest first; a `code` ledger needs the grant (403). */
export async function fetchPublicDonations(
  params: PublicDonationsParams,
  grant: string | null,
  signal?: AbortSignal,
): Promise<PublicDonationPage> {
  const response = await callApi(
    donationsApi.listPublic,
    {
      query: {
        campaignId: params.campaignId,
        limit: params.limit,
        offset: params.offset,
        search: params.search,
      },
    },
    { headers: ledgerGrantHeaders(grant), fallbackMessage: PUBLIC_DONATIONS_FALLBACK, signal },
  );
  return { donations: response.data, total: response.total, totalAmount: response.totalAmount };
}

export const publicDonationsQuery = (domain: string, params: PublicDonationsParams, grant: string | null) =>
  queryOptions({
    queryKey: publicDonationKeys.list(domain, params, grant),
    queryFn: ({ signal }) => fetchPublicDonations(params, grant, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export function usePublicDonations(params: PublicDonationsParams, grant: string | null) {
  return useQuery(publicDonationsQuery(useCurrentDomain(), params, grant));
}
