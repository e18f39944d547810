import type { QueryClient } from '@tanstack/react-query';

/** The admin's view of the setting (with its version); the public one is ['public', 'setting', domain]. */
export const settingKeys = {
  admin: ['setting'] as const,
};

/** After saving: every page of the site (header, footer, colours, page icon) shows the new setting. */
export async function refreshPublicSetting(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: ['public', 'setting'] });
}
