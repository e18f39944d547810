import { MESSAGES } from '@giapha/contract';
import fp from 'fastify-plugin';
import { type BranchScope, branchScopeOf } from '../db/branch-membership.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { LedgerGrants } from '../lib/ledger-grants.ts';
import { decorateRequiredRequestValue } from '../lib/request-slot.ts';
import { AccessTokens } from '../lib/tokens.ts';
import { refreshTokensRepo } from '../modules/auth/auth.repo.ts';
import type { UserRow } from '../modules/users/users.repo.ts';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** Grants to read a campaign's `code` ledger (POST /api/campaign/verify-otp). */
    ledgerGrants: LedgerGrants;
  }
  interface FastifyRequest {
    /** The signed-in user; set on `member`, `editor` and `admin` routes. */
    user: UserRow;
    /**
     * On `editor` routes, the branches a member (not an admin) keeps and the persons inside them; null
     * everywhere else and for admins. Services read it through `actorContext(request).scope`.
     */
    branchScope: BranchScope | null;
  }
}

function bearer(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/**
 * Verifies the bearer token on `member`/`editor`/`admin` routes, before the body is even read: a token of
 * another clan, of a session that ended, an unknown or no longer active user → 401; a non-admin on an
 * admin route → 403; on an `editor` route a member who keeps no branch → 403, a keeper gets their
 * `branchScope` (issue 24).
 */
export const authPlugin = fp(
  async (app) => {
    app.decorate('accessTokens', new AccessTokens(app.config.jwtSecret, app.config.accessTokenMinutes));
    app.decorate('ledgerGrants', new LedgerGrants(app.config.jwtSecret));
    decorateRequiredRequestValue(
      app,
      'user',
      'request.user is read on a route that does not require sign-in',
    );
    app.decorateRequest('branchScope', null);
    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (access !== 'member' && access !== 'editor' && access !== 'admin') return;
      const token = bearer(request.headers.authorization);
      if (!token) throw unauthorized(MESSAGES.loginRequired);
      const claims = await app.accessTokens.verify(token);
      if (!claims || claims.clanId !== request.clan.id) throw unauthorized(MESSAGES.sessionInvalid);
      // Checked on every request, on every process: a session that ended (logout, password change or
      // reset, role change, blocked account) takes its access tokens with it at once.
      const user = await refreshTokensRepo(app.db, request.clan.id).findUserOfOpenSession(
        claims.userId,
        claims.sessionId,
      );
      if (user?.status !== 'active') throw unauthorized(MESSAGES.sessionInvalid);
      if (access === 'admin' && user.role !== 'admin') throw forbidden();
      if (access === 'editor' && user.role !== 'admin') {
        const scope = await branchScopeOf(app.db, request.clan.id, user.id);
        if (scope.branches.length === 0) throw forbidden();
        request.branchScope = scope;
      }
      request.user = user;
    });
  },
  { name: 'auth', dependencies: ['tenant', 'database', 'config'] },
);
