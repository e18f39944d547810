import { treesApi } from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerApi } from '../../lib/api-route.ts';
import { clanContext } from '../../lib/request-context.ts';
import { treeGedcom } from './gedcom.service.ts';

/** `GET /api/tree/{id}/gedcom?version=7.0`: the tree as a GEDCOM file to download (members). */
export const treeGedcomRoutes: FastifyPluginAsyncZod = async (app) => {
  registerApi(app, treesApi.gedcom, { tags: ['trees'] }, async (request, reply) => {
    const { fileName, text } = await treeGedcom(
      app.db,
      clanContext(request),
      request.params.id,
      request.query.version,
    );
    return reply
      .type('text/x-gedcom; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(text);
  });
};
