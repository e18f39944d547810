import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { isWebRoute, MESSAGES } from '@giapha/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { dataVersionSource } from '../db/data-version-feed.ts';
import { deferAppScripts, hasSessionCookie } from '../lib/app-loader.ts';
import { defaultWebDist } from '../lib/paths.ts';
import { NO_PRELOAD, RoutePreloads, withRoutePreloads } from '../lib/route-preloads.ts';
import { acceptedEncoding } from '../lib/stored-answers.ts';
import { FirstContentService } from '../modules/seo/seo.first-content.ts';
import { type HtmlShell, prepareShell, renderPageHead, withFirstContent } from '../modules/seo/seo.html.ts';
import { SeoService } from '../modules/seo/seo.service.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The page compressed as the client accepts (the compression plugin's hooks are per route, and the shell
 * is answered by the not-found handler): 20 KB of HTML with its first content is about 6 KB in br.
 */
async function sendHtml(request: FastifyRequest, reply: FastifyReply, status: number, html: string) {
  reply.status(status).header('Vary', 'Accept-Encoding');
  const encoding = html.length >= 1024 ? acceptedEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(html);
  const body =
    encoding === 'br'
      ? await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : await gzipAsync(html);
  return reply.header('Content-Encoding', encoding).header('Content-Length', body.length).send(body);
}

/**
 * Serves the built web app: hashed assets with long caching, and index.html for every other
 * non-API path so the client router can take it — with 404 for a path that is no page of the app
 * (`WEB_ROUTE_PATTERNS`, shared with the router table). Unknown /api paths answer 404 `Not Found`.
 * The served index.html carries the page's title, description and Open Graph/Twitter tags, so a
 * link shared on Facebook or Zalo previews without running the app.
 */
export const webPlugin = fp(
  async (app) => {
    const root = path.resolve(app.config.webDist ?? defaultWebDist);
    const indexFile = path.join(root, 'index.html');
    // Read once: the file only changes with a new build, which restarts the server.
    const shell: HtmlShell | null = existsSync(indexFile)
      ? prepareShell(readFileSync(indexFile, 'utf8'))
      : null;
    const routePreloads = RoutePreloads.read(root);
    if (shell) {
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
    // One data-version source for both: a page's setting and first content are read once per version.
    const versions = dataVersionSource(app.database);
    const seo = new SeoService(app.db, app.config, versions);
    const firstContent = new FirstContentService(app.db, app.storage, app.ledgerGrants, versions);

    /**
     * The app shell with the page's own tags; the plain shell when no clan is known or the lookup
     * fails. A path the web app has no page for answers 404 (the app shows its not-found page).
     */
    const sendShell = async (request: FastifyRequest, reply: FastifyReply, page: HtmlShell, url: string) => {
      reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
      const plainStatus = isWebRoute(url) ? 200 : 404;
      try {
        const context = await seo.findClanContext(request);
        if (!context) return sendHtml(request, reply, plainStatus, page.plain);
        const rendered = await seo.renderPage(context, url);
        const head = renderPageHead(rendered.meta, rendered.site.siteName, rendered.site.address);
        // A missing page gets its tags only; the app draws its not-found page.
        const first =
          rendered.status === 200
            ? await firstContent.render(context, url, {
                navigation: request.headers['sec-fetch-dest'] === 'document',
                search: new URLSearchParams(request.url.split('?')[1] ?? ''),
              })
            : null;
        // The first page's chunks come with the entry (a missing page draws the not-found page).
        const route = rendered.status === 200 ? routePreloads.forPath(url) : NO_PRELOAD;
        // A painted page is read without the app: an anonymous visitor fetches it on demand.
        const onDemand = Boolean(first?.readable) && !hasSessionCookie(request.headers.cookie);
        const tags = first?.head ? `${head}\n    ${first.head}` : head;
        const after = onDemand
          ? deferAppScripts(page.after, route.scripts)
          : withRoutePreloads(page.after, route);
        const html = first ? withFirstContent(after, first) : after;
        return sendHtml(request, reply, rendered.status, `${page.before}${tags}${html}`);
      } catch (error) {
        // The app still works without the tags: never let a preview take the page down.
        request.log.error({ err: error }, 'page metadata failed');
        return reply.status(plainStatus).send(page.plain);
      }
    };

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '';
      if (
        url === '/api' ||
        url.startsWith('/api/') ||
        !shell ||
        (request.method !== 'GET' && request.method !== 'HEAD')
      ) {
        return reply.status(404).send({ success: false, message: MESSAGES.notFound });
      }
      // A missing asset is a 404, not the app shell.
      if (path.extname(url) && !url.endsWith('.html')) {
        return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
      }
      return sendShell(request, reply, shell, url);
    });
  },
  { name: 'web', dependencies: ['config', 'database', 'storage', 'auth'] },
);
