import {
  addChildBody,
  addChildResponse,
  addMultipleChildrenBody,
  addMultipleChildrenResponse,
  addSpouseBody,
  addSpouseResponse,
  createPersonFamilyBody,
  createPersonFamilyResponse,
  idParams,
  MESSAGES,
  spousesQuery,
  spousesResponse,
  treeFamilyBody,
  treeFamilyResponse,
} from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../lib/route-schemas.ts';
import { FamiliesService } from './families.service.ts';

export const familiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const families = new FamiliesService(app.db);
  const tags = ['families'];
  const admin = { access: 'admin' } as const;
  const member = { access: 'member' } as const;

  app.post(
    '/api/tree/add-family',
    { schema: { tags, body: treeFamilyBody, response: responses(treeFamilyResponse) }, config: admin },
    async (request) => ({
      success: true as const,
      data: await families.addFamily(request.user, request.clan, request.body),
      message: MESSAGES.familyAdded,
    }),
  );

  app.post(
    '/api/tree/remove-family',
    { schema: { tags, body: treeFamilyBody, response: responses(treeFamilyResponse) }, config: admin },
    async (request) => ({
      success: true as const,
      data: await families.removeFamily(request.user, request.clan, request.body),
      message: MESSAGES.familyRemoved,
    }),
  );

  app.post(
    '/api/family/add-spouse',
    { schema: { tags, body: addSpouseBody, response: responses(addSpouseResponse, 201) }, config: admin },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        data: await families.addSpouse(request.user, request.clan, request.body),
        message: MESSAGES.spouseAdded,
      }),
  );

  app.get(
    '/api/family/spouses/:id',
    {
      schema: { tags, params: idParams, querystring: spousesQuery, response: responses(spousesResponse) },
      config: member,
    },
    async (request) => ({
      success: true as const,
      data: await families.spouses(request.clan, request.params.id, request.query),
    }),
  );

  app.post(
    '/api/family/add-child',
    { schema: { tags, body: addChildBody, response: responses(addChildResponse, 201) }, config: admin },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        data: await families.addChild(request.user, request.clan, request.body),
        message: MESSAGES.childAdded,
      }),
  );

  app.post(
    '/api/family/add-multiple-children',
    {
      schema: {
        tags,
        body: addMultipleChildrenBody,
        response: responses(addMultipleChildrenResponse, 201),
      },
      config: admin,
    },
    async (request, reply) => {
      const data = await families.addMultipleChildren(request.user, request.clan, request.body);
      return reply.status(201).send({
        success: true,
        data,
        message: MESSAGES.childrenAdded.replace('{n}', String(data.children.length)),
      });
    },
  );

  app.post(
    '/api/tree/create-person-family',
    {
      schema: {
        tags,
        body: createPersonFamilyBody,
        response: responses(createPersonFamilyResponse, 201),
      },
      config: admin,
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        data: await families.createPersonFamily(request.user, request.clan, request.body),
        message: MESSAGES.personCreated,
      }),
  );
};
