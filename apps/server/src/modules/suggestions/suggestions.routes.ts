import { MESSAGES, suggestionsApi } from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { done, ok, okPage, registerApi } from '../../lib/api-route.ts';
import { actorContext } from '../../lib/request-context.ts';
import { SuggestionsService } from './suggestions.service.ts';

export const suggestionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const suggestions = new SuggestionsService({
    db: app.db,
    config: app.config,
    mailer: app.mailer,
    log: app.log,
  });
  const options = { tags: ['suggestions'] };

  registerApi(app, suggestionsApi.create, options, async (request) =>
    ok(await suggestions.create(actorContext(request), request.body), MESSAGES.suggestionSent),
  );

  registerApi(app, suggestionsApi.mine, options, async (request) =>
    okPage(await suggestions.mine(actorContext(request), request.query)),
  );

  registerApi(app, suggestionsApi.withdraw, options, async (request) => {
    await suggestions.withdraw(actorContext(request), request.params.id);
    return done(MESSAGES.suggestionWithdrawn);
  });

  registerApi(app, suggestionsApi.summary, options, async (request) =>
    ok(await suggestions.summary(actorContext(request))),
  );

  registerApi(app, suggestionsApi.queue, options, async (request) =>
    okPage(await suggestions.queue(actorContext(request), request.query)),
  );

  registerApi(app, suggestionsApi.get, options, async (request) =>
    ok(await suggestions.get(actorContext(request), request.params.id)),
  );

  registerApi(app, suggestionsApi.review, options, async (request) => {
    const { action } = request.body;
    return ok(
      await suggestions.review(actorContext(request), request.params.id, request.body),
      action === 'approve' ? MESSAGES.suggestionApproved : MESSAGES.suggestionRejected,
    );
  });
};
