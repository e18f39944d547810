import {
  blogListResponse,
  blogResponse,
  blogSlugParams,
  createBlogBody,
  idParams,
  idQuery,
  listBlogsQuery,
  MESSAGES,
  messageResponseSchema,
  publicBlogListResponse,
  publicBlogResponse,
  publicBlogsQuery,
  updateBlogBody,
} from '@giapha/contract';
import {
  type FastifyPluginAsyncZod,
  serializerCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { responses } from '../../lib/route-schemas.ts';
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
  const tags = ['blogs'];
  const admin = { access: 'admin' } as const;

  // In a scope of its own: only this route's answers are reused objects worth serializing once.
  await app.register(async (scope) => {
    scope.setSerializerCompiler(serializeOnce);
    scope.withTypeProvider<ZodTypeProvider>().get(
      '/api/public/blogs',
      {
        schema: {
          tags: ['public'],
          querystring: publicBlogsQuery,
          response: responses(publicBlogListResponse),
        },
        config: { access: 'public' },
      },
      async (request) => blogs.listPublic(request.clan, request.query),
    );
  });

  app.get(
    '/api/public/blog/:slug',
    {
      schema: { tags: ['public'], params: blogSlugParams, response: responses(publicBlogResponse) },
      config: { access: 'public' },
    },
    async (request) => ({
      success: true as const,
      data: await blogs.getPublic(request.clan, request.params.slug),
    }),
  );

  app.get(
    '/api/blogs',
    { schema: { tags, querystring: listBlogsQuery, response: responses(blogListResponse) }, config: admin },
    async (request) => ({ success: true as const, ...(await blogs.list(request.clan, request.query)) }),
  );

  app.get(
    '/api/blog',
    { schema: { tags, querystring: idQuery, response: responses(blogResponse) }, config: admin },
    async (request) => ({
      success: true as const,
      data: await blogs.getById(request.clan, request.query.id),
    }),
  );

  // The admin update page is /admin/blogs/update/{slug}: it loads the post by slug, in any state.
  app.get(
    '/api/blog/:slug',
    { schema: { tags, params: blogSlugParams, response: responses(blogResponse) }, config: admin },
    async (request) => ({
      success: true as const,
      data: await blogs.getBySlug(request.clan, request.params.slug),
    }),
  );

  app.post(
    '/api/blog',
    { schema: { tags, body: createBlogBody, response: responses(blogResponse, 201) }, config: admin },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        data: await blogs.create(request.user, request.clan, request.body),
        message: MESSAGES.blogCreated,
      }),
  );

  app.put(
    '/api/blog/:id',
    {
      schema: { tags, params: idParams, body: updateBlogBody, response: responses(blogResponse) },
      config: admin,
    },
    async (request) => ({
      success: true as const,
      data: await blogs.update(request.user, request.clan, request.params.id, request.body),
      message: MESSAGES.blogUpdated,
    }),
  );

  app.delete(
    '/api/blog/:id',
    { schema: { tags, params: idParams, response: responses(messageResponseSchema) }, config: admin },
    async (request) => {
      await blogs.remove(request.user, request.clan, request.params.id);
      return { success: true as const, message: MESSAGES.blogDeleted };
    },
  );
};
