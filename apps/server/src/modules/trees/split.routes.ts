import { MESSAGES, splitTreesApi } from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, registerApi, registerRead } from '../../lib/api-route.ts';
import { actorContext, clanContext } from '../../lib/request-context.ts';
import { SplitService } from './split.service.ts';

export const splitRoutes: FastifyPluginAsyncZod = async (app) => {
  const split = new SplitService(app.db, app.bulkWrites);
  const options = { tags: ['trees'] };

  registerApi(app, splitTreesApi.split, options, async (request) =>
    ok(await split.split(actorContext(request), request.body), MESSAGES.treeSplit),
  );

  registerRead(app, splitTreesApi.type, options, (context, id) => split.type(context, id));

  registerRead(app, splitTreesApi.original, options, (context, id) => split.original(context, id));

  registerRead(app, splitTreesApi.splitTrees, options, (context, id) => split.splitTrees(context, id));

  registerRead(app, splitTreesApi.personsWithSplitTrees, options, (context, id) =>
    split.personsWithSplitTrees(context, id),
  );

  registerApi(app, splitTreesApi.splitTreeOfPerson, options, async (request) =>
    ok(await split.splitTreeOfPerson(clanContext(request), request.params.personId)),
  );

  registerApi(app, splitTreesApi.hasSplitTree, options, async (request) =>
    ok(await split.hasSplitTree(clanContext(request), request.params.personId)),
  );

  registerApi(app, splitTreesApi.splitTreeOfPersonInTree, options, async (request) =>
    ok(await split.splitTreeOfPerson(clanContext(request), request.params.personId, request.params.treeId)),
  );

  registerApi(app, splitTreesApi.hasSplitTreeInTree, options, async (request) =>
    ok(await split.hasSplitTree(clanContext(request), request.params.personId, request.params.treeId)),
  );

  registerApi(app, splitTreesApi.addFamilyAuto, options, async (request) =>
    ok(await split.changeFamilyAuto(actorContext(request), request.body, 'add'), MESSAGES.familyAdded),
  );

  registerApi(app, splitTreesApi.removeFamilyAuto, options, async (request) =>
    ok(await split.changeFamilyAuto(actorContext(request), request.body, 'remove'), MESSAGES.familyRemoved),
  );

  registerApi(app, splitTreesApi.syncPerson, options, async (request) =>
    ok(await split.syncPerson(actorContext(request), request.body), MESSAGES.personSynced),
  );
};
