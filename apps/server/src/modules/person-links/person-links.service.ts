import {
  type createPersonClaimBody,
  type KinshipRegion,
  type listPersonClaimsQuery,
  MESSAGES,
  type MyPerson,
  type PersonClaim,
  type publicPersonSearchQuery,
} from '@giapha/contract';
import type { z } from 'zod';
import { branchScopeOf } from '../../db/branch-membership.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { conflict, fieldConflict, forbidden, found, notFound, uniqueViolation } from '../../lib/errors.ts';
import type { ActorContext, ClanContext } from '../../lib/request-context.ts';
import { recordAction } from '../audit/audit-trail.ts';
import type { ClanRow } from '../clans/clans.repo.ts';
import { toClaimDto, toClaimItem, toLinkedPerson, toPublicHit } from './person-links.dto.ts';
import { type PersonSummary, personLinksRepo } from './person-links.repo.ts';

const personTaken = () => fieldConflict('personId', MESSAGES.personAlreadyLinked);

/** Links `userId` to `personId` (null unlinks); a person another account holds (even meanwhile) is a 409. */
async function writeLink(db: DbOrTx, clanId: string, userId: string, personId: string | null): Promise<void> {
  const repo = personLinksRepo(db, clanId);
  if (personId !== null && (await repo.userLinkedTo(personId, userId))) throw personTaken();
  try {
    await repo.setUserPerson(userId, personId);
  } catch (error) {
    if (uniqueViolation(error) === 'users_clan_person_key') throw personTaken();
    throw error;
  }
}

/**
 * The "Tôi là …" request made with a new member's registration (same transaction): only persons of the
 * clan's public trees can be named by someone not signed in; null is "chưa có trong cây".
 */
export async function claimAtRegistration(
  tx: DbOrTx,
  clan: ClanRow,
  userId: string,
  personId: string | null,
  note: string | null,
): Promise<void> {
  const repo = personLinksRepo(tx, clan.id);
  if (personId !== null) {
    found(await repo.findPublicPerson(personId), MESSAGES.personNotFound);
    if (await repo.userLinkedTo(personId)) throw personTaken();
  }
  await repo.insertClaim({ userId, personId, note });
}

/** "Me" in the tree (issue 23): a member's link to their person, their requests, and the admin's decisions. */
export class PersonLinksService {
  constructor(private readonly db: Db) {}

  async mine({ actor, clan }: ActorContext): Promise<MyPerson> {
    const repo = personLinksRepo(this.db, clan.id);
    const user = found(await repo.findUser(actor.id), MESSAGES.userNotFound);
    const [person, claim, clanKinshipRegion] = await Promise.all([
      user.personId ? repo.findPerson(user.personId) : undefined,
      repo.latestClaim(actor.id),
      repo.clanRegion(),
    ]);
    return {
      person: person ? toLinkedPerson(person) : null,
      claim: claim ? toClaimDto(claim) : null,
      kinshipRegion: user.kinshipRegion,
      clanKinshipRegion,
    };
  }

  /** A new request replaces the member's pending one. */
  async claim(
    { actor, clan }: ActorContext,
    input: z.output<typeof createPersonClaimBody>,
  ): Promise<PersonClaim> {
    try {
      return await this.db.transaction(async (tx) => {
        const repo = personLinksRepo(tx, clan.id);
        const user = found(await repo.findUserForUpdate(actor.id), MESSAGES.userNotFound);
        if (user.personId) throw conflict(MESSAGES.accountAlreadyLinked);
        if (input.personId !== null) {
          found(await repo.findPerson(input.personId), MESSAGES.personNotFound);
          if (await repo.userLinkedTo(input.personId)) throw personTaken();
        }
        await repo.deletePending(actor.id);
        const claim = await repo.insertClaim({
          userId: actor.id,
          personId: input.personId,
          note: input.note,
        });
        return toClaimDto(found(await repo.claimWithPerson(claim.id)));
      });
    } catch (error) {
      // Two requests of one member at once: the second finds the first's pending row.
      if (uniqueViolation(error) === 'person_claims_clan_user_pending_key') throw conflict();
      throw error;
    }
  }

  async withdraw({ actor, clan }: ActorContext): Promise<void> {
    const removed = await personLinksRepo(this.db, clan.id).deletePending(actor.id);
    if (!removed) throw notFound(MESSAGES.personClaimNoPending);
  }

  async unlinkMine(ctx: ActorContext): Promise<void> {
    await this.db.transaction(async (tx) => {
      const repo = personLinksRepo(tx, ctx.clan.id);
      const user = found(await repo.findUserForUpdate(ctx.actor.id), MESSAGES.userNotFound);
      if (!user.personId) throw notFound(MESSAGES.personNotLinked);
      const person = await repo.findPerson(user.personId);
      await repo.setUserPerson(user.id, null);
      await recordAction(tx, ctx, 'personLink.unlink', {
        id: user.id,
        name: user.name,
        type: 'user',
        detail: { personId: user.personId, personName: person?.name ?? null, by: 'member' },
      });
    });
  }

  async setRegion({ actor, clan }: ActorContext, region: KinshipRegion | null) {
    const repo = personLinksRepo(this.db, clan.id);
    await repo.setUserRegion(actor.id, region);
    return { kinshipRegion: region, clanKinshipRegion: await repo.clanRegion() };
  }

  /**
   * The persons whose claims the actor decides (issue 24): null for an admin (all of them), the persons of
   * the branches they head for a trưởng chi; anyone else is refused.
   */
  private async claimScope({ actor, clan }: ActorContext): Promise<ReadonlySet<string> | null> {
    if (actor.role === 'admin') return null;
    const { headedPersonIds } = await branchScopeOf(this.db, clan.id, actor.id);
    if (headedPersonIds.size === 0) throw forbidden();
    return headedPersonIds;
  }

  async listClaims(ctx: ActorContext, query: z.output<typeof listPersonClaimsQuery>) {
    const scope = await this.claimScope(ctx);
    const { rows, total } = await personLinksRepo(this.db, ctx.clan.id).listClaims({
      ...query,
      personIds: scope === null ? undefined : [...scope],
    });
    return { data: rows.map(toClaimItem), total };
  }

  /** Approving links the member; a person linked meanwhile, or a request naming no one, is a 409. */
  async decide(ctx: ActorContext, id: string, decision: 'approved' | 'rejected'): Promise<PersonClaim> {
    const scope = await this.claimScope(ctx);
    return this.db.transaction(async (tx) => {
      const repo = personLinksRepo(tx, ctx.clan.id);
      const claim = found(await repo.findClaimForUpdate(id), MESSAGES.personClaimNotFound);
      // A trưởng chi decides only the claims naming a person of their branches; the others are not there.
      if (scope !== null && (claim.personId === null || !scope.has(claim.personId))) {
        throw notFound(MESSAGES.personClaimNotFound);
      }
      if (claim.status !== 'pending') throw conflict(MESSAGES.personClaimDecided);
      const user = found(await repo.findUserForUpdate(claim.userId), MESSAGES.userNotFound);
      let person: PersonSummary | undefined;
      if (decision === 'approved') {
        if (claim.personId === null) throw conflict(MESSAGES.personClaimNoPerson);
        if (user.personId && user.personId !== claim.personId) throw conflict(MESSAGES.userAlreadyLinked);
        person = found(await repo.findPerson(claim.personId), MESSAGES.personNotFound);
        await writeLink(tx, ctx.clan.id, user.id, claim.personId);
      } else if (claim.personId) {
        person = await repo.findPerson(claim.personId);
      }
      await repo.decideClaim(id, decision, ctx.actor.id);
      await recordAction(tx, ctx, decision === 'approved' ? 'personLink.approve' : 'personLink.reject', {
        id: user.id,
        name: user.name,
        type: 'user',
        detail: { claimId: id, personId: claim.personId, personName: person?.name ?? null },
      });
      return toClaimDto(found(await repo.claimWithPerson(id)));
    });
  }

  async userPerson({ clan }: ClanContext, userId: string) {
    const repo = personLinksRepo(this.db, clan.id);
    const user = found(await repo.findUser(userId), MESSAGES.userNotFound);
    const person = user.personId ? await repo.findPerson(user.personId) : undefined;
    return { userId, person: person ? toLinkedPerson(person) : null };
  }

  /** An admin links a member directly (or unlinks with null); the member's pending request is settled. */
  async linkUser(ctx: ActorContext, userId: string, personId: string | null) {
    return this.db.transaction(async (tx) => {
      const repo = personLinksRepo(tx, ctx.clan.id);
      const user = found(await repo.findUserForUpdate(userId), MESSAGES.userNotFound);
      const person =
        personId === null ? undefined : found(await repo.findPerson(personId), MESSAGES.personNotFound);
      if (user.personId === personId) return { userId, person: person ? toLinkedPerson(person) : null };
      const before = user.personId ? await repo.findPerson(user.personId) : undefined;
      await writeLink(tx, ctx.clan.id, userId, personId);
      const pending = await repo.pendingClaimOf(userId);
      if (pending && personId !== null) {
        await repo.decideClaim(
          pending.id,
          pending.personId === personId ? 'approved' : 'rejected',
          ctx.actor.id,
        );
      }
      await recordAction(tx, ctx, personId === null ? 'personLink.unlink' : 'personLink.link', {
        id: userId,
        name: user.name,
        type: 'user',
        detail: {
          personId: personId ?? user.personId,
          personName: (person ?? before)?.name ?? null,
          ...(before && person ? { previousPersonId: before.id, previousPersonName: before.name } : {}),
        },
      });
      return { userId, person: person ? toLinkedPerson(person) : null };
    });
  }

  async searchPublic({ clan }: ClanContext, query: z.output<typeof publicPersonSearchQuery>) {
    const rows = await personLinksRepo(this.db, clan.id).searchPublic(query.q, query.limit, query.offset);
    return rows.map(toPublicHit);
  }
}
