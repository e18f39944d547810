import type { FastifyPluginAsync } from 'fastify';
import { requestOrigin, SeoService } from './seo.service.ts';

/** `/robots.txt` and `/sitemap.xml` of the clan whose site is asked for (not API routes: no access config). */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  const seo = new SeoService(app.db, app.config);

  app.get('/robots.txt', async (request, reply) => {
    const clan = await seo.findClan(request);
    return reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(seo.robots(requestOrigin(request), clan !== undefined));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const clan = await seo.findClan(request);
    if (!clan) return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    const xml = await seo.sitemap(clan, requestOrigin(request));
    // Short: a scheduled post joins the sitemap when it is due.
    return reply
      .header('Cache-Control', 'public, max-age=600')
      .type('application/xml; charset=utf-8')
      .send(xml);
  });
};
