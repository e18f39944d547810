import { compactMemberTreeGraph, MESSAGES, treeGraphResponse, treesApi } from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage, registerApi, registerCrud, registerRead } from '../../lib/api-route.ts';
import { actorContext, clanContext } from '../../lib/request-context.ts';
import { registerStored } from '../../lib/stored-route.ts';
import { TreesService } from './trees.service.ts';

export const treesRoutes: FastifyPluginAsyncZod = async (app) => {
  const trees = new TreesService(app.db);
  const options = { tags: ['trees'] };

  registerApi(app, treesApi.updateById, options, async (request) =>
    ok(await trees.update(actorContext(request), request.params.id, request.body), MESSAGES.treeUpdated),
  );

  registerCrud(app, treesApi, options, trees, 'tree');

  // The graph's body is JSON text built mostly by the database (TreesService.graphBody), built once per
  // version of the clan's trees and sent as stored, compressed; the same for every member.
  registerStored(app, treesApi.graph, options, {
    topics: ['trees'],
    audience: 'private',
    answer: (request) => trees.graphBody(clanContext(request), request.query.id),
  });

  // The same graph in columns for the tree page (tree-graph-compact.ts): made from the JSON above once
  // per version, so it is read and checked here, never per request.
  registerStored(app, treesApi.graphCompact, options, {
    topics: ['trees'],
    audience: 'private',
    answer: async (request) => {
      const body = await trees.graphBody(clanContext(request), request.query.id);
      return ok(compactMemberTreeGraph(treeGraphResponse.parse(JSON.parse(body)).data));
    },
  });

  registerRead(app, treesApi.generationSizes, options, (context, id) => trees.generationSizes(context, id));

  registerApi(app, treesApi.setGenerationSizes, options, async (request) =>
    ok(
      await trees.setGenerationSizes(actorContext(request), request.params.id, request.body),
      MESSAGES.generationSizesUpdated,
    ),
  );

  registerApi(app, treesApi.setDecorNodes, options, async (request) =>
    ok(
      await trees.setDecorNodes(actorContext(request), request.params.id, request.body.decorNodes),
      MESSAGES.decorNodesUpdated,
    ),
  );

  registerApi(app, treesApi.setHideSpouses, options, async (request) =>
    ok(
      await trees.setHideSpouses(actorContext(request), request.params.id, request.body.hideSpouses),
      MESSAGES.hideSpousesUpdated,
    ),
  );

  // Visitors: only trees the clan made public, without private fields.
  const visitors = { tags: ['public'] };

  registerRead(app, treesApi.publicTree, visitors, (context, id) => trees.publicTree(context, id));

  registerRead(app, treesApi.publicGenerationSizes, visitors, (context, id) =>
    trees.publicGenerationSizes(context, id),
  );

  registerStored(app, treesApi.publicList, visitors, {
    topics: ['trees'],
    audience: 'public',
    answer: async (request) => okPage(await trees.publicList(clanContext(request), request.query)),
  });

  registerStored(app, treesApi.publicGraph, visitors, {
    topics: ['trees'],
    audience: 'public',
    answer: (request) => trees.publicGraphBody(clanContext(request), request.query.id),
  });

  registerStored(app, treesApi.publicGraphCompact, visitors, {
    topics: ['trees'],
    audience: 'public',
    answer: async (request) => ok(await trees.publicGraphCompact(clanContext(request), request.query.id)),
  });
};
