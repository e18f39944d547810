import {
  hasSplitTreeResponse,
  MESSAGES,
  optionalTreeResponse,
  personIdParams,
  personsWithSplitTreesResponse,
  splitTreeBody,
  syncPersonBody,
  syncPersonResponse,
  treeFamilyBody,
  treeFamilyResponse,
  treeIdParams,
  treePersonParams,
  treeResponse,
  treesResponse,
  treeTypeResponse,
} from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../lib/route-schemas.ts';
import { SplitService } from './split.service.ts';

export const splitRoutes: FastifyPluginAsyncZod = async (app) => {
  const split = new SplitService(app.db);
  const tags = ['trees'];
  const admin = { access: 'admin' } as const;
  const member = { access: 'member' } as const;

  app.post(
    '/api/tree/split',
    { schema: { tags, body: splitTreeBody, response: responses(treeResponse, 201) }, config: admin },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        data: await split.split(request.user, request.clan, request.body),
        message: MESSAGES.treeSplit,
      }),
  );

  app.get(
    '/api/tree/:id/type',
    { schema: { tags, params: treeIdParams, response: responses(treeTypeResponse) }, config: member },
    async (request) => ({ success: true as const, data: await split.type(request.clan, request.params.id) }),
  );

  app.get(
    '/api/tree/:id/original',
    { schema: { tags, params: treeIdParams, response: responses(optionalTreeResponse) }, config: member },
    async (request) => ({
      success: true as const,
      data: await split.original(request.clan, request.params.id),
    }),
  );

  app.get(
    '/api/tree/:id/split-trees',
    { schema: { tags, params: treeIdParams, response: responses(treesResponse) }, config: member },
    async (request) => ({
      success: true as const,
      data: await split.splitTrees(request.clan, request.params.id),
    }),
  );

  app.get(
    '/api/tree/:id/persons-with-split-trees',
    {
      schema: { tags, params: treeIdParams, response: responses(personsWithSplitTreesResponse) },
      config: member,
    },
    async (request) => ({
      success: true as const,
      data: await split.personsWithSplitTrees(request.clan, request.params.id),
    }),
  );

  app.get(
    '/api/tree/split-tree/:personId',
    { schema: { tags, params: personIdParams, response: responses(optionalTreeResponse) }, config: member },
    async (request) => ({
      success: true as const,
      data: await split.splitTreeOfPerson(request.clan, request.params.personId),
    }),
  );

  app.get(
    '/api/tree/has-split-tree/:personId',
    { schema: { tags, params: personIdParams, response: responses(hasSplitTreeResponse) }, config: member },
    async (request) => ({
      success: true as const,
      data: await split.hasSplitTree(request.clan, request.params.personId),
    }),
  );

  app.get(
    '/api/tree/:treeId/split-tree/:personId',
    {
      schema: { tags, params: treePersonParams, response: responses(optionalTreeResponse) },
      config: member,
    },
    async (request) => ({
      success: true as const,
      data: await split.splitTreeOfPerson(request.clan, request.params.personId, request.params.treeId),
    }),
  );

  app.get(
    '/api/tree/:treeId/has-split-tree/:personId',
    {
      schema: { tags, params: treePersonParams, response: responses(hasSplitTreeResponse) },
      config: member,
    },
    async (request) => ({
      success: true as const,
      data: await split.hasSplitTree(request.clan, request.params.personId, request.params.treeId),
    }),
  );

  app.post(
    '/api/tree/add-family-auto',
    { schema: { tags, body: treeFamilyBody, response: responses(treeFamilyResponse) }, config: admin },
    async (request) => ({
      success: true as const,
      data: await split.changeFamilyAuto(request.user, request.clan, request.body, 'add'),
      message: MESSAGES.familyAdded,
    }),
  );

  app.post(
    '/api/tree/remove-family-auto',
    { schema: { tags, body: treeFamilyBody, response: responses(treeFamilyResponse) }, config: admin },
    async (request) => ({
      success: true as const,
      data: await split.changeFamilyAuto(request.user, request.clan, request.body, 'remove'),
      message: MESSAGES.familyRemoved,
    }),
  );

  app.post(
    '/api/tree/sync-person',
    { schema: { tags, body: syncPersonBody, response: responses(syncPersonResponse) }, config: admin },
    async (request) => ({
      success: true as const,
      data: await split.syncPerson(request.user, request.clan, request.body),
      message: MESSAGES.personSynced,
    }),
  );
};
