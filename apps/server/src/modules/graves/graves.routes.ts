import { gravesApi, MESSAGES } from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage, registerApi, registerRemove } from '../../lib/api-route.ts';
import { actorContext, clanContext } from '../../lib/request-context.ts';
import { GravesService } from './graves.service.ts';

export const gravesRoutes: FastifyPluginAsyncZod = async (app) => {
  const graves = new GravesService(app.db);
  const options = { tags: ['graves'] };

  registerApi(app, gravesApi.listOfPerson, options, async (request) =>
    okPage(await graves.listOfPerson(clanContext(request), request.params.id)),
  );

  registerApi(app, gravesApi.create, options, async (request) =>
    ok(await graves.create(actorContext(request), request.params.id, request.body), MESSAGES.graveCreated),
  );

  registerApi(app, gravesApi.update, options, async (request) =>
    ok(await graves.update(actorContext(request), request.params.id, request.body), MESSAGES.graveUpdated),
  );

  registerRemove(app, gravesApi.remove, options, graves, MESSAGES.graveDeleted);

  registerApi(app, gravesApi.listPublic, options, async (request) =>
    ok(await graves.listPublic(clanContext(request))),
  );

  registerApi(app, gravesApi.listOfPublicPerson, options, async (request) =>
    okPage(await graves.listOfPublicPerson(clanContext(request), request.params.id)),
  );
};
