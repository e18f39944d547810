import { type BranchScopeAnswer, branchRightsApi } from '@giapha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataRead } from '../../../lib/record-queries.ts';

/** GET /api/me/branch-scope: where the signed-in member may edit (issue 24). */
export const getBranchScope = dataRead(branchRightsApi.myScope, {
  request: (_: undefined) => ({}),
  fallbackMessage: 'Không lấy được quyền sửa của bạn',
});

export const branchScopeKey = () => ['branch-rights', 'mine'] as const;

export const branchScopeQuery = () =>
  queryOptions({
    queryKey: branchScopeKey(),
    queryFn: ({ signal }): Promise<BranchScopeAnswer> => getBranchScope(undefined, signal),
    staleTime: 60_000,
  });

/** `enabled` false: nothing is asked (signed out, or an admin, who edits everything). */
export function useBranchScopeQuery(enabled = true) {
  return useQuery({ ...branchScopeQuery(), enabled });
}
