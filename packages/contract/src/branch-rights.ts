import { z } from 'zod';
import { branchRoleSchema } from './branches.ts';
import { okResponse } from './common.ts';

// Editing rights of branch keepers (issue 24): where the signed-in member may write persons and families.

/** A branch the member keeps, with their role in it. */
export const keptBranchSchema = z.object({
  _id: z.string(),
  name: z.string(),
  treeId: z.string(),
  rootPersonId: z.string(),
  role: branchRoleSchema,
});
export type KeptBranch = z.infer<typeof keptBranchSchema>;

/**
 * GET /api/me/branch-scope (member). `all`: an admin, who may edit the whole clan (the lists are then
 * empty); otherwise the branches the member keeps (none for most members), every person inside them
 * (root, descendants in the branch's tree, spouses married in) and those inside the branches they head.
 */
export const branchScopeSchema = z.object({
  all: z.boolean(),
  branches: z.array(keptBranchSchema),
  personIds: z.array(z.string()),
  headedPersonIds: z.array(z.string()),
});
export type BranchScopeAnswer = z.infer<typeof branchScopeSchema>;
export const branchScopeResponse = okResponse(branchScopeSchema);
