import {
  type Branch,
  type BranchRole,
  branchesApi,
  type CreateBranchBody,
  MESSAGES,
  type UpdateBranchBody,
  usersApi,
} from '@giapha/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import {
  messageMutation,
  recordMutation,
  useApiMutation,
  useDeleteMutation,
} from '../../../lib/record-mutations.ts';
import { dataRead, publicQuery, readQuery, usePublicQuery } from '../../../lib/record-queries.ts';
import { BRANCHES_FALLBACK } from '../texts.ts';
import { branchKeys, publicBranchKeys, refreshBranches } from './cache.ts';

/** GET /api/branches: every branch of the clan (members). */
export const listBranches = dataRead(branchesApi.list, {
  request: (_input: undefined) => ({}),
  fallbackMessage: BRANCHES_FALLBACK.list,
});

export const branchesQuery = readQuery(branchKeys.list, () => listBranches(undefined));

export function useBranches() {
  return useQuery(branchesQuery(undefined));
}

export interface BranchChange {
  branch: Branch;
  message: string;
}

/** POST /api/branch (admin) */
export const createBranch = recordMutation(branchesApi.create, {
  request: (body: CreateBranchBody) => ({ body }),
  fallbackMessage: BRANCHES_FALLBACK.create,
  successMessage: MESSAGES.branchCreated,
  answer: (branch, message): BranchChange => ({ branch, message }),
});

export function useCreateBranch() {
  return useApiMutation(createBranch, refreshBranches);
}

export interface UpdateBranchInput {
  id: string;
  body: UpdateBranchBody;
}

/** PATCH /api/branch/{id} (admin): with the version it was read at. */
export const updateBranch = recordMutation(branchesApi.update, {
  request: ({ id, body }: UpdateBranchInput) => ({ params: { id }, body }),
  fallbackMessage: BRANCHES_FALLBACK.update,
  successMessage: MESSAGES.branchUpdated,
  answer: (branch, message): BranchChange => ({ branch, message }),
});

export function useUpdateBranch() {
  return useApiMutation(updateBranch, refreshBranches);
}

/** DELETE /api/branch/{id} (admin) */
export const deleteBranch = messageMutation(branchesApi.remove, {
  request: ({ id }: { id: string }) => ({ params: { id } }),
  fallbackMessage: BRANCHES_FALLBACK.remove,
  successMessage: MESSAGES.branchDeleted,
});

export function useDeleteBranch() {
  return useDeleteMutation(deleteBranch, refreshBranches);
}

export interface KeepersInput {
  id: string;
  keepers: { userId: string; role: BranchRole }[];
}

/** PUT /api/branch/{id}/keepers (admin): replaces the heads and editors. */
export const setBranchKeepers = recordMutation(branchesApi.setKeepers, {
  request: ({ id, keepers }: KeepersInput) => ({ params: { id }, body: { keepers } }),
  fallbackMessage: BRANCHES_FALLBACK.keepers,
  successMessage: MESSAGES.branchKeepersSaved,
  answer: (branch, message): BranchChange => ({ branch, message }),
});

export function useSetBranchKeepers() {
  return useApiMutation(setBranchKeepers, refreshBranches);
}

/** GET /api/branch/{id}/pending-members (admins and the branch's keepers) */
export const listPendingMembers = dataRead(branchesApi.pendingMembers, {
  request: (id: string) => ({ params: { id } }),
  fallbackMessage: BRANCHES_FALLBACK.pending,
});

export const pendingMembersQuery = readQuery(branchKeys.pending, listPendingMembers);

export function usePendingMembers(branchId: string) {
  return useQuery(pendingMembersQuery(branchId));
}

/** How many approved members the keepers' picker offers. */
export const MEMBER_CHOICES_LIMIT = 100;

/** The clan's approved members, to appoint as keepers (admin). */
export async function listActiveMembers(signal?: AbortSignal) {
  const response = await callApi(
    usersApi.list,
    { query: { status: 'active', limit: MEMBER_CHOICES_LIMIT, offset: 0 } },
    { fallbackMessage: BRANCHES_FALLBACK.members, signal },
  );
  return response.data.map((user) => ({ id: user.id, name: user.name, username: user.username }));
}

export function useActiveMembers(enabled: boolean) {
  return useQuery({
    queryKey: branchKeys.members(),
    queryFn: ({ signal }) => listActiveMembers(signal),
    enabled,
  });
}

/** GET /api/public/branches: the branches of the clan's public trees. */
export const fetchPublicBranches = dataRead(branchesApi.publicList, {
  request: (_input: undefined) => ({}),
  fallbackMessage: BRANCHES_FALLBACK.publicList,
});

export const publicBranchesQuery = publicQuery(
  (domain: string) => publicBranchKeys.list(domain),
  fetchPublicBranches,
);

export function usePublicBranches() {
  return usePublicQuery(publicBranchesQuery, undefined);
}

/** GET /api/public/branch/{id}: the branch, its persons and coming giỗ (404 unless its tree is public). */
export const fetchPublicBranch = dataRead(branchesApi.publicGet, {
  request: (id: string) => ({ params: { id } }),
  fallbackMessage: BRANCHES_FALLBACK.publicGet,
});

export const publicBranchQuery = publicQuery(publicBranchKeys.detail, fetchPublicBranch);

export function usePublicBranch(id: string) {
  return usePublicQuery(publicBranchQuery, id);
}
