import { MESSAGES, type SiteSetting, settingsApi, type UpdateSettingBody } from '@giapha/contract';
import { recordMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { SETTINGS_FALLBACK } from '../texts.ts';
import { refreshPublicSetting } from './cache.ts';
import { siteSettingQuery } from './getSetting.ts';

export interface SettingChange {
  setting: SiteSetting;
  message: string;
}

/** PUT /api/setting (admin): fields left out stay as they are; a stale `version` is 409. */
export const updateSetting = recordMutation(settingsApi.update, {
  request: (body: UpdateSettingBody) => ({ body }),
  fallbackMessage: SETTINGS_FALLBACK.update,
  successMessage: MESSAGES.settingUpdated,
  answer: (setting, message): SettingChange => ({ setting, message }),
});

export function useUpdateSetting() {
  return useApiMutation(updateSetting, async (queryClient, { setting }) => {
    queryClient.setQueryData(siteSettingQuery().queryKey, setting);
    await refreshPublicSetting(queryClient);
  });
}
