import type { Campaign, CampaignStatus } from '@giapha/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  recordKeys,
  refreshAfterRecordDelete,
  refreshAfterRecordSave,
  type SearchPageParams,
} from '../../../lib/record-cache.ts';

export interface AdminCampaignListParams extends SearchPageParams {
  status?: CampaignStatus;
}

/**
 * Admin campaign queries start with 'campaigns' (the detail page's by-slug query too), so one
 * invalidation refreshes lists, details and QR previews.
 */
export const adminCampaignKeys = {
  ...recordKeys<AdminCampaignListParams>('campaigns'),
  /** The QR as the server makes it from the saved campaign: a new version is a new code. */
  qr: (id: string, version: number) => ['campaigns', 'qr', id, version] as const,
};

/** Visitors' campaign pages and the home page's sections (a campaign block) show campaigns too. */
const PUBLIC_KEYS: QueryKey[] = [
  ['public', 'campaigns'],
  ['public', 'sections'],
];

/** What a change to one campaign answers: the campaign as saved and the server's message. */
export interface CampaignChange {
  campaign: Campaign;
  message: string;
}

/** After a campaign was created or changed: its edit page shows what was saved; everything else refreshes. */
export async function refreshAfterCampaignChange(queryClient: QueryClient, changed: Campaign): Promise<void> {
  await refreshAfterRecordSave(queryClient, adminCampaignKeys, changed.id, changed, {
    // The accounts list counts the open campaigns using each account.
    refetch: [['banks'], ...PUBLIC_KEYS],
  });
}

/** After a delete (its donations went with it): its edit page is leaving, the rest refreshes. */
export async function refreshAfterCampaignDelete(queryClient: QueryClient, id: string): Promise<void> {
  await refreshAfterRecordDelete(queryClient, adminCampaignKeys, id, {
    own: 'others',
    refetch: [['banks'], ['donations'], ...PUBLIC_KEYS],
  });
}
