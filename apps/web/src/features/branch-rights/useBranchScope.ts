import { useMemo } from 'react';
import { isAdmin, isAuthenticated, useSession } from '../../lib/session.ts';
import { useBranchScopeQuery } from './api/branchScope.ts';

/** Why a keeper cannot edit a person (the server refuses with "Người này không thuộc chi…" anyway). */
export const OUTSIDE_BRANCH_REASON = 'Ngoài chi bạn quản lý';

/** Where the signed-in member may edit persons and families (issue 24). */
export interface EditRights {
  /** Still being read: editing waits. */
  loading: boolean;
  /** The whole clan: an admin. */
  all: boolean;
  /** An admin, or a member keeping at least one branch: may open the tree editor. */
  mayOpenEditor: boolean;
  /** Whether this person may be edited: an admin anyone, a keeper those inside their branches. */
  canEdit(personId: string): boolean;
}

const NOBODY: ReadonlySet<string> = new Set();

/**
 * The signed-in member's editing rights: an admin edits everyone without asking the server; a member
 * reads `GET /api/me/branch-scope` (the persons inside the branches they keep); signed out, nothing.
 */
export function useBranchScope(): EditRights {
  const session = useSession();
  const signedIn = isAuthenticated(session);
  const admin = isAdmin(session);
  const query = useBranchScopeQuery(signedIn && !admin);
  const data = query.data;
  const inside = useMemo(() => (data ? new Set(data.personIds) : NOBODY), [data]);
  if (admin) return { loading: false, all: true, mayOpenEditor: true, canEdit: () => true };
  if (!signedIn) return { loading: false, all: false, mayOpenEditor: false, canEdit: () => false };
  const all = data?.all ?? false;
  return {
    loading: query.isPending,
    all,
    mayOpenEditor: all || (data?.branches.length ?? 0) > 0,
    canEdit: (personId) => all || inside.has(personId),
  };
}
