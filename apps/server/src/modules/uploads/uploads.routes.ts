import multipart, { type MultipartFile } from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, MESSAGES, UPLOAD_FIELD, uploadsApi } from '@giapha/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, registerApi } from '../../lib/api-route.ts';
import { AppError, badRequest, errorCode } from '../../lib/errors.ts';
import { actorContext } from '../../lib/request-context.ts';
import { servedKey } from './upload-keys.ts';
import { UploadsService } from './uploads.service.ts';

const tooLarge = () =>
  new AppError(413, MESSAGES.uploadTooLarge.replace('{max}', String(MAX_UPLOAD_BYTES / (1024 * 1024))));
const missing = () =>
  badRequest(MESSAGES.uploadMissing, [{ field: UPLOAD_FIELD, message: MESSAGES.uploadMissing }]);

/** Room for the multipart envelope (boundaries, part headers, a file name) around the image itself. */
const ENVELOPE_BYTES = 64 * 1024;
/** Uploaded images never change (a new upload gets a new name), so browsers and proxies keep them. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The one `image` file of the request, read whole (at most MAX_UPLOAD_BYTES). */
async function readImage(request: FastifyRequest): Promise<Buffer> {
  // A body that says up front it is too large is refused before a byte of it is read.
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES + ENVELOPE_BYTES) throw tooLarge();
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
  } catch (error) {
    // Not multipart, or a body that breaks off: there is no image to take.
    if (errorCode(error)?.endsWith('_LIMIT')) throw tooLarge();
    throw missing();
  }
  if (!part || part.fieldname !== UPLOAD_FIELD) {
    part?.file.resume();
    throw missing();
  }
  try {
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw missing();
    return bytes;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw missing();
  }
}

/**
 * `POST /api/upload` (spec §7): a signed-in member sends one image in the multipart field `image`;
 * `GET /uploads/{clanId}/{name}` serves the stored copies, from disk or bucket alike.
 */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const uploads = new UploadsService(app.db, app.storage);

  // Only this plugin's routes read multipart bodies; the file is limited here, in the parser.
  await app.register(multipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: 1,
      fields: 10,
      fieldSize: 1024,
      parts: 12,
      headerPairs: 100,
    },
    throwFileSizeLimit: true,
  });

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
      const bytes = await readImage(request);
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
