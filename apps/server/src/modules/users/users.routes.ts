import { MESSAGES, usersApi } from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage, registerApi, registerCrud } from '../../lib/api-route.ts';
import { actorContext, clanContext } from '../../lib/request-context.ts';
import { UsersService } from './users.service.ts';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = new UsersService(app.db);
  const options = { tags: ['users'] };

  registerApi(app, usersApi.listPending, options, async (request) =>
    okPage(await users.list(clanContext(request), { ...request.query, status: 'pending' })),
  );

  registerApi(app, usersApi.approve, options, async (request) =>
    ok(await users.approve(actorContext(request), request.params.id), MESSAGES.userApproved),
  );

  registerApi(app, usersApi.reject, options, async (request) =>
    ok(await users.reject(actorContext(request), request.params.id), MESSAGES.userRejected),
  );

  registerApi(app, usersApi.setRole, options, async (request) =>
    ok(
      await users.setRole(actorContext(request), request.params.id, request.body.role, request.body.version),
      MESSAGES.userRoleUpdated,
    ),
  );

  registerCrud(app, usersApi, options, users, 'user');
};
