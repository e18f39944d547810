import type { KinshipRegion, UserRole, UserStatus } from '@giapha/contract';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clanPrimaryKey, clanReference, clanRowKey } from './clan-columns.ts';
import { changeTracking, clanId, createdAt, id } from './columns.ts';
import { persons } from './genealogy.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    ...clanRowKey(),
    name: text('name').notNull(),
    /** Stored lower-case: logins are case-insensitive. */
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<UserRole>().notNull().default('user'),
    status: text('status').$type<UserStatus>().notNull().default('pending'),
    emailVerifiedAt: ts('email_verified_at'),
    /** The person of the clan's tree this member is (issue 23): set by an admin, at most one account each. */
    personId: uuid('person_id'),
    /** The member's own xưng hô register; null follows the clan's setting. */
    kinshipRegion: text('kinship_region').$type<KinshipRegion>(),
    ...changeTracking(),
  },
  (t) => [
    clanPrimaryKey(t),
    unique('users_clan_username_key').on(t.clanId, t.username),
    unique('users_clan_email_key').on(t.clanId, t.email),
    index('users_clan_status_idx').on(t.clanId, t.status),
    uniqueIndex('users_clan_person_key').on(t.clanId, t.personId).where(sql`${t.personId} is not null`),
    // Migration 0017 makes this ON DELETE SET NULL ("person_id"): a deleted person's link goes, clan_id stays.
    clanReference(t.clanId, t.personId, persons).onDelete('set null'),
  ],
);

/** Refresh tokens are opaque; only their SHA-256 is stored. A family is one login's chain of rotations. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    clanId: clanId(),
    id: id(),
    userId: uuid('user_id').notNull(),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    revokedAt: ts('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    clanPrimaryKey(t),
    unique('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.clanId, t.familyId),
    index('refresh_tokens_user_idx').on(t.clanId, t.userId),
    clanReference(t.clanId, t.userId, users).onDelete('cascade'),
  ],
);

export type UserTokenPurpose = 'reset_password' | 'verify_email';

/** Single-use mailed tokens (password reset, email verification); only the hash is stored. */
export const userTokens = pgTable(
  'user_tokens',
  {
    clanId: clanId(),
    id: id(),
    userId: uuid('user_id').notNull(),
    purpose: text('purpose').$type<UserTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    clanPrimaryKey(t),
    unique('user_tokens_hash_key').on(t.tokenHash),
    index('user_tokens_user_idx').on(t.clanId, t.userId),
    clanReference(t.clanId, t.userId, users).onDelete('cascade'),
  ],
);
