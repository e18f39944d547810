import {
  createTreeBody,
  decorNodesBody,
  generationSizesResponse,
  hideSpousesBody,
  listTreesQuery,
  MESSAGES,
  messageResponseSchema,
  publicTreeListResponse,
  publicTreeResponse,
  publicTreesQuery,
  treeIdParams,
  treeIdQuery,
  treeListResponse,
  treeResponse,
  updateGenerationSizesBody,
  updateTreeBody,
} from '@giapha/contract';
import type { FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, responses } from '../../lib/route-schemas.ts';
import { TreesService } from './trees.service.ts';

export const treesRoutes: FastifyPluginAsyncZod = async (app) => {
  const trees = new TreesService(app.db);
  const tags = ['trees'];
  const member = { access: 'member' } as const;
  const admin = { access: 'admin' } as const;
  const visitor = { access: 'public' } as const;

  app.get(
    '/api/trees',
    { schema: { tags, querystring: listTreesQuery, response: responses(treeListResponse) }, config: member },
    async (request) => ({ success: true as const, ...(await trees.list(request.clan, request.query)) }),
  );

  app.get(
    '/api/tree',
    { schema: { tags, querystring: treeIdQuery, response: responses(treeResponse) }, config: member },
    async (request) => ({ success: true as const, data: await trees.get(request.clan, request.query.id) }),
  );

  app.post(
    '/api/tree',
    { schema: { tags, body: createTreeBody, response: responses(treeResponse, 201) }, config: admin },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        data: await trees.create(request.user, request.clan, request.body),
        message: MESSAGES.treeCreated,
      }),
  );

  app.put(
    '/api/tree',
    {
      schema: { tags, querystring: treeIdQuery, body: updateTreeBody, response: responses(treeResponse) },
      config: admin,
    },
    async (request) => ({
      success: true as const,
      data: await trees.update(request.user, request.clan, request.query.id, request.body),
      message: MESSAGES.treeUpdated,
    }),
  );

  // Spec §7 lists this one without the /api prefix.
  app.put(
    '/tree/:id',
    {
      schema: { tags, params: treeIdParams, body: updateTreeBody, response: responses(treeResponse) },
      config: admin,
    },
    async (request) => ({
      success: true as const,
      data: await trees.update(request.user, request.clan, request.params.id, request.body),
      message: MESSAGES.treeUpdated,
    }),
  );

  app.delete(
    '/api/tree/:id',
    { schema: { tags, params: treeIdParams, response: responses(messageResponseSchema) }, config: admin },
    async (request) => {
      await trees.remove(request.user, request.clan, request.params.id);
      return { success: true as const, message: MESSAGES.treeDeleted };
    },
  );

  // The graph's body is JSON text built mostly by the database (TreesService.graphBody), sent as it
  // is: these two routes are typed without the zod provider, whose typing wants an object.
  const prebuilt = app.withTypeProvider<FastifyTypeProviderDefault>();
  prebuilt.get(
    '/api/tree-graph',
    { schema: { tags, querystring: treeIdQuery, response: errorResponses }, config: member },
    async (request, reply) => {
      const { id } = treeIdQuery.parse(request.query);
      return reply.type('application/json; charset=utf-8').send(await trees.graphBody(request.clan, id));
    },
  );

  app.get(
    '/api/tree/:id/generation-sizes',
    { schema: { tags, params: treeIdParams, response: responses(generationSizesResponse) }, config: member },
    async (request) => ({
      success: true as const,
      data: await trees.generationSizes(request.clan, request.params.id),
    }),
  );

  app.put(
    '/api/tree/:id/generation-sizes',
    {
      schema: {
        tags,
        params: treeIdParams,
        body: updateGenerationSizesBody,
        response: responses(generationSizesResponse),
      },
      config: admin,
    },
    async (request) => ({
      success: true as const,
      data: await trees.setGenerationSizes(request.clan, request.params.id, request.body),
      message: MESSAGES.generationSizesUpdated,
    }),
  );

  app.put(
    '/api/tree/:id/decor-nodes',
    {
      schema: { tags, params: treeIdParams, body: decorNodesBody, response: responses(treeResponse) },
      config: admin,
    },
    async (request) => ({
      success: true as const,
      data: await trees.setDecorNodes(request.clan, request.params.id, request.body.decorNodes),
      message: MESSAGES.decorNodesUpdated,
    }),
  );

  app.put(
    '/api/tree/:id/hide-spouses',
    {
      schema: { tags, params: treeIdParams, body: hideSpousesBody, response: responses(treeResponse) },
      config: admin,
    },
    async (request) => ({
      success: true as const,
      data: await trees.setHideSpouses(request.clan, request.params.id, request.body.hideSpouses),
      message: MESSAGES.hideSpousesUpdated,
    }),
  );

  // Visitors: only trees the clan made public, without private fields.
  const publicTags = ['public'];
  app.get(
    '/api/public/tree',
    {
      schema: { tags: publicTags, querystring: treeIdQuery, response: responses(publicTreeResponse) },
      config: visitor,
    },
    async (request) => ({
      success: true as const,
      data: await trees.publicTree(request.clan, request.query.id),
    }),
  );

  app.get(
    '/api/public/tree/:id/generation-sizes',
    {
      schema: { tags: publicTags, params: treeIdParams, response: responses(generationSizesResponse) },
      config: visitor,
    },
    async (request) => ({
      success: true as const,
      data: await trees.publicGenerationSizes(request.clan, request.params.id),
    }),
  );

  app.get(
    '/api/public/trees',
    {
      schema: {
        tags: publicTags,
        querystring: publicTreesQuery,
        response: responses(publicTreeListResponse),
      },
      config: visitor,
    },
    async (request) => ({ success: true as const, ...(await trees.publicList(request.clan, request.query)) }),
  );

  prebuilt.get(
    '/api/public/tree-graph',
    { schema: { tags: publicTags, querystring: treeIdQuery, response: errorResponses }, config: visitor },
    async (request, reply) => {
      const { id } = treeIdQuery.parse(request.query);
      return reply
        .type('application/json; charset=utf-8')
        .send(await trees.publicGraphBody(request.clan, id));
    },
  );
};
