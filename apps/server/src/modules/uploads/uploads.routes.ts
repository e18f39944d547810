import { MAX_UPLOAD_BYTES, MESSAGES, UPLOAD_FIELD, uploadsApi } from '@giapha/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, registerApi } from '../../lib/api-route.ts';
import { AppError } from '../../lib/errors.ts';
import { fileField, readOneFile, registerOneFileMultipart } from '../../lib/file-uploads.ts';
import { actorContext } from '../../lib/request-context.ts';
import { servedKey } from './upload-keys.ts';
import { UploadsService } from './uploads.service.ts';

const IMAGE = fileField(UPLOAD_FIELD, MAX_UPLOAD_BYTES, MESSAGES.uploadTooLarge, MESSAGES.uploadMissing);

/** Uploaded images never change (a new upload gets a new name), so browsers and proxies keep them. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * `POST /api/upload` (spec §7): a signed-in member sends one image in the multipart field `image`;
 * `GET /uploads/{clanId}/{name}` serves the stored copies, from disk or bucket alike.
 */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const uploads = new UploadsService(app.db, app.storage);

  // Only this plugin's routes read multipart bodies; the file is limited here, in the parser.
  await registerOneFileMultipart(app, IMAGE);

  registerApi(
    app,
    uploadsApi.upload,
    {
      tags: ['uploads'],
      consumes: ['multipart/form-data'],
      config: {
        // Per signed-in user (after the token is checked), whatever address they come from.
        rateLimit: {
          hook: 'preHandler',
          max: app.config.uploadRateLimit,
          timeWindow: '10 minutes',
          keyGenerator: (request: FastifyRequest) => `upload|${request.user.id}`,
          errorResponseBuilder: () => new AppError(429, MESSAGES.uploadRateLimited),
        },
      },
    },
    async (request) => {
      const { bytes } = await readOneFile(request, IMAGE);
      return ok({ file: await uploads.upload(actorContext(request), bytes) });
    },
  );

  const notFoundImage = (reply: FastifyReply) =>
    reply.status(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Not Found');

  // Any other path under /uploads is no page of the app either.
  app.get('/uploads/*', { schema: { hide: true } }, async (_request, reply) => notFoundImage(reply));

  app.get(
    '/uploads/:clanId/:name',
    { schema: { hide: true, params: z.object({ clanId: z.string(), name: z.string() }) } },
    async (request, reply) => {
      const key = servedKey(request.params.clanId, request.params.name);
      const object = key ? await app.storage.get(key) : null;
      if (!object) return notFoundImage(reply);
      reply
        .header('Cache-Control', IMMUTABLE)
        .header('X-Content-Type-Options', 'nosniff')
        // Every stored copy is WebP; the type is fixed here rather than trusted from the store.
        .type('image/webp');
      if (object.size !== undefined) reply.header('Content-Length', object.size);
      return reply.send(object.body);
    },
  );
};
