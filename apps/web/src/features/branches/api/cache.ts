import type { QueryClient } from '@tanstack/react-query';

/** Members' branch queries start with 'branches'; visitors' with ['public', 'branches']. */
export const branchKeys = {
  all: ['branches'] as const,
  list: () => ['branches', 'list'] as const,
  pending: (branchId: string) => ['branches', 'pending', branchId] as const,
  members: () => ['branches', 'active-members'] as const,
};

export const publicBranchKeys = {
  all: ['public', 'branches'] as const,
  list: (domain: string) => ['public', 'branches', domain, 'list'] as const,
  detail: (domain: string, id: string) => ['public', 'branches', domain, 'detail', id] as const,
};

/** After a branch or its keepers changed: the members' list and the clan site's pages follow. */
export async function refreshBranches(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: branchKeys.all }),
    queryClient.invalidateQueries({ queryKey: publicBranchKeys.all }),
  ]);
}
