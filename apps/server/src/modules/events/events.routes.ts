import {
  anniversariesQuery,
  anniversariesResponse,
  createEventBody,
  eventListResponse,
  eventResponse,
  eventSlugParams,
  eventsInMonthQuery,
  idParams,
  idQuery,
  listEventsQuery,
  MESSAGES,
  messageResponseSchema,
  occurrenceListResponse,
  publicEventResponse,
  publicEventsQuery,
  updateEventBody,
} from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../lib/route-schemas.ts';
import { EventsService } from './events.service.ts';

/**
 * Spec §7 "Events": visitors see the events and the giỗ of public trees day by day; members read the
 * clan's events and the coming giỗ; admins write.
 */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const events = new EventsService(app.db);
  const tags = ['events'];
  const member = { access: 'member' } as const;
  const admin = { access: 'admin' } as const;
  const visitor = { access: 'public' } as const;

  app.get(
    '/api/public/events',
    {
      schema: {
        tags: ['public'],
        querystring: publicEventsQuery,
        response: responses(occurrenceListResponse),
      },
      config: visitor,
    },
    async (request) => ({
      success: true as const,
      ...(await events.upcomingPublic(request.clan, request.query)),
    }),
  );

  app.get(
    '/api/public/events-in-month',
    {
      schema: {
        tags: ['public'],
        querystring: eventsInMonthQuery,
        response: responses(occurrenceListResponse),
      },
      config: visitor,
    },
    async (request) => ({ success: true as const, ...(await events.inMonth(request.clan, request.query)) }),
  );

  app.get(
    '/api/public/event/:slug',
    {
      schema: { tags: ['public'], params: eventSlugParams, response: responses(publicEventResponse) },
      config: visitor,
    },
    async (request) => ({
      success: true as const,
      data: await events.getPublic(request.clan, request.params.slug),
    }),
  );

  app.get(
    '/api/events',
    {
      schema: { tags, querystring: listEventsQuery, response: responses(eventListResponse) },
      config: member,
    },
    async (request) => ({ success: true as const, ...(await events.list(request.clan, request.query)) }),
  );

  // The admin home's "giỗ in the next 30 days".
  app.get(
    '/api/events/anniversaries',
    {
      schema: { tags, querystring: anniversariesQuery, response: responses(anniversariesResponse) },
      config: member,
    },
    async (request) => ({
      success: true as const,
      ...(await events.anniversaries(request.clan, request.query)),
    }),
  );

  app.get(
    '/api/event',
    { schema: { tags, querystring: idQuery, response: responses(eventResponse) }, config: member },
    async (request) => ({
      success: true as const,
      data: await events.getById(request.clan, request.query.id),
    }),
  );

  app.get(
    '/api/event/:slug',
    { schema: { tags, params: eventSlugParams, response: responses(eventResponse) }, config: member },
    async (request) => ({
      success: true as const,
      data: await events.getBySlug(request.clan, request.params.slug),
    }),
  );

  app.post(
    '/api/event',
    { schema: { tags, body: createEventBody, response: responses(eventResponse, 201) }, config: admin },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        data: await events.create(request.user, request.clan, request.body),
        message: MESSAGES.eventCreated,
      }),
  );

  app.put(
    '/api/event/:id',
    {
      schema: { tags, params: idParams, body: updateEventBody, response: responses(eventResponse) },
      config: admin,
    },
    async (request) => ({
      success: true as const,
      data: await events.update(request.user, request.clan, request.params.id, request.body),
      message: MESSAGES.eventUpdated,
    }),
  );

  app.delete(
    '/api/event/:id',
    { schema: { tags, params: idParams, response: responses(messageResponseSchema) }, config: admin },
    async (request) => {
      await events.remove(request.user, request.clan, request.params.id);
      return { success: true as const, message: MESSAGES.eventDeleted };
    },
  );
};
