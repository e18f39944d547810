import { eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { clanBound } from '../../db/clan-bound.ts';
import type { DbOrTx } from '../../db/client.ts';
import { refreshTokens, type UserTokenPurpose, users, userTokens } from '../../db/schema/index.ts';

type UserRow = typeof users.$inferSelect;

/** The refresh tokens (sessions) of one clan's members. */
export function refreshTokensRepo(db: DbOrTx, clanId: string) {
  const clan = clanBound(db, clanId);
  return {
    /**
     * The user of a session that is still open: the session (refresh-token family) exists, belongs to
     * the user and none of its tokens was revoked (logout, password change or reset, role change,
     * blocked account, a replayed refresh token). One query, the one that loads the user anyway.
     */
    async findUserOfOpenSession(userId: string, sessionId: string): Promise<UserRow | undefined> {
      const open = sql`(
        select bool_and(${refreshTokens.revokedAt} is null) from ${refreshTokens}
        where ${refreshTokens.clanId} = ${clan.clanId}
          and ${refreshTokens.userId} = ${users.id}
          and ${refreshTokens.familyId} = ${sessionId}
      ) is true`;
      const [row] = await db
        .select()
        .from(users)
        .where(clan.where(users, eq(users.id, userId), open))
        .limit(1);
      return row;
    },

    async insert(values: {
      userId: string;
      familyId: string;
      tokenHash: string;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(refreshTokens).values(clan.row(values));
    },

    async findByHash(tokenHash: string) {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(clan.where(refreshTokens, eq(refreshTokens.tokenHash, tokenHash)))
        .limit(1);
      return row;
    },

    /** Marks a live token used; only one caller can win the race for it. */
    async claim(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(
          clan.where(
            refreshTokens,
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
    async familyRevoked(familyId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(
          clan.where(refreshTokens, eq(refreshTokens.familyId, familyId), isNotNull(refreshTokens.revokedAt)),
        )
        .limit(1);
      return row !== undefined;
    },

    async revokeFamily(familyId: string, now: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(
          clan.where(refreshTokens, eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)),
        );
    },

    async revokeAllOfUser(userId: string, now: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(clan.where(refreshTokens, eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },
  };
}

/** One clan's single-use tokens for password reset and e-mail verification. */
export function userTokensRepo(db: DbOrTx, clanId: string) {
  const clan = clanBound(db, clanId);
  return {
    async insert(values: {
      userId: string;
      purpose: UserTokenPurpose;
      tokenHash: string;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(userTokens).values(clan.row(values));
    },

    /** Uses a live token once; returns its user, or undefined when it is unknown, used or expired. */
    async consume(purpose: UserTokenPurpose, tokenHash: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .update(userTokens)
        .set({ usedAt: now })
        .where(
          clan.where(
            userTokens,
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
