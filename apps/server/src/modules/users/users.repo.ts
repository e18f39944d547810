import type { UserRole, UserStatus } from '@giapha/contract';
import { count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { clanBound, nextVersion } from '../../db/clan-bound.ts';
import type { DbOrTx } from '../../db/client.ts';
import { insertedRow } from '../../db/inserted-row.ts';
import { users } from '../../db/schema/index.ts';
import { containsPattern, folded } from '../../db/search.ts';

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

/** The members of one clan. */
export function usersRepo(db: DbOrTx, clanId: string) {
  const clan = clanBound(db, clanId);
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(clan.byId(users, id)).limit(1);
      return row;
    },

    async findByUsername(username: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(clan.where(users, eq(users.username, username)))
        .limit(1);
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(clan.where(users, eq(users.email, email)))
        .limit(1);
      return row;
    },

    async insert(values: NewUser): Promise<UserRow> {
      return insertedRow('users', await db.insert(users).values(clan.row(values)).returning());
    },

    /** Updates when the row is still at `expectedVersion` (when given); undefined when nothing matched. */
    async update(id: string, patch: UserPatch, expectedVersion?: number): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...patch, updatedAt: new Date(), version: nextVersion(users) })
        .where(clan.atVersion(users, id, expectedVersion))
        .returning();
      return row;
    },

    async delete(id: string): Promise<boolean> {
      return clan.deleteById(users, id);
    },

    async list(filter: UserListFilter): Promise<{ rows: UserRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (filter.status) conditions.push(eq(users.status, filter.status));
      if (filter.search) {
        const pattern = containsPattern(filter.search);
        conditions.push(
          sql`(${folded(users.name)} like ${folded(pattern)} or ${users.username} like ${folded(pattern)} or ${users.email} like ${folded(pattern)})`,
        );
      }
      const where = clan.where(users, ...conditions);
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

    async countActiveWithRole(role: UserRole): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(users)
        .where(clan.where(users, eq(users.role, role), eq(users.status, 'active')));
      return row?.total ?? 0;
    },
  };
}
