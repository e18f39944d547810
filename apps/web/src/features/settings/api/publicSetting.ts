import { type PublicSetting, publicSettingResponse } from '@giapha/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { useCurrentDomain } from '../../../lib/tenant.ts';

export async function fetchPublicSetting(): Promise<PublicSetting> {
  return (await apiRequest('/api/public/setting', publicSettingResponse)).data;
}

export const publicSettingQuery = (domain: string) =>
  queryOptions({
    queryKey: ['public', 'setting', domain],
    queryFn: fetchPublicSetting,
    staleTime: 5 * 60_000,
    retry: false,
    // Switching clan (after registering one) keeps the page up while the new setting loads.
    placeholderData: keepPreviousData,
  });

export function usePublicSetting() {
  return useQuery(publicSettingQuery(useCurrentDomain()));
}
