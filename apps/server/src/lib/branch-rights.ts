import { MESSAGES } from '@giapha/contract';
import { forbidden } from './errors.ts';
import type { EditorContext } from './request-context.ts';

// Editing rights of branch keepers (issue 24). A branch is its root's descendants in its tree and the
// spouses married in (db/branch-membership.ts); an admin appoints members as its head or editor. On the
// `editor` routes (persons, families, positions, life events, graves, citations) the auth plugin reads the
// keeper's scope once per request, and each service calls these checks inside its transaction, after it
// has loaded the rows a write touches (a missing row stays a 404). An admin's scope is null: the whole clan.

/** Whether the actor may write this person: an admin always, a keeper when the person is inside a branch they keep. */
export function mayEditPerson({ scope }: EditorContext, personId: string): boolean {
  return scope === null || scope.personIds.has(personId);
}

/**
 * Refuses (403 "Người này không thuộc chi bạn được giao quản lý") a write that touches a person outside the
 * actor's branches. Empty ids (a parent not given) are skipped.
 */
export function assertInBranch(context: EditorContext, personIds: Iterable<string | null | undefined>): void {
  if (context.scope === null) return;
  for (const id of personIds) {
    if (id && !mayEditPerson(context, id)) throw forbidden(MESSAGES.outsideBranch);
  }
}

/** A family's partners: father, mother and further spouses. */
interface FamilyPartners {
  fatherId: string | null;
  motherId: string | null;
  spouseIds: readonly string[];
}

/**
 * A family is inside a branch when one of its partners is (a descendant and the spouse married in); the
 * family of the root's own parents is not. Refuses the write otherwise.
 */
export function assertFamilyInBranch(context: EditorContext, family: FamilyPartners): void {
  if (context.scope === null) return;
  const partners = [family.fatherId, family.motherId, ...family.spouseIds].filter(
    (id): id is string => id !== null,
  );
  if (!partners.some((id) => mayEditPerson(context, id))) throw forbidden(MESSAGES.outsideBranch);
}

/** The root of a branch the actor keeps cannot be deleted by them (it would end the branch). */
export function assertNotBranchRoot(context: EditorContext, personId: string): void {
  if (context.scope === null) return;
  if (context.scope.branches.some((branch) => branch.rootPersonId === personId)) {
    throw forbidden(MESSAGES.branchRootUndeletable);
  }
}
