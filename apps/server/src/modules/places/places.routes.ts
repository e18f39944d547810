import { MESSAGES, placeResponse, placesApi } from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage, registerApi, registerRead, registerRemove } from '../../lib/api-route.ts';
import { actorContext, clanContext } from '../../lib/request-context.ts';
import { PlacesService } from './places.service.ts';

/** The clan's places (issue 21): members read and pick them, admins write, merge and delete them. */
export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  const places = new PlacesService(app.db);
  const options = { tags: ['places'] };

  registerApi(app, placesApi.list, options, async (request) =>
    okPage(await places.list(clanContext(request), request.query)),
  );

  registerRead(app, placesApi.get, options, (context, id) => places.get(context, id));

  registerApi(app, placesApi.create, options, async (request, reply) => {
    const { place, created } = await places.create(actorContext(request), request.body);
    if (created) return ok(place, MESSAGES.placeCreated);
    // The place already there: 200 rather than the route's 201, checked against the same contract.
    return reply.status(200).send(placeResponse.parse(ok(place, MESSAGES.placeExists)));
  });

  registerApi(app, placesApi.update, options, async (request) =>
    ok(await places.update(actorContext(request), request.params.id, request.body), MESSAGES.placeUpdated),
  );

  registerRemove(app, placesApi.remove, options, places, MESSAGES.placeDeleted);

  registerApi(app, placesApi.merge, options, async (request) =>
    ok(await places.merge(actorContext(request), request.body), MESSAGES.placesMerged),
  );
};
