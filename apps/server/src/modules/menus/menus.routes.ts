import {
  createMenuBody,
  idParams,
  MESSAGES,
  menuListResponse,
  menuResponse,
  menusQuery,
  messageResponseSchema,
  publicMenuListResponse,
  reorderMenusBody,
  updateMenuBody,
} from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../lib/route-schemas.ts';
import { MenusService } from './menus.service.ts';

/** The new tree, so the client can replace its cache, with the message for its toast. */

/** The clan's menu: everyone reads it, admins build it. */
export const menusRoutes: FastifyPluginAsyncZod = async (app) => {
  const menus = new MenusService(app.db);
  const tags = ['menus'];
  const admin = { access: 'admin' } as const;

  app.get(
    '/api/public/menus',
    {
      schema: { tags: ['public'], querystring: menusQuery, response: responses(publicMenuListResponse) },
      config: { access: 'public' },
    },
    async (request) => ({ success: true as const, ...(await menus.publicTree(request.clan, request.query)) }),
  );

  app.get(
    '/api/menus',
    { schema: { tags, querystring: menusQuery, response: responses(menuListResponse) }, config: admin },
    async (request) => ({ success: true as const, ...(await menus.tree(request.clan, request.query)) }),
  );

  app.post(
    '/api/menu',
    { schema: { tags, body: createMenuBody, response: responses(menuResponse, 201) }, config: admin },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        data: await menus.create(request.user, request.clan, request.body),
        message: MESSAGES.menuCreated,
      }),
  );

  app.put(
    '/api/menus/reorder',
    { schema: { tags, body: reorderMenusBody, response: responses(menuListResponse) }, config: admin },
    async (request) => ({
      success: true as const,
      ...(await menus.reorder(request.user, request.clan, request.body)),
      message: MESSAGES.menusReordered,
    }),
  );

  app.put(
    '/api/menu/:id',
    {
      schema: { tags, params: idParams, body: updateMenuBody, response: responses(menuResponse) },
      config: admin,
    },
    async (request) => ({
      success: true as const,
      data: await menus.update(request.user, request.clan, request.params.id, request.body),
      message: MESSAGES.menuUpdated,
    }),
  );

  app.delete(
    '/api/menu/:id',
    { schema: { tags, params: idParams, response: responses(messageResponseSchema) }, config: admin },
    async (request) => {
      await menus.remove(request.user, request.clan, request.params.id);
      return { success: true as const, message: MESSAGES.menuDeleted };
    },
  );
};
