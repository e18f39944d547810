import { MESSAGES, personsApi } from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { done, ok, okPage, registerApi, registerRead, registerRemove } from '../../lib/api-route.ts';
import { actorContext, clanContext } from '../../lib/request-context.ts';
import { PersonsService } from './persons.service.ts';

/** Spec §7 "Persons": members read, admins write; everything is scoped to the request's clan. */
export const personsRoutes: FastifyPluginAsyncZod = async (app) => {
  const persons = new PersonsService(app.db);
  const options = { tags: ['persons'] };

  registerApi(app, personsApi.list, options, async (request) =>
    okPage(await persons.list(clanContext(request), request.query)),
  );

  registerApi(app, personsApi.search, options, async (request) =>
    okPage(await persons.search(clanContext(request), request.query)),
  );

  registerApi(app, personsApi.byGeneration, options, async (request) =>
    okPage(await persons.byGeneration(clanContext(request), request.params.gen, request.query)),
  );

  registerRead(app, personsApi.get, options, (context, id) => persons.get(context, id));

  registerApi(app, personsApi.create, options, async (request) =>
    ok(await persons.create(actorContext(request), request.body), MESSAGES.personCreated),
  );

  registerApi(app, personsApi.update, options, async (request) =>
    ok(
      await persons.update(actorContext(request), request.query.id, request.query.treeId, request.body),
      MESSAGES.personUpdated,
    ),
  );

  registerApi(app, personsApi.removeByQuery, options, async (request) => {
    await persons.remove(actorContext(request), request.query.id);
    return done(MESSAGES.personDeleted);
  });

  registerRemove(app, personsApi.remove, options, persons, MESSAGES.personDeleted);

  registerApi(app, personsApi.updatePositions, options, async (request) =>
    ok(await persons.updatePositions(actorContext(request), request.body), MESSAGES.positionsUpdated),
  );
};
