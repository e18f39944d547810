import { lifeEventsApi, MESSAGES } from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { done, ok, registerApi } from '../../lib/api-route.ts';
import { actorContext, clanContext } from '../../lib/request-context.ts';
import { LifeEventsService } from './life-events.service.ts';

/** Life events of persons and families (issue 21): members read, admins write. */
export const lifeEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const events = new LifeEventsService(app.db);
  const options = { tags: ['life-events'] };

  registerApi(app, lifeEventsApi.listOfPerson, options, async (request) =>
    ok(await events.listOfPerson(clanContext(request), request.params.id)),
  );

  registerApi(app, lifeEventsApi.familiesOfPerson, options, async (request) =>
    ok(await events.familiesOfPerson(clanContext(request), request.params.id)),
  );

  registerApi(app, lifeEventsApi.listOfFamily, options, async (request) =>
    ok(await events.listOfFamily(clanContext(request), request.params.id)),
  );

  registerApi(app, lifeEventsApi.createForPerson, options, async (request) =>
    ok(
      await events.createForPerson(actorContext(request), request.params.id, request.body),
      MESSAGES.lifeEventCreated,
    ),
  );

  registerApi(app, lifeEventsApi.createForFamily, options, async (request) =>
    ok(
      await events.createForFamily(actorContext(request), request.params.id, request.body),
      MESSAGES.lifeEventCreated,
    ),
  );

  registerApi(app, lifeEventsApi.reorderOfPerson, options, async (request) =>
    ok(
      await events.reorderOfPerson(actorContext(request), request.params.id, request.body),
      MESSAGES.lifeEventsReordered,
    ),
  );

  registerApi(app, lifeEventsApi.update, options, async (request) =>
    ok(
      await events.update(actorContext(request), request.params.id, request.body),
      MESSAGES.lifeEventUpdated,
    ),
  );

  registerApi(app, lifeEventsApi.remove, options, async (request) => {
    await events.remove(actorContext(request), request.params.id);
    return done(MESSAGES.lifeEventDeleted);
  });
};
