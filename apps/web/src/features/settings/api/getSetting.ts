import { type SiteSetting, settingsApi } from '@giapha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { SETTINGS_FALLBACK } from '../texts.ts';
import { settingKeys } from './cache.ts';

/** GET /api/setting (admin): the clan's site setting with its version. */
export async function getSetting(signal?: AbortSignal): Promise<SiteSetting> {
  const response = await callApi(settingsApi.get, {}, { fallbackMessage: SETTINGS_FALLBACK.get, signal });
  return response.data;
}

export const siteSettingQuery = () =>
  queryOptions({
    queryKey: settingKeys.admin,
    queryFn: ({ signal }) => getSetting(signal),
  });

export function useSiteSetting() {
  return useQuery(siteSettingQuery());
}
