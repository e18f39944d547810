import type { BranchScopeAnswer } from '@giapha/contract';
import { branchScopeOf } from '../../db/branch-membership.ts';
import type { Db } from '../../db/client.ts';
import type { ActorContext } from '../../lib/request-context.ts';

/** Where a member may edit (issue 24): the web's tree editor marks everyone else read-only. */
export class BranchRightsService {
  constructor(private readonly db: Db) {}

  /** An admin: the whole clan (`all`, empty lists). Anyone else: the branches they keep, maybe none. */
  async myScope({ actor, clan }: ActorContext): Promise<BranchScopeAnswer> {
    if (actor.role === 'admin') return { all: true, branches: [], personIds: [], headedPersonIds: [] };
    const scope = await branchScopeOf(this.db, clan.id, actor.id);
    return {
      all: false,
      branches: scope.branches.map(({ id, name, treeId, rootPersonId, role }) => ({
        _id: id,
        name,
        treeId,
        rootPersonId,
        role,
      })),
      personIds: [...scope.personIds].sort(),
      headedPersonIds: [...scope.headedPersonIds].sort(),
    };
  }
}
