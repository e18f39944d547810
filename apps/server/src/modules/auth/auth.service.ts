import { randomUUID } from 'node:crypto';
import {
  type AuthSession,
  type AuthTokens,
  MESSAGES,
  type registerBody,
  type registerMemberBody,
} from '@giapha/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import { scopeRequestToClan, scopeTransactionToClan } from '../../db/clan-scope.ts';
import type { Db } from '../../db/client.ts';
import {
  type AppError,
  badRequest,
  conflict,
  notFound,
  unauthorized,
  uniqueViolation,
} from '../../lib/errors.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { ClanContext } from '../../lib/request-context.ts';
import { type AccessTokens, hashToken, newOpaqueToken } from '../../lib/tokens.ts';
import type { Mailer, MailMessage } from '../../plugins/mailer.ts';
import { auditRepo } from '../audit/audit.repo.ts';
import { toClanDto } from '../clans/clans.dto.ts';
import { type ClanRow, clansRepo } from '../clans/clans.repo.ts';
import { createStarterMenu } from '../menus/menus.service.ts';
import { claimAtRegistration } from '../person-links/person-links.service.ts';
import { createStarterSections } from '../sections/sections.service.ts';
import { toUserDto } from '../users/users.dto.ts';
import { type UserRow, usersRepo } from '../users/users.repo.ts';
import { clanLink, resetPasswordMail, verifyEmailMail } from './auth.mails.ts';
import { refreshTokensRepo, userTokensRepo } from './auth.repo.ts';

const RESET_TOKEN_HOURS = 1;
const VERIFY_TOKEN_HOURS = 72;

export interface AuthDeps {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  accessTokens: AccessTokens;
  log: FastifyBaseLogger;
}

/** Maps a unique-constraint hit on users to the field the user has to change. */
export function duplicateUserError(error: unknown): AppError | undefined {
  const constraint = uniqueViolation(error);
  if (constraint === undefined) return undefined;
  if (constraint.includes('email')) {
    return conflict(MESSAGES.emailTaken, [{ field: 'email', message: MESSAGES.emailTaken }]);
  }
  return conflict(MESSAGES.usernameTaken, [{ field: 'username', message: MESSAGES.usernameTaken }]);
}

export class AuthService {
  constructor(private readonly deps: AuthDeps) {}

  /** Mail is sent after the answer is decided, so a slow or failing mail server changes neither. */
  private sendLater(message: MailMessage): void {
    this.deps.mailer.send(message).catch((error: unknown) => {
      this.deps.log.error({ err: error, to: message.to }, 'sending mail failed');
    });
  }

  private async requireClan(domain: string | null | undefined): Promise<ClanRow> {
    const clan = domain ? await clansRepo(this.deps.db).findByDomain(domain) : undefined;
    if (!clan) throw notFound(MESSAGES.clanNotFound);
    scopeRequestToClan(clan.id);
    return clan;
  }

  private async issueTokens(user: UserRow, familyId: string = randomUUID()): Promise<AuthTokens> {
    const now = new Date();
    const access = await this.deps.accessTokens.sign(
      { userId: user.id, clanId: user.clanId, sessionId: familyId },
      now,
    );
    const refresh = newOpaqueToken();
    const refreshExpires = new Date(now.getTime() + this.deps.config.refreshTokenDays * 86_400_000);
    await refreshTokensRepo(this.deps.db, user.clanId).insert({
      userId: user.id,
      familyId,
      tokenHash: hashToken(refresh),
      expiresAt: refreshExpires,
    });
    return {
      access: { token: access.token, expires: access.expires.toISOString() },
      refresh: { token: refresh, expires: refreshExpires.toISOString() },
    };
  }

  private async sendVerification(clan: ClanRow, user: UserRow): Promise<void> {
    const token = newOpaqueToken();
    await userTokensRepo(this.deps.db, clan.id).insert({
      userId: user.id,
      purpose: 'verify_email',
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + VERIFY_TOKEN_HOURS * 3_600_000),
    });
    const link = clanLink(this.deps.config, clan, '/auth/verify-email', token);
    this.sendLater(verifyEmailMail(user.email, user.name, clan, link));
  }

  /** A new clan and its first user, an active admin. */
  async register(input: z.output<typeof registerBody>) {
    const passwordHash = await hashPassword(input.password);
    let created: { clan: ClanRow; user: UserRow };
    try {
      created = await this.deps.db.transaction(async (tx) => {
        const clan = await clansRepo(tx).insert({ domain: input.domain, clanName: input.clanName });
        await scopeTransactionToClan(tx, clan.id);
        const user = await usersRepo(tx, clan.id).insert({
          name: input.name,
          username: input.username,
          email: input.email,
          passwordHash,
          role: 'admin',
          status: 'active',
        });
        await createStarterMenu(tx, clan.id);
        await createStarterSections(tx, clan.id);
        await auditRepo(tx, clan.id).record({
          actorId: user.id,
          action: 'clan.register',
          targetType: 'clan',
          targetId: clan.id,
          targetName: clan.clanName,
        });
        return { clan, user };
      });
    } catch (error) {
      if (uniqueViolation(error) === 'clans_domain_key') {
        throw conflict(MESSAGES.domainTaken, [{ field: 'domain', message: MESSAGES.domainTaken }]);
      }
      throw duplicateUserError(error) ?? error;
    }
    await this.sendVerification(created.clan, created.user);
    return { user: toUserDto(created.user, created.clan), clan: toClanDto(created.clan) };
  }

  /** A pending member of an existing clan; an admin approves them before they can sign in. */
  async registerMember(domain: string | null, input: z.output<typeof registerMemberBody>) {
    const clan = await this.requireClan(input.domain ?? domain);
    const passwordHash = await hashPassword(input.password);
    let user: UserRow;
    try {
      user = await this.deps.db.transaction(async (tx) => {
        const inserted = await usersRepo(tx, clan.id).insert({
          name: input.name,
          username: input.username,
          email: input.email,
          passwordHash,
          role: 'user',
          status: 'pending',
        });
        // "Tôi là …" (issue 23): the request waits for an admin with the account.
        if (input.personId !== undefined) {
          await claimAtRegistration(tx, clan, inserted.id, input.personId, input.personNote);
        }
        return inserted;
      });
    } catch (error) {
      throw duplicateUserError(error) ?? error;
    }
    await this.sendVerification(clan, user);
    return { user: toUserDto(user, clan), clan: toClanDto(clan) };
  }

  async login(domain: string | null, username: string, password: string): Promise<AuthSession> {
    const clan = await this.requireClan(domain);
    const user = await usersRepo(this.deps.db, clan.id).findByUsername(username);
    // Hash even for an unknown user, so timing does not tell which usernames exist.
    const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
    if (!user || !valid) throw unauthorized(MESSAGES.wrongCredentials);
    if (user.status === 'pending') throw unauthorized(MESSAGES.accountPending);
    if (user.status === 'rejected') throw unauthorized(MESSAGES.accountRejected);
    const tokens = await this.issueTokens(user);
    return { user: toUserDto(user, clan), clan: toClanDto(clan), tokens };
  }

  /**
   * Rotates a refresh token: each works once. A token presented again (stolen, or replayed) revokes
   * its whole family, signing out every device that descends from that login.
   */
  async refresh({ clan }: ClanContext, refreshToken: string): Promise<AuthTokens> {
    const repo = refreshTokensRepo(this.deps.db, clan.id);
    const now = new Date();
    const stored = await repo.findByHash(hashToken(refreshToken));
    if (!stored) throw unauthorized(MESSAGES.refreshInvalid);
    // A replay (this token used before, or any token of its family revoked — also one that raced
    // the rotation that issued this token) ends the whole family.
    if (stored.usedAt || stored.revokedAt || (await repo.familyRevoked(stored.familyId))) {
      await repo.revokeFamily(stored.familyId, now);
      throw unauthorized(MESSAGES.refreshInvalid);
    }
    if (!(await repo.claim(stored.id, now))) {
      // Lost a race with another use of the same token, or it just expired.
      if (stored.expiresAt > now) await repo.revokeFamily(stored.familyId, now);
      throw unauthorized(MESSAGES.refreshInvalid);
    }
    const user = await usersRepo(this.deps.db, clan.id).findById(stored.userId);
    if (user?.status !== 'active') throw unauthorized(MESSAGES.refreshInvalid);
    return this.issueTokens(user, stored.familyId);
  }

  /** Ends this login's family; an unknown token is not an error (the session is gone either way). */
  async logout({ clan }: ClanContext, refreshToken: string): Promise<void> {
    const repo = refreshTokensRepo(this.deps.db, clan.id);
    const stored = await repo.findByHash(hashToken(refreshToken));
    if (stored) await repo.revokeFamily(stored.familyId, new Date());
  }

  async isUsernameAvailable({ clan }: ClanContext, username: string): Promise<boolean> {
    return !(await usersRepo(this.deps.db, clan.id).findByUsername(username));
  }

  async isEmailAvailable({ clan }: ClanContext, email: string): Promise<boolean> {
    return !(await usersRepo(this.deps.db, clan.id).findByEmail(email));
  }

  /** Same answer whether or not the address is known; the mail goes out only when it is. */
  async forgotPassword({ clan }: ClanContext, email: string): Promise<void> {
    const user = await usersRepo(this.deps.db, clan.id).findByEmail(email);
    if (!user || user.status === 'rejected') return;
    const token = newOpaqueToken();
    await userTokensRepo(this.deps.db, clan.id).insert({
      userId: user.id,
      purpose: 'reset_password',
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_HOURS * 3_600_000),
    });
    const link = clanLink(this.deps.config, clan, '/auth/reset-password', token);
    this.sendLater(resetPasswordMail(user.email, user.name, clan, link));
  }

  /** Sets a new password once per token and signs the user out everywhere. */
  async resetPassword({ clan }: ClanContext, token: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.deps.db.transaction(async (tx) => {
      const now = new Date();
      const userId = await userTokensRepo(tx, clan.id).consume('reset_password', hashToken(token), now);
      if (!userId) throw badRequest(MESSAGES.resetTokenInvalid);
      await usersRepo(tx, clan.id).update(userId, { passwordHash });
      await refreshTokensRepo(tx, clan.id).revokeAllOfUser(userId, now);
      await auditRepo(tx, clan.id).record({
        actorId: userId,
        action: 'user.reset-password',
        targetType: 'user',
        targetId: userId,
      });
    });
  }

  async verifyEmail({ clan }: ClanContext, token: string): Promise<void> {
    const now = new Date();
    await this.deps.db.transaction(async (tx) => {
      const userId = await userTokensRepo(tx, clan.id).consume('verify_email', hashToken(token), now);
      if (!userId) throw badRequest(MESSAGES.verifyTokenInvalid);
      await usersRepo(tx, clan.id).update(userId, { emailVerifiedAt: now });
    });
  }
}
