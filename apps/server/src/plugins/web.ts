import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@giapha/contract';
import fp from 'fastify-plugin';
import { defaultWebDist } from '../lib/paths.ts';

/**
 * Serves the built web app: hashed assets with long caching, and index.html for every other
 * non-API path so the client router can take it. Unknown /api paths answer 404 `Not Found`.
 */
export const webPlugin = fp(
  async (app) => {
    const root = path.resolve(app.config.webDist ?? defaultWebDist);
    const hasWeb = existsSync(path.join(root, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        setHeaders: (reply, filePath) => {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    } else {
      app.log.warn(`Chưa có bản dựng giao diện web ở ${root}: chỉ phục vụ API.`);
    }
    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '';
      if (
        url === '/api' ||
        url.startsWith('/api/') ||
        !hasWeb ||
        (request.method !== 'GET' && request.method !== 'HEAD')
      ) {
        return reply.status(404).send({ success: false, message: MESSAGES.notFound });
      }
      // A missing asset is a 404, not the app shell.
      if (path.extname(url) && !url.endsWith('.html')) {
        return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
      }
      reply.header('Cache-Control', 'no-cache');
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    });
  },
  { name: 'web', dependencies: ['config'] },
);
