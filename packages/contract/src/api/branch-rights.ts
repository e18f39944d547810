import { branchScopeResponse } from '../branch-rights.ts';
import { apiRoute } from './define.ts';

/** Editing rights of branch keepers (issue 24). */
export const branchRightsApi = {
  /** Where the signed-in member may edit: the whole clan (admins), the branches they keep, or nothing. */
  myScope: apiRoute({
    method: 'GET',
    path: '/api/me/branch-scope',
    access: 'member',
    response: branchScopeResponse,
  }),
} as const;
