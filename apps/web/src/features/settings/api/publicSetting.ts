import { type PublicSetting, settingsApi } from '@giapha/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { useCurrentDomain } from '../../../lib/tenant.ts';

export async function fetchPublicSetting(): Promise<PublicSetting> {
  return (await callApi(settingsApi.getPublic)).data;
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
