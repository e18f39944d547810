import { categoriesApi, MESSAGES } from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { done, okPage, registerApi, registerCrud } from '../../lib/api-route.ts';
import { actorContext, clanContext } from '../../lib/request-context.ts';
import { registerStored } from '../../lib/stored-route.ts';
import { PUBLIC_POSTS_STORED } from '../blogs/public-posts.ts';
import { CategoriesService } from './categories.service.ts';

/** Spec §7: visitors list categories, members read them, admins write and order them. */
export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const categories = new CategoriesService(app.db);
  const options = { tags: ['categories'] };

  // Counts published posts: a scheduled one shows within a few seconds of its time.
  registerStored(
    app,
    categoriesApi.listPublic,
    { tags: ['public'] },
    {
      ...PUBLIC_POSTS_STORED,
      answer: async (request) => okPage(await categories.listPublic(clanContext(request), request.query)),
    },
  );

  registerApi(app, categoriesApi.reorder, options, async (request) => {
    await categories.reorder(actorContext(request), request.body);
    return done(MESSAGES.categoriesReordered);
  });

  registerCrud(app, categoriesApi, options, categories, 'category');
};
