import { MESSAGES } from '@giapha/contract';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';

function fieldName(instancePath: string, missingProperty: unknown): string {
  const base = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (typeof missingProperty === 'string') return base ? `${base}.${missingProperty}` : missingProperty;
  return base;
}

/** One error shape for the whole API: `{ success: false, message, errors? }`, never a stack. */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        return reply.status(error.statusCode).send({
          success: false,
          message: error.message,
          ...(error.errors ? { errors: error.errors } : {}),
        });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = error.validation.map((issue) => ({
          field: fieldName(issue.instancePath, issue.params.missingProperty),
          message: issue.message,
        }));
        return reply.status(400).send({ success: false, message: MESSAGES.invalidInput, errors });
      }
      if (error instanceof ResponseSerializationError) {
        request.log.error({ err: error, cause: error.cause }, 'response does not match its schema');
        return reply.status(500).send({ success: false, message: MESSAGES.generic });
      }
      const status = error.statusCode ?? 500;
      if (status === 429)
        return reply.status(429).send({ success: false, message: MESSAGES.tooManyRequests });
      if (status === 413)
        return reply.status(413).send({ success: false, message: MESSAGES.payloadTooLarge });
      if (status === 415) {
        return reply.status(415).send({ success: false, message: MESSAGES.unsupportedMediaType });
      }
      if (status >= 400 && status < 500) {
        // Malformed JSON, wrong content type and the like: the client's fault, said in Vietnamese.
        return reply.status(status === 404 ? 404 : 400).send({
          success: false,
          message: status === 404 ? MESSAGES.notFound : MESSAGES.invalidInput,
        });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ success: false, message: MESSAGES.generic });
    });
  },
  { name: 'errors' },
);
