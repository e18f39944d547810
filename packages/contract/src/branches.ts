import { z } from 'zod';
import { idSchema, okResponse, versionField } from './common.ts';
import { optionalTextField } from './content.ts';
import { displayText, optionalDisplayText } from './display-text.ts';
import { eventOccurrenceSchema } from './events.ts';
import { MESSAGES } from './messages.ts';
import { sexSchema } from './persons.ts';

// Branches (chi) and their keepers (issue 24): a branch is the descendants of a chosen person in a tree,
// with the spouses married into it; an admin appoints members as its head (trưởng chi) or editors.

export const branchRoles = ['head', 'editor'] as const;
export const branchRoleSchema = z.enum(branchRoles);
export type BranchRole = z.infer<typeof branchRoleSchema>;

/** How the pages name a keeper's role. */
export const BRANCH_ROLE_LABELS: Record<BranchRole, string> = {
  head: 'Trưởng chi',
  editor: 'Biên tập viên',
};

export const BRANCH_NAME_MAX = 150;
export const BRANCH_DESCRIPTION_MAX = 2000;
export const BRANCH_KEEPERS_MAX = 50;
/** How far ahead a branch page lists the coming giỗ. */
export const BRANCH_UPCOMING_DAYS = 365;

export const branchPersonRefSchema = z.object({ _id: z.string(), name: z.string() });

/** A member who keeps a branch. */
export const branchKeeperSchema = z.object({
  userId: z.string(),
  name: z.string(),
  role: branchRoleSchema,
});
export type BranchKeeper = z.infer<typeof branchKeeperSchema>;

/** A branch as members and admins see it. */
export const branchSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  treeId: z.string(),
  treeName: z.string(),
  rootPerson: branchPersonRefSchema,
  /** Its root, the root's descendants in the tree and their spouses. */
  personCount: z.number().int(),
  keepers: z.array(branchKeeperSchema),
  version: z.number().int(),
});
export type Branch = z.infer<typeof branchSchema>;

// GET /api/branches (member): every branch of the clan
export const branchListResponse = okResponse(z.array(branchSchema));
export const branchResponse = okResponse(branchSchema);

// POST /api/branch (admin). Blank name: "Chi " + the root's name.
export const createBranchBody = z.object({
  treeId: idSchema,
  rootPersonId: idSchema,
  name: optionalDisplayText(BRANCH_NAME_MAX),
  description: optionalTextField(BRANCH_DESCRIPTION_MAX),
});
export type CreateBranchBody = z.input<typeof createBranchBody>;

// PATCH /api/branch/{id} (admin)
export const updateBranchBody = z.object({
  name: displayText(BRANCH_NAME_MAX, MESSAGES.branchNameRequired).optional(),
  description: optionalTextField(BRANCH_DESCRIPTION_MAX),
  version: versionField,
});
export type UpdateBranchBody = z.input<typeof updateBranchBody>;

// PUT /api/branch/{id}/keepers (admin): replaces the set; only active members of the clan.
export const setBranchKeepersBody = z.object({
  keepers: z
    .array(z.object({ userId: idSchema, role: branchRoleSchema }))
    .max(BRANCH_KEEPERS_MAX)
    .refine((list) => new Set(list.map((k) => k.userId)).size === list.length, {
      message: MESSAGES.branchKeeperDuplicate,
    }),
});
export type SetBranchKeepersBody = z.input<typeof setBranchKeepersBody>;

// GET /api/branch/{id}/pending-members (member: an admin or a keeper of the branch): registrations waiting
// for approval whose pending "Tôi là …" claim names a person of the branch.
export const branchPendingMemberSchema = z.object({
  userId: z.string(),
  username: z.string(),
  name: z.string(),
  claimId: z.string(),
  person: branchPersonRefSchema,
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type BranchPendingMember = z.infer<typeof branchPendingMemberSchema>;
export const branchPendingMembersResponse = okResponse(z.array(branchPendingMemberSchema));

// Public: branches of the clan's public trees.
export const publicBranchSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  treeId: z.string(),
  treeName: z.string(),
  rootPerson: branchPersonRefSchema,
  /** Names of its heads (trưởng chi). */
  heads: z.array(z.string()),
  personCount: z.number().int(),
});
export type PublicBranchSummary = z.infer<typeof publicBranchSummarySchema>;

// GET /api/public/branches
export const publicBranchListResponse = okResponse(z.array(publicBranchSummarySchema));

/** A person of a branch as the public tree shows them (the living: birth year only). */
export const publicBranchPersonSchema = z.object({
  _id: z.string(),
  name: z.string(),
  sex: sexSchema,
  generation: z.number().int().nullable(),
  birthYear: z.number().int().nullable(),
  deathYear: z.number().int().nullable(),
  isDeceased: z.boolean(),
});
export type PublicBranchPerson = z.infer<typeof publicBranchPersonSchema>;

// GET /api/public/branch/{id}: 404 unless its tree is public
export const publicBranchSchema = publicBranchSummarySchema.extend({
  persons: z.array(publicBranchPersonSchema),
  /** The giỗ of its persons in the coming 365 days (public records only), soonest first. */
  upcoming: z.array(eventOccurrenceSchema),
});
export type PublicBranch = z.infer<typeof publicBranchSchema>;
export const publicBranchResponse = okResponse(publicBranchSchema);
