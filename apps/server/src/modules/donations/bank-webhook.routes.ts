import {
  bankNotificationBody,
  bankNotificationResponse,
  MESSAGES,
  WEBHOOK_SIGNATURE_HEADER,
  webhookSecretResponse,
} from '@giapha/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest, unauthorized } from '../../lib/errors.ts';
import { responses } from '../../lib/route-schemas.ts';
import { BankWebhookService, WEBHOOK_PATH } from './bank-webhook.service.ts';

/** A notification is one transfer: a few hundred bytes. */
const NOTIFICATION_BODY_LIMIT = 64 * 1024;

/**
 * `POST /api/webhooks/bank`: a bank notifier reports an incoming transfer, on the clan's own address,
 * signed with the clan's secret. `GET|POST /api/webhooks/bank/secret`: admins read or replace it.
 */
export const bankWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const webhook = new BankWebhookService(app.db, app.config);
  const tags = ['campaigns'];
  const admin = { access: 'admin' } as const;

  app.get(
    `${WEBHOOK_PATH}/secret`,
    { schema: { tags, response: responses(webhookSecretResponse) }, config: admin },
    async (request) => ({ success: true as const, data: await webhook.secret(request.user, request.clan) }),
  );

  app.post(
    `${WEBHOOK_PATH}/secret`,
    { schema: { tags, response: responses(webhookSecretResponse) }, config: admin },
    async (request) => ({
      success: true as const,
      data: await webhook.rotateSecret(request.user, request.clan),
      message: MESSAGES.webhookSecretRotated,
    }),
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

    notifications.post(
      WEBHOOK_PATH,
      {
        schema: { tags, body: bankNotificationBody, response: responses(bankNotificationResponse) },
        config: { access: 'public' },
        bodyLimit: NOTIFICATION_BODY_LIMIT,
        // Before the body is validated: an unsigned request learns nothing about what a valid one is.
        preValidation: async (request) => {
          const header = request.headers[WEBHOOK_SIGNATURE_HEADER];
          const signature = typeof header === 'string' ? header : undefined;
          const raw = rawBodies.get(request) ?? Buffer.alloc(0);
          if (!(await webhook.verify(request.clan, raw, signature))) {
            throw unauthorized(MESSAGES.webhookSignatureInvalid);
          }
        },
      },
      async (request) => ({
        success: true as const,
        data: await webhook.receive(request.clan, request.body),
      }),
    );
  });
};
