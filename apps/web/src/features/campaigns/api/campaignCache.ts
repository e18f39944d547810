import type { Campaign, CampaignStatus } from '@giapha/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { exceptUnder, recordKeys, type SearchPageParams } from '../../../lib/record-cache.ts';

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
  queryClient.setQueryData(adminCampaignKeys.detail(changed.id), changed);
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: adminCampaignKeys.all,
      predicate: exceptUnder(adminCampaignKeys.detail(changed.id)),
    }),
    // The accounts list counts the open campaigns using each account.
    queryClient.invalidateQueries({ queryKey: ['banks'] }),
    ...PUBLIC_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
}

/** After a delete (its donations went with it): its edit page is leaving, the rest refreshes. */
export async function refreshAfterCampaignDelete(queryClient: QueryClient, id: string): Promise<void> {
  await queryClient.cancelQueries({ queryKey: adminCampaignKeys.detail(id) });
  queryClient.removeQueries({ queryKey: adminCampaignKeys.detail(id) });
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: adminCampaignKeys.all,
      predicate: exceptUnder(adminCampaignKeys.detail(id)),
    }),
    queryClient.invalidateQueries({ queryKey: ['banks'] }),
    queryClient.invalidateQueries({ queryKey: ['donations'] }),
    ...PUBLIC_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
}
