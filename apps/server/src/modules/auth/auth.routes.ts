import { authApi, MESSAGES } from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { done, ok, registerApi } from '../../lib/api-route.ts';
import { clanContext } from '../../lib/request-context.ts';
import { authRateLimit, loginAccountLimit } from '../../plugins/guessing-limits.ts';
import { toClanDto } from '../clans/clans.dto.ts';
import { toUserDto } from '../users/users.dto.ts';
import { AuthService } from './auth.service.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = new AuthService({
    db: app.db,
    config: app.config,
    mailer: app.mailer,
    accessTokens: app.accessTokens,
    log: app.log,
  });
  const limited = { config: { rateLimit: authRateLimit(app.config.authRateLimit) } };
  const tags = ['auth'];

  registerApi(app, authApi.register, { tags, ...limited }, async (request) =>
    ok(await auth.register(request.body), MESSAGES.registerSuccess),
  );

  registerApi(app, authApi.registerMember, { tags, ...limited }, async (request) =>
    ok(await auth.registerMember(request.tenantDomain, request.body), MESSAGES.registerMemberSuccess),
  );

  registerApi(app, authApi.login, { tags, ...limited, ...loginAccountLimit(app) }, async (request) => {
    const { username, password, domain } = request.body;
    return ok(await auth.login(domain ?? request.tenantDomain, username, password));
  });

  registerApi(app, authApi.refreshTokens, { tags, ...limited }, async (request) =>
    ok({ tokens: await auth.refresh(clanContext(request), request.body.refreshToken) }),
  );

  registerApi(app, authApi.logout, { tags }, async (request) => {
    await auth.logout(clanContext(request), request.body.refreshToken);
    return done(MESSAGES.logoutSuccess);
  });

  registerApi(app, authApi.checkUsername, { tags, ...limited }, async (request) =>
    ok({ available: await auth.isUsernameAvailable(clanContext(request), request.query.username) }),
  );

  registerApi(app, authApi.checkEmail, { tags, ...limited }, async (request) =>
    ok({ available: await auth.isEmailAvailable(clanContext(request), request.query.email) }),
  );

  registerApi(app, authApi.forgotPassword, { tags, ...limited }, async (request) => {
    await auth.forgotPassword(clanContext(request), request.body.email);
    return done(MESSAGES.forgotPasswordSent);
  });

  registerApi(app, authApi.resetPassword, { tags, ...limited }, async (request) => {
    await auth.resetPassword(clanContext(request), request.query.token, request.body.password);
    return done(MESSAGES.resetPasswordSuccess);
  });

  registerApi(app, authApi.verifyEmail, { tags, ...limited }, async (request) => {
    await auth.verifyEmail(clanContext(request), request.query.token);
    return done(MESSAGES.verifyEmailSuccess);
  });

  registerApi(app, authApi.me, { tags }, async (request) =>
    ok({ user: toUserDto(request.user, request.clan), clan: toClanDto(request.clan) }),
  );
};
