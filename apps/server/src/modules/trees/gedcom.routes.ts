import { treeIdParams } from '@giapha/contract';
import type { FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { treeGedcom } from './gedcom.service.ts';

/** `GET /api/tree/{id}/gedcom`: the tree as a GEDCOM file to download (members). */
export const treeGedcomRoutes: FastifyPluginAsyncZod = async (app) => {
  // The body is the file's text, not JSON: typed without the zod provider.
  const raw = app.withTypeProvider<FastifyTypeProviderDefault>();
  raw.get(
    '/api/tree/:id/gedcom',
    {
      schema: { tags: ['trees'], params: treeIdParams, response: errorResponses },
      config: { access: 'member' },
    },
    async (request, reply) => {
      const { id } = treeIdParams.parse(request.params);
      const { fileName, text } = await treeGedcom(app.db, request.clan, id);
      return reply
        .type('text/x-gedcom; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(text);
    },
  );
};
