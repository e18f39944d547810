import { eventsApi } from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage, registerApi, registerCrud } from '../../lib/api-route.ts';
import { clanContext } from '../../lib/request-context.ts';
import { EventsService } from './events.service.ts';

/**
 * Spec §7 "Events": visitors see the events and the giỗ of public trees day by day; members read the
 * clan's events and the coming giỗ; admins write.
 */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const events = new EventsService(app.db);
  const options = { tags: ['events'] };
  const publicOptions = { tags: ['public'] };

  registerApi(app, eventsApi.upcomingPublic, publicOptions, async (request) =>
    okPage(await events.upcomingPublic(clanContext(request), request.query)),
  );

  registerApi(app, eventsApi.inMonth, publicOptions, async (request) =>
    okPage(await events.inMonth(clanContext(request), request.query)),
  );

  registerApi(app, eventsApi.getPublic, publicOptions, async (request) =>
    ok(await events.getPublic(clanContext(request), request.params.slug)),
  );

  // The admin home's "giỗ in the next 30 days".
  registerApi(app, eventsApi.anniversaries, options, async (request) =>
    okPage(await events.anniversaries(clanContext(request), request.query)),
  );

  registerApi(app, eventsApi.getBySlug, options, async (request) =>
    ok(await events.getBySlug(clanContext(request), request.params.slug)),
  );

  registerCrud(app, eventsApi, options, events, 'event');
};
