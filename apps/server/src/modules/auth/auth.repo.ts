import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { refreshTokens, type UserTokenPurpose, users, userTokens } from '../../db/schema/index.ts';
import type { UserRow } from '../users/users.repo.ts';

export function refreshTokensRepo(db: DbOrTx) {
  return {
    /**
     * The user of a session that is still open: the session (refresh-token family) exists, belongs to
     * the user and none of its tokens was revoked (logout, password change or reset, role change,
     * blocked account, a replayed refresh token). One query, the one that loads the user anyway.
     */
    async findUserOfOpenSession(
      clanId: string,
      userId: string,
      sessionId: string,
    ): Promise<UserRow | undefined> {
      const open = sql`(
        select bool_and(${refreshTokens.revokedAt} is null) from ${refreshTokens}
        where ${refreshTokens.clanId} = ${users.clanId}
          and ${refreshTokens.userId} = ${users.id}
          and ${refreshTokens.familyId} = ${sessionId}
      ) is true`;
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.clanId, clanId), eq(users.id, userId), open))
        .limit(1);
      return row;
    },

    async insert(
      clanId: string,
      values: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
    ): Promise<void> {
      await db.insert(refreshTokens).values({ ...values, clanId });
    },

    async findByHash(clanId: string, tokenHash: string) {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(and(eq(refreshTokens.clanId, clanId), eq(refreshTokens.tokenHash, tokenHash)))
        .limit(1);
      return row;
    },

    /** Marks a live token used; only one caller can win the race for it. */
    async claim(clanId: string, id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(refreshTokens.clanId, clanId),
            eq(refreshTokens.id, id),
            isNull(refreshTokens.usedAt),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, now),
          ),
        )
        .returning({ id: refreshTokens.id });
      return rows.length > 0;
    },

    /**
     * Whether any token of the family was ever revoked. Revocation always takes a whole family (or every
     * family of a user), so one revoked token means the family is over, including a token issued by a
     * rotation that raced the replay which revoked the rest.
     */
    async familyRevoked(clanId: string, familyId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.clanId, clanId),
            eq(refreshTokens.familyId, familyId),
            isNotNull(refreshTokens.revokedAt),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async revokeFamily(clanId: string, familyId: string, now: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(
          and(
            eq(refreshTokens.clanId, clanId),
            eq(refreshTokens.familyId, familyId),
            isNull(refreshTokens.revokedAt),
          ),
        );
    },

    async revokeAllOfUser(clanId: string, userId: string, now: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(
          and(
            eq(refreshTokens.clanId, clanId),
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
          ),
        );
    },
  };
}

export function userTokensRepo(db: DbOrTx) {
  return {
    async insert(
      clanId: string,
      values: { userId: string; purpose: UserTokenPurpose; tokenHash: string; expiresAt: Date },
    ): Promise<void> {
      await db.insert(userTokens).values({ ...values, clanId });
    },

    /** Uses a live token once; returns its user, or undefined when it is unknown, used or expired. */
    async consume(
      clanId: string,
      purpose: UserTokenPurpose,
      tokenHash: string,
      now: Date,
    ): Promise<string | undefined> {
      const [row] = await db
        .update(userTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(userTokens.clanId, clanId),
            eq(userTokens.purpose, purpose),
            eq(userTokens.tokenHash, tokenHash),
            isNull(userTokens.usedAt),
            gt(userTokens.expiresAt, now),
          ),
        )
        .returning({ userId: userTokens.userId });
      return row?.userId;
    },
  };
}
