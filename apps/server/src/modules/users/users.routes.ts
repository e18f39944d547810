import {
  createUserBody,
  idParams,
  idQuery,
  listUsersQuery,
  MESSAGES,
  messageResponseSchema,
  pendingUsersQuery,
  setRoleBody,
  updateUserBody,
  userListResponse,
  userResponse,
} from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../lib/route-schemas.ts';
import { UsersService } from './users.service.ts';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = new UsersService(app.db);
  const tags = ['users'];
  const admin = { access: 'admin' } as const;

  app.get(
    '/api/users',
    { schema: { tags, querystring: listUsersQuery, response: responses(userListResponse) }, config: admin },
    async (request) => ({ success: true as const, ...(await users.list(request.clan, request.query)) }),
  );

  app.get(
    '/api/users/pending',
    {
      schema: { tags, querystring: pendingUsersQuery, response: responses(userListResponse) },
      config: admin,
    },
    async (request) => ({
      success: true as const,
      ...(await users.list(request.clan, { ...request.query, status: 'pending' })),
    }),
  );

  app.get(
    '/api/user',
    { schema: { tags, querystring: idQuery, response: responses(userResponse) }, config: admin },
    async (request) => ({ success: true as const, data: await users.get(request.clan, request.query.id) }),
  );

  app.post(
    '/api/user/create',
    { schema: { tags, body: createUserBody, response: responses(userResponse, 201) }, config: admin },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        data: await users.create(request.user, request.clan, request.body),
        message: MESSAGES.userCreated,
      }),
  );

  app.put(
    '/api/user',
    {
      schema: { tags, querystring: idQuery, body: updateUserBody, response: responses(userResponse) },
      config: admin,
    },
    async (request) => ({
      success: true as const,
      data: await users.update(request.user, request.clan, request.query.id, request.body),
      message: MESSAGES.userUpdated,
    }),
  );

  app.patch(
    '/api/user/:id/approve',
    { schema: { tags, params: idParams, response: responses(userResponse) }, config: admin },
    async (request) => ({
      success: true as const,
      data: await users.approve(request.user, request.clan, request.params.id),
      message: MESSAGES.userApproved,
    }),
  );

  app.patch(
    '/api/user/:id/reject',
    { schema: { tags, params: idParams, response: responses(userResponse) }, config: admin },
    async (request) => ({
      success: true as const,
      data: await users.reject(request.user, request.clan, request.params.id),
      message: MESSAGES.userRejected,
    }),
  );

  app.patch(
    '/api/user/:id/role',
    {
      schema: { tags, params: idParams, body: setRoleBody, response: responses(userResponse) },
      config: admin,
    },
    async (request) => ({
      success: true as const,
      data: await users.setRole(
        request.user,
        request.clan,
        request.params.id,
        request.body.role,
        request.body.version,
      ),
      message: MESSAGES.userRoleUpdated,
    }),
  );

  app.delete(
    '/api/user/:id',
    { schema: { tags, params: idParams, response: responses(messageResponseSchema) }, config: admin },
    async (request) => {
      await users.remove(request.user, request.clan, request.params.id);
      return { success: true as const, message: MESSAGES.userDeleted };
    },
  );
};
