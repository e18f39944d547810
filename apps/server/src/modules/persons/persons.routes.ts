import {
  createPersonBody,
  generationParams,
  idParams,
  idQuery,
  listPersonsQuery,
  MESSAGES,
  messageResponseSchema,
  personListResponse,
  personResponse,
  personsByGenerationQuery,
  searchPersonsQuery,
  updatePersonBody,
  updatePersonQuery,
  updatePositionsBody,
  updatePositionsResponse,
} from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../lib/route-schemas.ts';
import { PersonsService } from './persons.service.ts';

/** Spec §7 "Persons": members read, admins write; everything is scoped to the request's clan. */
export const personsRoutes: FastifyPluginAsyncZod = async (app) => {
  const persons = new PersonsService(app.db);
  const tags = ['persons'];
  const member = { access: 'member' } as const;
  const admin = { access: 'admin' } as const;

  app.get(
    '/api/persons',
    {
      schema: { tags, querystring: listPersonsQuery, response: responses(personListResponse) },
      config: member,
    },
    async (request) => ({ success: true as const, ...(await persons.list(request.clan, request.query)) }),
  );

  app.get(
    '/api/person/search',
    {
      schema: { tags, querystring: searchPersonsQuery, response: responses(personListResponse) },
      config: member,
    },
    async (request) => ({ success: true as const, ...(await persons.search(request.clan, request.query)) }),
  );

  app.get(
    '/api/person/generation/:gen',
    {
      schema: {
        tags,
        params: generationParams,
        querystring: personsByGenerationQuery,
        response: responses(personListResponse),
      },
      config: member,
    },
    async (request) => ({
      success: true as const,
      ...(await persons.byGeneration(request.clan, request.params.gen, request.query)),
    }),
  );

  app.get(
    '/api/person',
    { schema: { tags, querystring: idQuery, response: responses(personResponse) }, config: member },
    async (request) => ({ success: true as const, data: await persons.get(request.clan, request.query.id) }),
  );

  app.post(
    '/api/person',
    { schema: { tags, body: createPersonBody, response: responses(personResponse, 201) }, config: admin },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        data: await persons.create(request.user, request.clan, request.body),
        message: MESSAGES.personCreated,
      }),
  );

  app.put(
    '/api/person',
    {
      schema: {
        tags,
        querystring: updatePersonQuery,
        body: updatePersonBody,
        response: responses(personResponse),
      },
      config: admin,
    },
    async (request) => ({
      success: true as const,
      data: await persons.update(
        request.user,
        request.clan,
        request.query.id,
        request.query.treeId,
        request.body,
      ),
      message: MESSAGES.personUpdated,
    }),
  );

  app.delete(
    '/api/person',
    { schema: { tags, querystring: idQuery, response: responses(messageResponseSchema) }, config: admin },
    async (request) => {
      await persons.remove(request.user, request.clan, request.query.id);
      return { success: true as const, message: MESSAGES.personDeleted };
    },
  );

  app.delete(
    '/api/person/:id',
    { schema: { tags, params: idParams, response: responses(messageResponseSchema) }, config: admin },
    async (request) => {
      await persons.remove(request.user, request.clan, request.params.id);
      return { success: true as const, message: MESSAGES.personDeleted };
    },
  );

  app.put(
    '/api/persons/update-multiple-positions',
    {
      schema: { tags, body: updatePositionsBody, response: responses(updatePositionsResponse) },
      config: admin,
    },
    async (request) => ({
      success: true as const,
      data: await persons.updatePositions(request.user, request.clan, request.body),
      message: MESSAGES.positionsUpdated,
    }),
  );
};
