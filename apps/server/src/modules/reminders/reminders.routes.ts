import { MESSAGES, remindersApi } from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { done, ok, registerApi } from '../../lib/api-route.ts';
import { actorContext, clanContext } from '../../lib/request-context.ts';
import { authRateLimit } from '../../plugins/guessing-limits.ts';
import { RemindersService } from './reminders.service.ts';

/** Unsubscribe attempts per address and clan a minute: a mail client's one POST, not a key guesser. */
const UNSUBSCRIBE_PER_MINUTE = 20;

export const remindersRoutes: FastifyPluginAsyncZod = async (app) => {
  const reminders = new RemindersService({
    db: app.db,
    config: app.config,
    mailer: app.mailer,
    log: (line) => app.log.warn(line),
  });
  const options = { tags: ['reminders'] };

  // RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` as a form; the body is not read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, next) => next(null, body),
  );

  registerApi(app, remindersApi.mine, options, async (request) =>
    ok(await reminders.mine(actorContext(request))),
  );

  registerApi(app, remindersApi.update, options, async (request) =>
    ok(await reminders.update(actorContext(request), request.body), MESSAGES.remindersSaved),
  );

  registerApi(app, remindersApi.follow, options, async (request) =>
    ok(await reminders.follow(actorContext(request), request.body), MESSAGES.reminderFollowAdded),
  );

  registerApi(app, remindersApi.unfollow, options, async (request) => {
    await reminders.unfollow(actorContext(request), request.params.id);
    return done(MESSAGES.reminderFollowRemoved);
  });

  registerApi(app, remindersApi.send, options, async (request) => {
    const sent = await reminders.sendDay(request.clan, request.body.date);
    return ok({ sent }, MESSAGES.remindersSent.replace('{count}', String(sent)));
  });

  registerApi(
    app,
    remindersApi.unsubscribe,
    { ...options, config: { rateLimit: authRateLimit(UNSUBSCRIBE_PER_MINUTE) } },
    async (request) => {
      await reminders.unsubscribe(clanContext(request), request.query);
      return done(MESSAGES.remindersUnsubscribed);
    },
  );
};
