import { calendarApi, MESSAGES } from '@giapha/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, registerApi } from '../../lib/api-route.ts';
import { actorContext, clanContext } from '../../lib/request-context.ts';
import { storedAnswers } from '../../lib/stored-answers.ts';
import { CalendarService, type IcsFeed, type IcsFile } from './calendar.service.ts';

const ICS_TYPE = 'text/calendar; charset=utf-8';
/** How long a calendar app may keep a file without asking again. */
const ICS_MAX_AGE_SECONDS = 3600;

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
    .header('Cache-Control', `${cache}, max-age=${ICS_MAX_AGE_SECONDS}`)
    .header('ETag', file.etag);
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  return reply.type(ICS_TYPE).send(file.body);
}

/** Calendar feeds (issue 24): public, private (by a secret key), per branch, and a single giỗ. */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const calendar = new CalendarService(app.db, app.config);
  const options = { tags: ['calendar'] };
  const publicOptions = { tags: ['public'] };
  const answers = storedAnswers(app.database);

  /**
   * A feed holds thousands of days (five years of every giỗ): its text is stored per version of what it is
   * built from and per day, and sent compressed (lib/stored-answers.ts); members whose feeds are the same
   * text share it (IcsFeed.key). Whether the address opens (the branch, the member's key) is checked on
   * every request, before.
   */
  const sendFeed = (
    request: FastifyRequest,
    reply: FastifyReply,
    feed: IcsFeed,
    audience: 'public' | 'private',
  ) =>
    answers.send(request, reply, {
      clanId: request.clan.id,
      topics: ['trees', 'site', 'calendar'],
      key: JSON.stringify(['calendar', feed.key, request.query, feed.day]),
      audience,
      build: feed.write,
      type: ICS_TYPE,
      headers: { 'Content-Disposition': `inline; filename="${feed.fileName}"` },
      maxAgeSeconds: ICS_MAX_AGE_SECONDS,
    });

  registerApi(app, calendarApi.publicFeed, publicOptions, async (request, reply) =>
    sendFeed(request, reply, calendar.publicFeed(clanContext(request), request.query), 'public'),
  );

  registerApi(app, calendarApi.memberFeed, publicOptions, async (request, reply) => {
    const { userId, key } = request.params;
    const feed = await calendar.memberFeed(clanContext(request), userId, key, request.query);
    return sendFeed(request, reply, feed, 'private');
  });

  registerApi(app, calendarApi.branchFeed, publicOptions, async (request, reply) =>
    sendFeed(
      request,
      reply,
      await calendar.branchFeed(clanContext(request), request.params.id, request.query),
      'public',
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
