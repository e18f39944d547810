import { MESSAGES, type SiteSetting, settingsApi, type UpdateSettingBody } from '@giapha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { SETTINGS_FALLBACK } from '../texts.ts';
import { refreshPublicSetting } from './cache.ts';
import { siteSettingQuery } from './getSetting.ts';

export interface SettingChange {
  setting: SiteSetting;
  message: string;
}

/** PUT /api/setting (admin): fields left out stay as they are; a stale `version` is 409. */
export async function updateSetting(body: UpdateSettingBody): Promise<SettingChange> {
  const response = await callApi(settingsApi.update, { body }, { fallbackMessage: SETTINGS_FALLBACK.update });
  return { setting: response.data, message: response.message ?? MESSAGES.settingUpdated };
}

export function useUpdateSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSetting,
    onSuccess: async ({ setting }) => {
      queryClient.setQueryData(siteSettingQuery().queryKey, setting);
      await refreshPublicSetting(queryClient);
    },
  });
}
