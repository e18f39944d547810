import { MESSAGES, menusApi } from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage, registerApi, registerRemove } from '../../lib/api-route.ts';
import { actorContext, clanContext } from '../../lib/request-context.ts';
import { registerStored } from '../../lib/stored-route.ts';
import { MenusService } from './menus.service.ts';

/** The clan's menu: everyone reads it, admins build it. */
export const menusRoutes: FastifyPluginAsyncZod = async (app) => {
  const menus = new MenusService(app.db);
  const options = { tags: ['menus'] };

  registerStored(
    app,
    menusApi.listPublic,
    { tags: ['public'] },
    {
      topics: ['site'],
      audience: 'public',
      answer: async (request) => okPage(await menus.publicTree(clanContext(request), request.query)),
    },
  );

  registerApi(app, menusApi.list, options, async (request) =>
    okPage(await menus.tree(clanContext(request), request.query)),
  );

  registerApi(app, menusApi.create, options, async (request) =>
    ok(await menus.create(actorContext(request), request.body), MESSAGES.menuCreated),
  );

  registerApi(app, menusApi.reorder, options, async (request) =>
    okPage(await menus.reorder(actorContext(request), request.body), MESSAGES.menusReordered),
  );

  registerApi(app, menusApi.update, options, async (request) =>
    ok(await menus.update(actorContext(request), request.params.id, request.body), MESSAGES.menuUpdated),
  );

  registerRemove(app, menusApi.remove, options, menus, MESSAGES.menuDeleted);
};
