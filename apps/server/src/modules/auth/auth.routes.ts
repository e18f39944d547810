import {
  availabilityResponse,
  checkEmailQuery,
  checkUsernameQuery,
  forgotPasswordBody,
  loginBody,
  loginResponse,
  MESSAGES,
  meResponse,
  messageResponseSchema,
  refreshResponse,
  refreshTokenBody,
  registerBody,
  registerMemberBody,
  registerMemberResponse,
  registerResponse,
  resetPasswordBody,
  tokenQuery,
} from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../lib/route-schemas.ts';
import { authRateLimit, loginAccountLimit } from '../../plugins/guessing-limits.ts';
import { toClanDto } from '../clans/clans.repo.ts';
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
  const limited = authRateLimit(app.config.authRateLimit);
  const perAccount = loginAccountLimit(app);
  const tags = ['auth'];

  app.post(
    '/api/auth/register',
    {
      schema: { tags, body: registerBody, response: responses(registerResponse, 201) },
      config: { access: 'platform', rateLimit: limited },
    },
    async (request, reply) => {
      const data = await auth.register(request.body);
      return reply.status(201).send({ success: true, data, message: MESSAGES.registerSuccess });
    },
  );

  app.post(
    '/api/auth/register-member',
    {
      schema: { tags, body: registerMemberBody, response: responses(registerMemberResponse, 201) },
      config: { access: 'platform', rateLimit: limited },
    },
    async (request, reply) => {
      const data = await auth.registerMember(request.tenantDomain, request.body);
      return reply.status(201).send({ success: true, data, message: MESSAGES.registerMemberSuccess });
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: { tags, body: loginBody, response: responses(loginResponse) },
      config: { access: 'platform', rateLimit: limited },
      ...perAccount,
    },
    async (request) => {
      const { username, password, domain } = request.body;
      return {
        success: true as const,
        data: await auth.login(domain ?? request.tenantDomain, username, password),
      };
    },
  );

  app.post(
    '/api/auth/refresh-tokens',
    {
      schema: { tags, body: refreshTokenBody, response: responses(refreshResponse) },
      config: { access: 'public', rateLimit: limited },
    },
    async (request) => ({
      success: true as const,
      data: { tokens: await auth.refresh(request.clan, request.body.refreshToken) },
    }),
  );

  app.post(
    '/api/auth/logout',
    {
      schema: { tags, body: refreshTokenBody, response: responses(messageResponseSchema) },
      config: { access: 'public' },
    },
    async (request) => {
      await auth.logout(request.clan, request.body.refreshToken);
      return { success: true as const, message: MESSAGES.logoutSuccess };
    },
  );

  app.get(
    '/api/auth/check-username',
    {
      schema: { tags, querystring: checkUsernameQuery, response: responses(availabilityResponse) },
      config: { access: 'public', rateLimit: limited },
    },
    async (request) => ({
      success: true as const,
      data: { available: await auth.isUsernameAvailable(request.clan, request.query.username) },
    }),
  );

  app.get(
    '/api/auth/check-email',
    {
      schema: { tags, querystring: checkEmailQuery, response: responses(availabilityResponse) },
      config: { access: 'public', rateLimit: limited },
    },
    async (request) => ({
      success: true as const,
      data: { available: await auth.isEmailAvailable(request.clan, request.query.email) },
    }),
  );

  app.post(
    '/api/auth/forgot-password',
    {
      schema: { tags, body: forgotPasswordBody, response: responses(messageResponseSchema) },
      config: { access: 'public', rateLimit: limited },
    },
    async (request) => {
      await auth.forgotPassword(request.clan, request.body.email);
      return { success: true as const, message: MESSAGES.forgotPasswordSent };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      schema: {
        tags,
        querystring: tokenQuery,
        body: resetPasswordBody,
        response: responses(messageResponseSchema),
      },
      config: { access: 'public', rateLimit: limited },
    },
    async (request) => {
      await auth.resetPassword(request.clan, request.query.token, request.body.password);
      return { success: true as const, message: MESSAGES.resetPasswordSuccess };
    },
  );

  app.get(
    '/api/auth/verify-email',
    {
      schema: { tags, querystring: tokenQuery, response: responses(messageResponseSchema) },
      config: { access: 'public', rateLimit: limited },
    },
    async (request) => {
      await auth.verifyEmail(request.clan, request.query.token);
      return { success: true as const, message: MESSAGES.verifyEmailSuccess };
    },
  );

  app.get(
    '/api/auth/me',
    { schema: { tags, response: responses(meResponse) }, config: { access: 'member' } },
    async (request) => ({
      success: true as const,
      data: { user: toUserDto(request.user, request.clan), clan: toClanDto(request.clan) },
    }),
  );
};
