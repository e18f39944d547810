import { z } from 'zod';

// Branches (chi) and their keepers (issue 24): a branch is the descendants of a chosen person in a tree,
// with the spouses married into it; an admin appoints members as its head (trưởng chi) or editors.

export const branchRoles = ['head', 'editor'] as const;
export const branchRoleSchema = z.enum(branchRoles);
export type BranchRole = z.infer<typeof branchRoleSchema>;
