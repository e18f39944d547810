import { type PublicSetting, publicSettingResponse } from '@giapha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { currentDomain } from '../../../lib/tenant.ts';

export async function fetchPublicSetting(): Promise<PublicSetting> {
  return (await apiRequest('/api/public/setting', publicSettingResponse)).data;
}

export const publicSettingQuery = () =>
  queryOptions({
    queryKey: ['public', 'setting', currentDomain()],
    queryFn: fetchPublicSetting,
    staleTime: 5 * 60_000,
    retry: false,
  });

export function usePublicSetting() {
  return useQuery(publicSettingQuery());
}
