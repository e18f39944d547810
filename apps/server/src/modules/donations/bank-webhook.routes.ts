import { bankWebhookApi, MESSAGES, WEBHOOK_SIGNATURE_HEADER } from '@giapha/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, registerApi } from '../../lib/api-route.ts';
import { badRequest, unauthorized } from '../../lib/errors.ts';
import { actorContext, clanContext } from '../../lib/request-context.ts';
import { BankWebhookService } from './bank-webhook.service.ts';

/** A notification is one transfer: a few hundred bytes. */
const NOTIFICATION_BODY_LIMIT = 64 * 1024;

/**
 * `POST /api/webhooks/bank`: a bank notifier reports an incoming transfer, on the clan's own address,
 * signed with the clan's secret. `GET|POST /api/webhooks/bank/secret`: admins read or replace it.
 */
export const bankWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const webhook = new BankWebhookService(app.db, app.config);
  const options = { tags: ['campaigns'] };

  registerApi(app, bankWebhookApi.secret, options, async (request) =>
    ok(await webhook.secret(actorContext(request))),
  );

  registerApi(app, bankWebhookApi.rotateSecret, options, async (request) =>
    ok(await webhook.rotateSecret(actorContext(request)), MESSAGES.webhookSecretRotated),
  );

  // The signature is over the exact bytes sent: this context alone parses JSON itself and keeps them.
  await app.register(async (context) => {
    const notifications = context.withTypeProvider<ZodTypeProvider>();
    const rawBodies = new WeakMap<FastifyRequest, Buffer>();
    notifications.removeContentTypeParser('application/json');
    notifications.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      const raw = Buffer.isBuffer(body) ? body : Buffer.from(body);
      rawBodies.set(request, raw);
      try {
        done(null, JSON.parse(raw.toString('utf8')));
      } catch {
        done(badRequest(), undefined);
      }
    });

    registerApi(
      notifications,
      bankWebhookApi.notify,
      {
        ...options,
        bodyLimit: NOTIFICATION_BODY_LIMIT,
        // Before the body is validated: an unsigned request learns nothing about what a valid one is.
        preValidation: async (request) => {
          const header = request.headers[WEBHOOK_SIGNATURE_HEADER];
          const signature = typeof header === 'string' ? header : undefined;
          const raw = rawBodies.get(request) ?? Buffer.alloc(0);
          if (!(await webhook.verify(clanContext(request), raw, signature))) {
            throw unauthorized(MESSAGES.webhookSignatureInvalid);
          }
        },
      },
      async (request) => ok(await webhook.receive(clanContext(request), request.body)),
    );
  });
};
