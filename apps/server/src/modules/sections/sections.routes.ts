import {
  createSectionBody,
  idParams,
  MESSAGES,
  messageResponseSchema,
  reorderBody,
  sectionListResponse,
  sectionResponse,
  sectionsQuery,
  updateSectionBody,
} from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../lib/route-schemas.ts';
import { SectionsService } from './sections.service.ts';

/** The new order, so the client can replace its cache, with the message for its toast. */

/** The home page's blocks: visitors see the visible ones, admins edit them all. */
export const sectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const sections = new SectionsService(app.db);
  const tags = ['sections'];
  const admin = { access: 'admin' } as const;

  app.get(
    '/api/public/sections',
    {
      schema: { tags: ['public'], querystring: sectionsQuery, response: responses(sectionListResponse) },
      config: { access: 'public' },
    },
    async (request) => ({
      success: true as const,
      ...(await sections.publicList(request.clan, request.query)),
    }),
  );

  app.get(
    '/api/sections',
    { schema: { tags, querystring: sectionsQuery, response: responses(sectionListResponse) }, config: admin },
    async (request) => ({
      success: true as const,
      ...(await sections.adminList(request.clan, request.query)),
    }),
  );

  app.post(
    '/api/section',
    { schema: { tags, body: createSectionBody, response: responses(sectionResponse, 201) }, config: admin },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        data: await sections.create(request.user, request.clan, request.body),
        message: MESSAGES.sectionCreated,
      }),
  );

  app.put(
    '/api/sections/reorder',
    { schema: { tags, body: reorderBody, response: responses(sectionListResponse) }, config: admin },
    async (request) => ({
      success: true as const,
      ...(await sections.reorder(request.user, request.clan, request.body)),
      message: MESSAGES.sectionsReordered,
    }),
  );

  app.put(
    '/api/section/:id',
    {
      schema: { tags, params: idParams, body: updateSectionBody, response: responses(sectionResponse) },
      config: admin,
    },
    async (request) => ({
      success: true as const,
      data: await sections.update(request.user, request.clan, request.params.id, request.body),
      message: MESSAGES.sectionUpdated,
    }),
  );

  app.delete(
    '/api/section/:id',
    { schema: { tags, params: idParams, response: responses(messageResponseSchema) }, config: admin },
    async (request) => {
      await sections.remove(request.user, request.clan, request.params.id);
      return { success: true as const, message: MESSAGES.sectionDeleted };
    },
  );
};
