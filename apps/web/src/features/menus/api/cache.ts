import type { QueryClient } from '@tanstack/react-query';

/** Every admin menu query starts with 'menus'; the public site's with ['public', 'menus']. */
export const menuKeys = {
  all: ['menus'] as const,
  tree: () => ['menus', 'tree'] as const,
};

/** After any change: the admin tree and the public site's menu are fetched again. */
export async function refreshMenus(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: menuKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['public', 'menus'] }),
  ]);
}
