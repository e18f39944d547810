import type { FastifyRequest } from 'fastify';
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

/** The context of a public or member request (routes of any access that has a clan). */
export function clanContext(request: FastifyRequest): ClanContext {
  return { clan: request.clan };
}

/** The context of a `member` or `admin` route: the auth plugin has set the user. */
export function actorContext(request: FastifyRequest): ActorContext {
  return { clan: request.clan, actor: request.user };
}
