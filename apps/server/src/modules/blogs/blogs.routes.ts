import { blogsApi } from '@giapha/contract';
import {
  type FastifyPluginAsyncZod,
  serializerCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { ok, registerApi, registerCrud } from '../../lib/api-route.ts';
import { clanContext } from '../../lib/request-context.ts';
import { BlogsService } from './blogs.service.ts';
import { publicBlogsCache } from './public-blogs-cache.ts';

/**
 * The route's schema serializer, run once per answer object: the public list hands out the same
 * cached answer for a few seconds, so its JSON (checked against the schema) is made once too.
 */
const serializeOnce: typeof serializerCompiler = (route) => {
  const serialize = serializerCompiler(route);
  const done = new WeakMap<object, string>();
  return (data) => {
    if (typeof data !== 'object' || data === null) return serialize(data);
    let text = done.get(data);
    if (text === undefined) {
      text = serialize(data);
      done.set(data, text);
    }
    return text;
  };
};

/** Spec §7: visitors read published and due posts; admins write and see every state. */
export const blogsRoutes: FastifyPluginAsyncZod = async (app) => {
  const blogs = new BlogsService(app.db, publicBlogsCache(app.db), app.storage);
  const options = { tags: ['blogs'] };

  // In a scope of its own: only this route's answers are reused objects worth serializing once.
  await app.register(async (scope) => {
    scope.setSerializerCompiler(serializeOnce);
    registerApi(
      scope.withTypeProvider<ZodTypeProvider>(),
      blogsApi.listPublic,
      { tags: ['public'] },
      async (request) => blogs.listPublic(clanContext(request), request.query),
    );
  });

  registerApi(app, blogsApi.getPublic, { tags: ['public'] }, async (request) =>
    ok(await blogs.getPublic(clanContext(request), request.params.slug)),
  );

  registerApi(app, blogsApi.getBySlug, options, async (request) =>
    ok(await blogs.getBySlug(clanContext(request), request.params.slug)),
  );

  registerCrud(app, blogsApi, options, blogs, 'blog');
};
