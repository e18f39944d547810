import { MESSAGES, menusApi } from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerApi } from '../../lib/api-route.ts';
import { actorContext, clanContext } from '../../lib/request-context.ts';
import { MenusService } from './menus.service.ts';

/** The clan's menu: everyone reads it, admins build it. */
export const menusRoutes: FastifyPluginAsyncZod = async (app) => {
  const menus = new MenusService(app.db);
  const options = { tags: ['menus'] };

  registerApi(app, menusApi.listPublic, { tags: ['public'] }, async (request) => ({
    success: true as const,
    ...(await menus.publicTree(clanContext(request), request.query)),
  }));

  registerApi(app, menusApi.list, options, async (request) => ({
    success: true as const,
    ...(await menus.tree(clanContext(request), request.query)),
  }));

  registerApi(app, menusApi.create, options, async (request) => ({
    success: true as const,
    data: await menus.create(actorContext(request), request.body),
    message: MESSAGES.menuCreated,
  }));

  registerApi(app, menusApi.reorder, options, async (request) => ({
    success: true as const,
    ...(await menus.reorder(actorContext(request), request.body)),
    message: MESSAGES.menusReordered,
  }));

  registerApi(app, menusApi.update, options, async (request) => ({
    success: true as const,
    data: await menus.update(actorContext(request), request.params.id, request.body),
    message: MESSAGES.menuUpdated,
  }));

  registerApi(app, menusApi.remove, options, async (request) => {
    await menus.remove(actorContext(request), request.params.id);
    return { success: true as const, message: MESSAGES.menuDeleted };
  });
};
