import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { MESSAGES } from '@giapha/contract';
import fp from 'fastify-plugin';
import { postgresRateLimitStore } from './rate-limit-store.ts';

/**
 * Security headers with a CSP the single-page app lives with, and the rate limiter (off unless a route
 * asks). On PostgreSQL the counts live in the database, shared by the server processes of one
 * deployment — those with the same JWT_SECRET, as their sessions must be; the embedded database has
 * one process, which counts in memory.
 */
export const securityPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          // Mantine and React Flow set inline styles.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          'frame-src': ["'self'", 'https://www.google.com', 'https://maps.google.com'],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'"],
          'frame-ancestors': ["'self'"],
          'upgrade-insecure-requests': null,
        },
      },
      crossOriginEmbedderPolicy: false,
      // Uploaded images are shown by other origins' previews (social cards) too.
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    await app.register(rateLimit, {
      global: false,
      ...(app.database.kind === 'postgres'
        ? { store: postgresRateLimitStore(app.db, rateLimitNamespace(app.config.jwtSecret)) }
        : {}),
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        success: false,
        message: MESSAGES.tooManyRequests,
      }),
    });
  },
  { name: 'security', dependencies: ['database'] },
);

/** Names a deployment's rate-limit rows without writing anything of its secret into them. */
function rateLimitNamespace(jwtSecret: string): string {
  return createHash('sha256').update(`rate-limit:${jwtSecret}`).digest('hex').slice(0, 16);
}

/** Route options for the endpoints that guess at secrets: per client address and clan. */
export function authRateLimit(max: number) {
  return {
    max,
    timeWindow: '1 minute',
    keyGenerator: (request: { ip: string; tenantDomain: string | null }) =>
      `${request.ip}|${request.tenantDomain ?? ''}`,
  };
}
