import { familiesApi, MESSAGES } from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, registerApi } from '../../lib/api-route.ts';
import { actorContext, clanContext } from '../../lib/request-context.ts';
import { FamiliesService } from './families.service.ts';

export const familiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const families = new FamiliesService(app.db);
  const options = { tags: ['families'] };

  registerApi(app, familiesApi.addFamily, options, async (request) =>
    ok(await families.addFamily(actorContext(request), request.body), MESSAGES.familyAdded),
  );

  registerApi(app, familiesApi.removeFamily, options, async (request) =>
    ok(await families.removeFamily(actorContext(request), request.body), MESSAGES.familyRemoved),
  );

  registerApi(app, familiesApi.addSpouse, options, async (request) =>
    ok(await families.addSpouse(actorContext(request), request.body), MESSAGES.spouseAdded),
  );

  registerApi(app, familiesApi.spouses, options, async (request) =>
    ok(await families.spouses(clanContext(request), request.params.id, request.query)),
  );

  registerApi(app, familiesApi.addChild, options, async (request) =>
    ok(await families.addChild(actorContext(request), request.body), MESSAGES.childAdded),
  );

  registerApi(app, familiesApi.addMultipleChildren, options, async (request) => {
    const data = await families.addMultipleChildren(actorContext(request), request.body);
    return ok(data, MESSAGES.childrenAdded.replace('{n}', String(data.children.length)));
  });

  registerApi(app, familiesApi.createPersonFamily, options, async (request) =>
    ok(await families.createPersonFamily(actorContext(request), request.body), MESSAGES.personCreated),
  );
};
