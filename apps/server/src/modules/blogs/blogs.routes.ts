import { blogsApi } from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage, registerApi, registerCrud } from '../../lib/api-route.ts';
import { clanContext } from '../../lib/request-context.ts';
import { registerStored } from '../../lib/stored-route.ts';
import { BlogsService } from './blogs.service.ts';
import { PUBLIC_POSTS_STORED } from './public-posts.ts';

/** Spec §7: visitors read published and due posts; admins write and see every state. */
export const blogsRoutes: FastifyPluginAsyncZod = async (app) => {
  const blogs = new BlogsService(app.db, app.storage);
  const options = { tags: ['blogs'] };

  // The busiest read of a clan's site (home page, blog list): stored per version of the clan's posts.
  registerStored(
    app,
    blogsApi.listPublic,
    { tags: ['public'] },
    {
      ...PUBLIC_POSTS_STORED,
      answer: async (request) => okPage(await blogs.listPublic(clanContext(request), request.query)),
    },
  );

  registerApi(app, blogsApi.getPublic, { tags: ['public'] }, async (request) =>
    ok(await blogs.getPublic(clanContext(request), request.params.slug)),
  );

  registerApi(app, blogsApi.getBySlug, options, async (request) =>
    ok(await blogs.getBySlug(clanContext(request), request.params.slug)),
  );

  registerCrud(app, blogsApi, options, blogs, 'blog');
};
