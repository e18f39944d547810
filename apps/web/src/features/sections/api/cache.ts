import type { QueryClient } from '@tanstack/react-query';

/** Every admin sections query starts with 'sections'; the public site's with ['public', 'sections']. */
export const sectionKeys = {
  all: ['sections'] as const,
  list: () => ['sections', 'list'] as const,
};

/** After any change: the admin list and the public home page are fetched again. */
export async function refreshSections(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: sectionKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['public', 'sections'] }),
  ]);
}
