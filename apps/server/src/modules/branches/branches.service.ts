import {
  BRANCH_NAME_MAX,
  BRANCH_UPCOMING_DAYS,
  type Branch,
  type BranchPendingMember,
  type createBranchBody,
  MESSAGES,
  type PublicBranch,
  type PublicBranchSummary,
  type setBranchKeepersBody,
  type updateBranchBody,
} from '@giapha/contract';
import { addSolarDays, vietnamToday } from '@giapha/genealogy';
import type { z } from 'zod';
import { branchPersonIds } from '../../db/branch-membership.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { conflict, fieldConflict, forbidden, found, notFound, uniqueViolation } from '../../lib/errors.ts';
import type { ActorContext, ClanContext } from '../../lib/request-context.ts';
import { diffRows } from '../audit/audit-diff.ts';
import { recordAction } from '../audit/audit-trail.ts';
import type { EventsService } from '../events/events.service.ts';
import { toBranch, toPublicBranchPerson, toPublicSummary } from './branches.dto.ts';
import { type BranchRow, branchesRepo, type KeeperRow } from './branches.repo.ts';

const rootTaken = () => fieldConflict('rootPersonId', MESSAGES.branchRootTaken);

/** The keepers of each branch, by its id. */
function keepersByBranch(keepers: readonly KeeperRow[]): Map<string, KeeperRow[]> {
  const map = new Map<string, KeeperRow[]>();
  for (const keeper of keepers) {
    const list = map.get(keeper.branchId);
    if (list) list.push(keeper);
    else map.set(keeper.branchId, [keeper]);
  }
  return map;
}

/** The name a branch takes when the admin leaves it blank: "Chi " and its root's name. */
export function defaultBranchName(rootName: string): string {
  return `Chi ${rootName}`.slice(0, BRANCH_NAME_MAX).trim();
}

/**
 * Branches (chi) of a clan (issue 24): admins make them and appoint their keepers; members read them to
 * follow one; visitors see the branches of public trees with their persons and coming giỗ.
 */
export class BranchesService {
  constructor(
    private readonly db: Db,
    private readonly events: EventsService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The rows with their keepers and person counts. */
  private async withDetails(db: DbOrTx, clanId: string, rows: readonly BranchRow[]) {
    const repo = branchesRepo(db, clanId);
    const keepers = keepersByBranch(await repo.keepersOf(rows.map((row) => row.id)));
    return Promise.all(
      rows.map(async (row) => ({
        row,
        keepers: keepers.get(row.id) ?? [],
        personIds: await branchPersonIds(db, clanId, row),
      })),
    );
  }

  private async dto(db: DbOrTx, clanId: string, id: string): Promise<Branch> {
    const row = found(await branchesRepo(db, clanId).find(id), MESSAGES.branchNotFound);
    const [detail] = await this.withDetails(db, clanId, [row]);
    if (!detail) throw notFound(MESSAGES.branchNotFound);
    return toBranch(detail.row, detail.keepers, detail.personIds.size);
  }

  async list({ clan }: ClanContext): Promise<Branch[]> {
    const rows = await branchesRepo(this.db, clan.id).list();
    const details = await this.withDetails(this.db, clan.id, rows);
    return details.map(({ row, keepers, personIds }) => toBranch(row, keepers, personIds.size));
  }

  /** A new branch rooted at a person of the tree; one per root and tree. */
  async create(ctx: ActorContext, input: z.output<typeof createBranchBody>): Promise<Branch> {
    try {
      return await this.db.transaction(async (tx) => {
        const repo = branchesRepo(tx, ctx.clan.id);
        found(await repo.findTree(input.treeId), MESSAGES.branchTreeNotFound);
        const root = found(await repo.findPerson(input.rootPersonId), MESSAGES.personNotFound);
        if (!(await repo.treeHolds(input.treeId, root.id))) {
          throw fieldConflict('rootPersonId', MESSAGES.branchRootNotInTree);
        }
        if (await repo.rootTaken(input.treeId, root.id)) throw rootTaken();
        const created = await repo.insert({
          treeId: input.treeId,
          rootPersonId: root.id,
          name: input.name || defaultBranchName(root.name),
          description: input.description ?? null,
        });
        await recordAction(tx, ctx, 'branch.create', {
          id: created.id,
          name: created.name,
          detail: { treeId: created.treeId, rootPersonId: root.id, rootPersonName: root.name },
        });
        return this.dto(tx, ctx.clan.id, created.id);
      });
    } catch (error) {
      if (uniqueViolation(error) === 'branches_clan_tree_root_key') throw rootTaken();
      throw error;
    }
  }

  /** Changes the name or description; a `version` other than the stored one is a 409. */
  async update(ctx: ActorContext, id: string, input: z.output<typeof updateBranchBody>): Promise<Branch> {
    const { version, ...fields } = input;
    return this.db.transaction(async (tx) => {
      const repo = branchesRepo(tx, ctx.clan.id);
      const current = found(await repo.findForUpdate(id), MESSAGES.branchNotFound);
      if (version !== undefined && version !== current.version) throw conflict();
      const patch: { name?: string; description?: string | null } = {};
      if (fields.name !== undefined && fields.name !== current.name) patch.name = fields.name;
      if (fields.description !== undefined && fields.description !== current.description) {
        patch.description = fields.description;
      }
      if (Object.keys(patch).length > 0) {
        const row = found(await repo.update(id, patch, version), MESSAGES.branchNotFound);
        await recordAction(tx, ctx, 'branch.update', {
          id,
          name: row.name,
          detail: { changes: diffRows(current, row) },
        });
      }
      return this.dto(tx, ctx.clan.id, id);
    });
  }

  /** Deletes the branch and its keepers' roles; its persons stay. */
  async remove(ctx: ActorContext, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const repo = branchesRepo(tx, ctx.clan.id);
      const branch = found(await repo.findForUpdate(id), MESSAGES.branchNotFound);
      await repo.delete(id);
      await recordAction(tx, ctx, 'branch.delete', {
        id,
        name: branch.name,
        detail: { treeId: branch.treeId, rootPersonId: branch.rootPersonId },
      });
    });
  }

  /** Replaces the branch's heads and editors; each must be an active member of the clan. */
  async setKeepers(
    ctx: ActorContext,
    id: string,
    input: z.output<typeof setBranchKeepersBody>,
  ): Promise<Branch> {
    return this.db.transaction(async (tx) => {
      const repo = branchesRepo(tx, ctx.clan.id);
      const branch = found(await repo.findForUpdate(id), MESSAGES.branchNotFound);
      const members = await repo.activeMembers(input.keepers.map((keeper) => keeper.userId));
      if (members.length !== input.keepers.length) {
        throw fieldConflict('keepers', MESSAGES.branchKeeperNotMember);
      }
      const before = await repo.keepersOf([id]);
      await repo.replaceKeepers(id, input.keepers);
      const names = new Map(members.map((member) => [member.id, member.name]));
      await recordAction(tx, ctx, 'branch.keepers', {
        id,
        name: branch.name,
        detail: {
          before: before.map(({ userId, name, role }) => ({ userId, name, role })),
          after: input.keepers.map(({ userId, role }) => ({ userId, name: names.get(userId) ?? null, role })),
        },
      });
      return this.dto(tx, ctx.clan.id, id);
    });
  }

  /**
   * Registrations waiting for approval whose "Tôi là …" names a person of the branch: for admins and the
   * branch's keepers; another member is refused.
   */
  async pendingMembers({ actor, clan }: ActorContext, id: string): Promise<BranchPendingMember[]> {
    const repo = branchesRepo(this.db, clan.id);
    const branch = found(await repo.find(id), MESSAGES.branchNotFound);
    if (actor.role !== 'admin' && !(await repo.keeps(id, actor.id))) throw forbidden();
    const personIds = await branchPersonIds(this.db, clan.id, branch);
    const rows = await repo.pendingMembers([...personIds]);
    return rows.map((row) => ({
      userId: row.userId,
      username: row.username,
      name: row.name,
      claimId: row.claimId,
      person: { _id: row.personId, name: row.personName },
      note: row.note,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  /** The branches of the clan's public trees. */
  async publicList({ clan }: ClanContext): Promise<PublicBranchSummary[]> {
    const rows = await branchesRepo(this.db, clan.id).list(true);
    const details = await this.withDetails(this.db, clan.id, rows);
    return details.map(({ row, keepers, personIds }) => toPublicSummary(row, keepers, personIds.size));
  }

  /** A branch of a public tree with its persons and the giỗ of the coming year; any other is 404. */
  async publicGet(ctx: ClanContext, id: string): Promise<PublicBranch> {
    const row = await branchesRepo(this.db, ctx.clan.id).find(id);
    if (!row?.treeIsPublic) throw notFound(MESSAGES.branchNotFound);
    const [detail] = await this.withDetails(this.db, ctx.clan.id, [row]);
    if (!detail) throw notFound(MESSAGES.branchNotFound);
    const persons = await branchesRepo(this.db, ctx.clan.id).persons([...detail.personIds]);
    const from = vietnamToday(this.now());
    const upcoming = await this.events.calendarDays(
      ctx,
      { from, to: addSolarDays(from, BRANCH_UPCOMING_DAYS - 1) },
      { audience: 'public', personIds: detail.personIds, events: false },
    );
    return {
      ...toPublicSummary(row, detail.keepers, detail.personIds.size),
      persons: persons.map(toPublicBranchPerson),
      upcoming,
    };
  }
}
