import type { UserRole, UserStatus } from '@giapha/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { atVersion, nextVersion } from '../../db/clan-rows.ts';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { folded } from '../../db/search.ts';

export type UserRow = typeof users.$inferSelect;
type NewUser = Omit<typeof users.$inferInsert, 'clanId' | 'id' | 'createdAt' | 'updatedAt' | 'version'>;
export type UserPatch = Partial<
  Pick<UserRow, 'name' | 'username' | 'email' | 'passwordHash' | 'role' | 'status' | 'emailVerifiedAt'>
>;

export interface UserListFilter {
  limit: number;
  offset: number;
  search?: string | undefined;
  status?: UserStatus | undefined;
}

/** Folds case and Vietnamese tone marks (đ → d) on the database side, for search. */

export function usersRepo(db: DbOrTx) {
  return {
    async findById(clanId: string, id: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.clanId, clanId), eq(users.id, id)))
        .limit(1);
      return row;
    },

    async findByUsername(clanId: string, username: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.clanId, clanId), eq(users.username, username)))
        .limit(1);
      return row;
    },

    async findByEmail(clanId: string, email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.clanId, clanId), eq(users.email, email)))
        .limit(1);
      return row;
    },

    async insert(clanId: string, values: NewUser): Promise<UserRow> {
      const [row] = await db
        .insert(users)
        .values({ ...values, clanId })
        .returning();
      if (!row) throw new Error('insert into users returned no row');
      return row;
    },

    /** Updates when the row is still at `expectedVersion` (when given); undefined when nothing matched. */
    async update(
      clanId: string,
      id: string,
      patch: UserPatch,
      expectedVersion?: number,
    ): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...patch, updatedAt: new Date(), version: nextVersion(users) })
        .where(atVersion(users, clanId, id, expectedVersion))
        .returning();
      return row;
    },

    async delete(clanId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(users)
        .where(and(eq(users.clanId, clanId), eq(users.id, id)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    async list(clanId: string, filter: UserListFilter): Promise<{ rows: UserRow[]; total: number }> {
      const conditions = [eq(users.clanId, clanId)];
      if (filter.status) conditions.push(eq(users.status, filter.status));
      if (filter.search) {
        const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(
          sql`(${folded(users.name)} like ${folded(pattern)} or ${users.username} like ${folded(pattern)} or ${users.email} like ${folded(pattern)})`,
        );
      }
      const where = and(...conditions);
      const [rows, [totalRow]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), users.id)
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return { rows, total: totalRow?.total ?? 0 };
    },

    async countActiveWithRole(clanId: string, role: UserRole): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(users)
        .where(and(eq(users.clanId, clanId), eq(users.role, role), eq(users.status, 'active')));
      return row?.total ?? 0;
    },
  };
}
