import {
  type createUserBody,
  type listUsersQuery,
  MESSAGES,
  type UserRole,
  type updateUserBody,
} from '@giapha/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { conflict, found } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { ActorContext, ClanContext } from '../../lib/request-context.ts';
import { diffRows } from '../audit/audit-diff.ts';
import { recordAction } from '../audit/audit-trail.ts';
import { refreshTokensRepo } from '../auth/auth.repo.ts';
import { duplicateUserError } from '../auth/auth.service.ts';
import type { ClanRow } from '../clans/clans.repo.ts';
import { toUserDto } from './users.dto.ts';
import { type UserPatch, type UserRow, usersRepo } from './users.repo.ts';

/** Member management for a clan's admins. Every call is scoped to `clan`; ids of other clans are "not found". */
export class UsersService {
  constructor(private readonly db: Db) {}

  private async find(db: DbOrTx, clan: ClanRow, id: string): Promise<UserRow> {
    const user = found(await usersRepo(db, clan.id).findById(id), MESSAGES.userNotFound);
    return user;
  }

  /** Applies a change at the expected version; a row changed meanwhile is a 409, a vanished one a 404. */
  private async write(
    db: DbOrTx,
    clan: ClanRow,
    id: string,
    patch: UserPatch,
    version?: number,
  ): Promise<UserRow> {
    let updated: UserRow | undefined;
    try {
      updated = await usersRepo(db, clan.id).update(id, patch, version);
    } catch (error) {
      throw duplicateUserError(error) ?? error;
    }
    if (updated) return updated;
    await this.find(db, clan, id);
    throw conflict();
  }

  /** The clan must keep at least one active admin. */
  private async assertNotLastAdmin(db: DbOrTx, clan: ClanRow, user: UserRow): Promise<void> {
    if (user.role !== 'admin' || user.status !== 'active') return;
    if ((await usersRepo(db, clan.id).countActiveWithRole('admin')) <= 1) throw conflict(MESSAGES.lastAdmin);
  }

  async list({ clan }: ClanContext, query: z.output<typeof listUsersQuery>) {
    const { rows, total } = await usersRepo(this.db, clan.id).list(query);
    return { data: rows.map((u) => toUserDto(u, clan)), total };
  }

  async get({ clan }: ClanContext, id: string) {
    return toUserDto(await this.find(this.db, clan, id), clan);
  }

  async create({ actor, clan }: ActorContext, input: z.output<typeof createUserBody>) {
    const passwordHash = await hashPassword(input.password);
    try {
      return await this.db.transaction(async (tx) => {
        const user = await usersRepo(tx, clan.id).insert({
          name: input.name,
          username: input.username,
          email: input.email,
          passwordHash,
          role: input.role,
          status: 'active',
        });
        await recordAction(tx, { actor, clan }, 'user.create', {
          id: user.id,
          name: user.name,
          detail: { role: user.role },
        });
        return toUserDto(user, clan);
      });
    } catch (error) {
      throw duplicateUserError(error) ?? error;
    }
  }

  async update({ actor, clan }: ActorContext, id: string, input: z.output<typeof updateUserBody>) {
    const { version, password, ...fields } = input;
    const patch: UserPatch = { ...fields };
    if (password) patch.passwordHash = await hashPassword(password);
    return this.db.transaction(async (tx) => {
      const before = await this.find(tx, clan, id);
      const user = await this.write(tx, clan, id, patch, version);
      if (password) await refreshTokensRepo(tx, clan.id).revokeAllOfUser(id, new Date());
      await recordAction(tx, { actor, clan }, 'user.update', {
        id,
        name: user.name,
        // The password's hash never reaches the log: only that it changed.
        detail: { changes: diffRows(before, user) },
      });
      return toUserDto(user, clan);
    });
  }

  async approve(ctx: ActorContext, id: string) {
    return this.decide(ctx, id, 'active');
  }

  async reject(ctx: ActorContext, id: string) {
    return this.decide(ctx, id, 'rejected');
  }

  private async decide({ actor, clan }: ActorContext, id: string, status: 'active' | 'rejected') {
    return this.db.transaction(async (tx) => {
      const user = await this.find(tx, clan, id);
      if (status === 'rejected') await this.assertNotLastAdmin(tx, clan, user);
      const updated = await this.write(tx, clan, id, { status }, user.version);
      if (status === 'rejected') await refreshTokensRepo(tx, clan.id).revokeAllOfUser(id, new Date());
      await recordAction(tx, { actor, clan }, status === 'active' ? 'user.approve' : 'user.reject', {
        id,
        name: user.name,
        type: 'user',
        detail: { changes: diffRows(user, updated) },
      });
      return toUserDto(updated, clan);
    });
  }

  async setRole({ actor, clan }: ActorContext, id: string, role: UserRole, version?: number) {
    return this.db.transaction(async (tx) => {
      const user = await this.find(tx, clan, id);
      if (role !== 'admin') await this.assertNotLastAdmin(tx, clan, user);
      const updated = await this.write(tx, clan, id, { role }, version ?? user.version);
      // A session carries the rights it was opened with: a new role means signing in again.
      if (role !== user.role) await refreshTokensRepo(tx, clan.id).revokeAllOfUser(id, new Date());
      await recordAction(tx, { actor, clan }, 'user.role', {
        id,
        name: user.name,
        detail: { changes: diffRows(user, updated) },
      });
      return toUserDto(updated, clan);
    });
  }

  async remove({ actor, clan }: ActorContext, id: string) {
    await this.db.transaction(async (tx) => {
      const user = await this.find(tx, clan, id);
      await this.assertNotLastAdmin(tx, clan, user);
      await usersRepo(tx, clan.id).delete(id);
      await recordAction(tx, { actor, clan }, 'user.delete', {
        id,
        name: user.name,
        detail: { username: user.username },
      });
    });
  }
}
