import { citationsApi, MESSAGES, sourcesApi } from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { done, ok, registerApi, registerCrud, registerRead, registerRemove } from '../../lib/api-route.ts';
import { actorContext } from '../../lib/request-context.ts';
import { CitationsService } from './citations.service.ts';
import { SourcesService } from './sources.service.ts';

/** Issue 21: the clan's sources with their pages, and a person's citations. Members read, admins write. */
export const sourcesRoutes: FastifyPluginAsyncZod = async (app) => {
  const sources = new SourcesService(app.db);
  const citations = new CitationsService(app.db);
  const options = { tags: ['sources'] };

  registerCrud(app, sourcesApi, options, sources, 'source');

  registerApi(app, sourcesApi.createPage, options, async (request) =>
    ok(
      await sources.createPage(actorContext(request), request.params.id, request.body),
      MESSAGES.sourcePageCreated,
    ),
  );

  registerApi(app, sourcesApi.reorderPages, options, async (request) => {
    await sources.reorderPages(actorContext(request), request.params.id, request.body);
    return done(MESSAGES.sourcePagesReordered);
  });

  registerApi(app, sourcesApi.updatePage, options, async (request) =>
    ok(
      await sources.updatePage(actorContext(request), request.params.id, request.body),
      MESSAGES.sourcePageUpdated,
    ),
  );

  registerRemove(
    app,
    sourcesApi.removePage,
    options,
    { remove: (context, id) => sources.removePage(context, id) },
    MESSAGES.sourcePageDeleted,
  );

  registerRead(app, citationsApi.ofPerson, options, (context, id) => citations.ofPerson(context, id));

  registerApi(app, citationsApi.create, options, async (request) =>
    ok(await citations.create(actorContext(request), request.body), MESSAGES.citationCreated),
  );

  registerApi(app, citationsApi.update, options, async (request) =>
    ok(
      await citations.update(actorContext(request), request.params.id, request.body),
      MESSAGES.citationUpdated,
    ),
  );

  registerRemove(app, citationsApi.remove, options, citations, MESSAGES.citationDeleted);
};
