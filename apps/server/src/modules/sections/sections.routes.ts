import { MESSAGES, sectionsApi } from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage, registerApi, registerRemove } from '../../lib/api-route.ts';
import { actorContext, clanContext } from '../../lib/request-context.ts';
import { registerStored } from '../../lib/stored-route.ts';
import { SectionsService } from './sections.service.ts';

/** The home page's blocks: visitors see the visible ones, admins edit them all. */
export const sectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const sections = new SectionsService(app.db);
  const options = { tags: ['sections'] };

  // The home page's blocks name categories and trees: stored until any of them changes.
  registerStored(
    app,
    sectionsApi.listPublic,
    { tags: ['public'] },
    {
      topics: ['site', 'blogs', 'trees'],
      audience: 'public',
      answer: async (request) => okPage(await sections.publicList(clanContext(request), request.query)),
    },
  );

  registerApi(app, sectionsApi.list, options, async (request) =>
    okPage(await sections.adminList(clanContext(request), request.query)),
  );

  registerApi(app, sectionsApi.create, options, async (request) =>
    ok(await sections.create(actorContext(request), request.body), MESSAGES.sectionCreated),
  );

  registerApi(app, sectionsApi.reorder, options, async (request) =>
    okPage(await sections.reorder(actorContext(request), request.body), MESSAGES.sectionsReordered),
  );

  registerApi(app, sectionsApi.update, options, async (request) =>
    ok(
      await sections.update(actorContext(request), request.params.id, request.body),
      MESSAGES.sectionUpdated,
    ),
  );

  registerRemove(app, sectionsApi.remove, options, sections, MESSAGES.sectionDeleted);
};
