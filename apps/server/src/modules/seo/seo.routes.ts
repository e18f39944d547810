import type { FastifyPluginAsync } from 'fastify';
import { SeoService, SHARE_CARD_PATH } from './seo.service.ts';

/**
 * `/robots.txt`, `/sitemap.xml` and the share card of the clan whose site is asked for (not API
 * routes: no access config). Every address in them is built from the configuration, not the Host.
 */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  const seo = new SeoService(app.db, app.config);

  app.get('/robots.txt', async (request, reply) => {
    const context = await seo.findClanContext(request);
    return reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(seo.robots(context));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const context = await seo.findClanContext(request);
    if (!context) return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    const xml = await seo.sitemap(context);
    // Short: a scheduled post joins the sitemap when it is due.
    return reply
      .header('Cache-Control', 'public, max-age=600')
      .type('application/xml; charset=utf-8')
      .send(xml);
  });

  // The picture link previews show for a site without a banner or logo. Its address carries the
  // clan's settings version, so a changed name is a new address; the same address may still be
  // cached a day.
  app.get(SHARE_CARD_PATH, async (request, reply) => {
    const context = await seo.findClanContext(request);
    if (!context) return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    const png = await seo.shareCard(context);
    return reply.header('Cache-Control', 'public, max-age=86400').type('image/png').send(png);
  });
};
