import { categoriesApi, MESSAGES } from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { done, ok, okPage, registerApi, registerRemove } from '../../lib/api-route.ts';
import { actorContext, clanContext } from '../../lib/request-context.ts';
import { publicBlogsCache } from '../blogs/public-blogs-cache.ts';
import { CategoriesService } from './categories.service.ts';

/** Spec §7: visitors list categories, members read them, admins write and order them. */
export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const categories = new CategoriesService(app.db, publicBlogsCache(app.db));
  const options = { tags: ['categories'] };

  registerApi(app, categoriesApi.listPublic, { tags: ['public'] }, async (request) =>
    okPage(await categories.listPublic(clanContext(request), request.query)),
  );

  registerApi(app, categoriesApi.list, options, async (request) =>
    okPage(await categories.list(clanContext(request), request.query)),
  );

  registerApi(app, categoriesApi.get, options, async (request) =>
    ok(await categories.get(clanContext(request), request.query.id)),
  );

  registerApi(app, categoriesApi.create, options, async (request) =>
    ok(await categories.create(actorContext(request), request.body), MESSAGES.categoryCreated),
  );

  registerApi(app, categoriesApi.reorder, options, async (request) => {
    await categories.reorder(actorContext(request), request.body);
    return done(MESSAGES.categoriesReordered);
  });

  registerApi(app, categoriesApi.update, options, async (request) =>
    ok(
      await categories.update(actorContext(request), request.params.id, request.body),
      MESSAGES.categoryUpdated,
    ),
  );

  registerRemove(app, categoriesApi.remove, options, categories, MESSAGES.categoryDeleted);
};
