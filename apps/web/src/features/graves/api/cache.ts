import type { QueryClient } from '@tanstack/react-query';

/** Members' grave queries start with 'graves': one invalidation refreshes every person's list. */
export const graveKeys = {
  all: ['graves'] as const,
  ofPerson: (personId: string) => ['graves', 'person', personId] as const,
};

/** Visitors' grave queries start with ['public', 'graves']: any change to a grave invalidates that prefix. */
export const publicGraveKeys = {
  all: ['public', 'graves'] as const,
  list: (domain: string) => ['public', 'graves', domain, 'list'] as const,
  ofPerson: (domain: string, personId: string) => ['public', 'graves', domain, 'person', personId] as const,
};

/** After a grave was added, changed or deleted: the person's list and the public pages are fetched again. */
export async function refreshAfterGraveChange(queryClient: QueryClient, personId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: graveKeys.ofPerson(personId) }),
    queryClient.invalidateQueries({ queryKey: publicGraveKeys.all }),
  ]);
}
