import { type FieldError, MESSAGES } from '@giapha/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../lib/errors.ts';

/** PostgreSQL text cannot hold U+0000: a string carrying one is refused as input, never sent to the database. */
const NUL_MESSAGE = 'Chứa ký tự không hợp lệ';

/** The first string in `value` (body, query or params) holding U+0000, as a field path; null when none. */
export function fieldWithNul(value: unknown, prefix = ''): string | null {
  const stack: [unknown, string][] = [[value, prefix]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [current, path] = next;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, i) => {
        stack.push([item, path ? `${path}.${i}` : String(i)]);
      });
    } else if (typeof current === 'object' && current !== null && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
        stack.push([item, path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
}

/**
 * Fastify's own answers before a route is found (a URL with a broken %-escape…): the project's
 * 400 shape in Vietnamese, without echoing the URL. Passed as the `frameworkErrors` server option.
 * No hook runs for such a request, so the security headers the others get from helmet are set here
 * (the strictest set: this answer is JSON and embeds nothing).
 */
export function frameworkErrors(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  reply
    .status(400)
    .headers({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
    })
    .send({ success: false, message: MESSAGES.invalidInput });
}

function fieldName(instancePath: string, missingProperty: unknown): string {
  const base = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (typeof missingProperty === 'string') return base ? `${base}.${missingProperty}` : missingProperty;
  return base;
}

/** One error shape for the whole API: `{ success: false, message, errors? }`, never a stack. */
export const errorsPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      for (const [part, value] of [
        ['params', request.params],
        ['query', request.query],
        ['body', request.body],
      ] as const) {
        const field = fieldWithNul(value);
        if (field !== null) {
          const errors: FieldError[] = [{ field: field || part, message: NUL_MESSAGE }];
          throw badRequest(MESSAGES.invalidInput, errors);
        }
      }
    });
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
