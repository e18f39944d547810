import { createHash } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import rateLimit from '@fastify/rate-limit';
import { MESSAGES } from '@giapha/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import { APP_LOADER_CSP_SOURCE } from '../lib/app-loader.ts';
import { postgresRateLimitStore } from './rate-limit-store.ts';

/**
 * Security headers with a CSP the single-page app lives with, and the rate limiter (off unless a route
 * asks). The counts are shared by the server processes of one deployment — those with the same
 * JWT_SECRET, as their sessions must be: in Redis when REDIS_URL is set, else on PostgreSQL in the
 * database; the embedded database has one process, which counts in memory.
 */
export const securityPlugin = fp(
  async (app) => {
    // The same headers on every answer: worked out once (the Fastify plugin builds Helmet's middleware again
    // for each request, a quarter of a cached public answer's cost).
    const headers = securityHeaders();
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    await app.register(rateLimit, {
      global: false,
      ...(await rateLimitCounts(app)),
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        success: false,
        message: MESSAGES.tooManyRequests,
      }),
    });
  },
  { name: 'security', dependencies: ['database'] },
);

/** Helmet's headers with a CSP the single-page app lives with, as Helmet's middleware would set them. */
export function securityHeaders(): Record<string, string> {
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        // The app loader of a painted public page (lib/app-loader.ts), by its hash.
        'script-src': ["'self'", APP_LOADER_CSP_SOURCE],
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
  // Helmet only sets and removes headers on the response it is given: an answer to no socket collects them.
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  middleware(request, response, () => {});
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

/** Where the rate limiter counts (see the plugin's comment). */
async function rateLimitCounts(app: FastifyInstance) {
  const namespace = rateLimitNamespace(app.config.jwtSecret);
  if (app.config.redisUrl) {
    const redis = new Redis(app.config.redisUrl, {
      lazyConnect: true,
      connectTimeout: 5_000,
      // A request waits for at most one reconnection, then fails rather than hangs.
      maxRetriesPerRequest: 1,
    });
    let lastError: Error | undefined;
    redis.on('error', (error: Error) => {
      lastError = error;
      app.log.warn({ err: error }, 'Redis (rate limits)');
    });
    // A wrong REDIS_URL stops the start here rather than failing the first sign-in.
    try {
      await redis.connect();
    } catch (error) {
      redis.disconnect();
      const reason = lastError?.message ?? (error instanceof Error ? error.message : String(error));
      throw new Error(`Không kết nối được Redis (REDIS_URL): ${reason}`);
    }
    app.addHook('onClose', async () => {
      await redis.quit();
    });
    return { redis, nameSpace: redisRateLimitPrefix(namespace) };
  }
  if (app.database.kind === 'postgres') return { store: postgresRateLimitStore(app.db, namespace) };
  return {};
}

/** The start of a deployment's rate-limit keys in Redis. */
export function redisRateLimitPrefix(namespace: string): string {
  return `giapha:rate-limit:${namespace}:`;
}

/** Names a deployment's rate-limit rows without writing anything of its secret into them. */
export function rateLimitNamespace(jwtSecret: string): string {
  return createHash('sha256').update(`rate-limit:${jwtSecret}`).digest('hex').slice(0, 16);
}
