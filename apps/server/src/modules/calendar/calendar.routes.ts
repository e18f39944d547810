import { calendarApi, MESSAGES } from '@giapha/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, registerApi } from '../../lib/api-route.ts';
import { actorContext, clanContext } from '../../lib/request-context.ts';
import { CalendarService, type IcsFile } from './calendar.service.ts';

/**
 * Sends an `.ics` file: `text/calendar`, its name, an ETag (304 when the app already has it) and a cache
 * time calendar apps respect. Feeds open inline (an app subscribes to them), a single giỗ downloads.
 */
function sendIcs(
  request: FastifyRequest,
  reply: FastifyReply,
  file: IcsFile,
  { cache, disposition }: { cache: 'public' | 'private'; disposition: 'inline' | 'attachment' },
) {
  reply
    .header('Content-Disposition', `${disposition}; filename="${file.fileName}"`)
    .header('Cache-Control', `${cache}, max-age=3600`)
    .header('ETag', file.etag);
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  return reply.type('text/calendar; charset=utf-8').send(file.body);
}

/** Calendar feeds (issue 24): public, private (by a secret key), per branch, and a single giỗ. */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const calendar = new CalendarService(app.db, app.config);
  const options = { tags: ['calendar'] };
  const publicOptions = { tags: ['public'] };
  const feed = { cache: 'public', disposition: 'inline' } as const;

  registerApi(app, calendarApi.publicFeed, publicOptions, async (request, reply) =>
    sendIcs(request, reply, await calendar.publicFeed(clanContext(request), request.query), feed),
  );

  registerApi(app, calendarApi.memberFeed, publicOptions, async (request, reply) => {
    const { userId, key } = request.params;
    const file = await calendar.memberFeed(clanContext(request), userId, key, request.query);
    return sendIcs(request, reply, file, { cache: 'private', disposition: 'inline' });
  });

  registerApi(app, calendarApi.branchFeed, publicOptions, async (request, reply) =>
    sendIcs(
      request,
      reply,
      await calendar.branchFeed(clanContext(request), request.params.id, request.query),
      feed,
    ),
  );

  registerApi(app, calendarApi.publicPersonGio, publicOptions, async (request, reply) =>
    sendIcs(request, reply, await calendar.personGio(clanContext(request), request.params.id, 'public'), {
      cache: 'public',
      disposition: 'attachment',
    }),
  );

  registerApi(app, calendarApi.personGio, options, async (request, reply) =>
    sendIcs(request, reply, await calendar.personGio(clanContext(request), request.params.id, 'members'), {
      cache: 'private',
      disposition: 'attachment',
    }),
  );

  registerApi(app, calendarApi.myCalendar, options, async (request) =>
    ok(await calendar.myCalendar(actorContext(request))),
  );

  registerApi(app, calendarApi.resetMyCalendar, options, async (request) =>
    ok(await calendar.resetMyCalendar(actorContext(request)), MESSAGES.calendarAddressReset),
  );
};
