import {
  branchListResponse,
  branchPendingMembersResponse,
  branchResponse,
  createBranchBody,
  publicBranchListResponse,
  publicBranchResponse,
  setBranchKeepersBody,
  updateBranchBody,
} from '../branches.ts';
import { idParams, messageResponseSchema } from '../common.ts';
import { apiRoute } from './define.ts';

/** Branches (chi) and their keepers (issue 24): admins make them and appoint heads and editors. */
export const branchesApi = {
  list: apiRoute({
    method: 'GET',
    path: '/api/branches',
    access: 'member',
    response: branchListResponse,
  }),
  create: apiRoute({
    method: 'POST',
    path: '/api/branch',
    access: 'admin',
    body: createBranchBody,
    response: branchResponse,
    status: 201,
  }),
  update: apiRoute({
    method: 'PATCH',
    path: '/api/branch/:id',
    access: 'admin',
    params: idParams,
    body: updateBranchBody,
    response: branchResponse,
  }),
  remove: apiRoute({
    method: 'DELETE',
    path: '/api/branch/:id',
    access: 'admin',
    params: idParams,
    response: messageResponseSchema,
  }),
  setKeepers: apiRoute({
    method: 'PUT',
    path: '/api/branch/:id/keepers',
    access: 'admin',
    params: idParams,
    body: setBranchKeepersBody,
    response: branchResponse,
  }),
  pendingMembers: apiRoute({
    method: 'GET',
    path: '/api/branch/:id/pending-members',
    access: 'member',
    params: idParams,
    response: branchPendingMembersResponse,
  }),
  publicList: apiRoute({
    method: 'GET',
    path: '/api/public/branches',
    access: 'public',
    response: publicBranchListResponse,
  }),
  publicGet: apiRoute({
    method: 'GET',
    path: '/api/public/branch/:id',
    access: 'public',
    params: idParams,
    response: publicBranchResponse,
  }),
} as const;
