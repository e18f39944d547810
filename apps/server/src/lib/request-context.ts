import type { FastifyRequest } from 'fastify';
import type { BranchScope } from '../db/branch-membership.ts';
import type { ClanRow } from '../modules/clans/clans.repo.ts';
import type { UserRow } from '../modules/users/users.repo.ts';

/** What every service call is about: the clan the request was made to. First argument of service methods. */
export interface ClanContext {
  readonly clan: ClanRow;
}

/** A signed-in member's request: the clan and who acts (for rules, audit and authorship). */
export interface ActorContext extends ClanContext {
  readonly actor: UserRow;
}

/**
 * Where an actor may write persons and families (issue 24): null for an admin (the whole clan), else the
 * branches they keep and the persons inside them — empty for a member who keeps none.
 */
export type EditScope = BranchScope | null;

/**
 * A request that writes persons, families or what hangs on them: the services of `editor` routes take it,
 * so they cannot be called without saying where the actor may write (`lib/branch-rights.ts` checks it).
 */
export interface EditorContext extends ActorContext {
  readonly scope: EditScope;
}

/** A scope that holds no person: a member who keeps no branch. */
function noBranchScope(): BranchScope {
  return { branches: [], personIds: new Set<string>(), headedPersonIds: new Set<string>() };
}

/** The context of a public or member request (routes of any access that has a clan). */
export function clanContext(request: FastifyRequest): ClanContext {
  return { clan: request.clan };
}

/**
 * The context of a `member`, `editor` or `admin` route: the auth plugin has set the user, and on `editor`
 * routes the branches a keeper keeps. An admin's scope is the whole clan (null); any other member's is
 * what the auth plugin read (empty outside `editor` routes).
 */
export function actorContext(request: FastifyRequest): EditorContext {
  const actor = request.user;
  const scope = actor.role === 'admin' ? null : (request.branchScope ?? noBranchScope());
  return { clan: request.clan, actor, scope };
}
