import {
  categoryListResponse,
  categoryResponse,
  createCategoryBody,
  idParams,
  idQuery,
  listCategoriesQuery,
  MESSAGES,
  messageResponseSchema,
  publicCategoriesQuery,
  reorderBody,
  updateCategoryBody,
} from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../lib/route-schemas.ts';
import { publicBlogsCache } from '../blogs/public-blogs-cache.ts';
import { CategoriesService } from './categories.service.ts';

/** Spec §7: visitors list categories, members read them, admins write and order them. */
export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const categories = new CategoriesService(app.db, publicBlogsCache(app.db));
  const tags = ['categories'];
  const member = { access: 'member' } as const;
  const admin = { access: 'admin' } as const;

  app.get(
    '/api/public/categories',
    {
      schema: {
        tags: ['public'],
        querystring: publicCategoriesQuery,
        response: responses(categoryListResponse),
      },
      config: { access: 'public' },
    },
    async (request) => ({
      success: true as const,
      ...(await categories.listPublic(request.clan, request.query)),
    }),
  );

  app.get(
    '/api/categories',
    {
      schema: { tags, querystring: listCategoriesQuery, response: responses(categoryListResponse) },
      config: member,
    },
    async (request) => ({ success: true as const, ...(await categories.list(request.clan, request.query)) }),
  );

  app.get(
    '/api/category',
    { schema: { tags, querystring: idQuery, response: responses(categoryResponse) }, config: member },
    async (request) => ({
      success: true as const,
      data: await categories.get(request.clan, request.query.id),
    }),
  );

  app.post(
    '/api/category',
    { schema: { tags, body: createCategoryBody, response: responses(categoryResponse, 201) }, config: admin },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        data: await categories.create(request.user, request.clan, request.body),
        message: MESSAGES.categoryCreated,
      }),
  );

  app.put(
    '/api/categories/reorder',
    { schema: { tags, body: reorderBody, response: responses(messageResponseSchema) }, config: admin },
    async (request) => {
      await categories.reorder(request.user, request.clan, request.body);
      return { success: true as const, message: MESSAGES.categoriesReordered };
    },
  );

  app.put(
    '/api/category/:id',
    {
      schema: { tags, params: idParams, body: updateCategoryBody, response: responses(categoryResponse) },
      config: admin,
    },
    async (request) => ({
      success: true as const,
      data: await categories.update(request.user, request.clan, request.params.id, request.body),
      message: MESSAGES.categoryUpdated,
    }),
  );

  app.delete(
    '/api/category/:id',
    { schema: { tags, params: idParams, response: responses(messageResponseSchema) }, config: admin },
    async (request) => {
      await categories.remove(request.user, request.clan, request.params.id);
      return { success: true as const, message: MESSAGES.categoryDeleted };
    },
  );
};
