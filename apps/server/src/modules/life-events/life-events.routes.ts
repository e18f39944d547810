import { lifeEventsApi, MESSAGES } from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { done, ok, registerApi, registerRead } from '../../lib/api-route.ts';
import { actorContext } from '../../lib/request-context.ts';
import { LifeEventsService } from './life-events.service.ts';

/** Life events of persons and families (issue 21): members read, admins write. */
export const lifeEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const events = new LifeEventsService(app.db);
  const options = { tags: ['life-events'] };

  registerRead(app, lifeEventsApi.listOfPerson, options, (context, id) => events.listOfPerson(context, id));

  registerRead(app, lifeEventsApi.familiesOfPerson, options, (context, id) =>
    events.familiesOfPerson(context, id),
  );

  registerRead(app, lifeEventsApi.listOfFamily, options, (context, id) => events.listOfFamily(context, id));

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
