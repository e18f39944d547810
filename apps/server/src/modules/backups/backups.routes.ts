import { CLAN_EXPORT_PATH } from '@giapha/contract';
import type { FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { BackupsService } from './backups.service.ts';

/** `GET /api/clan-export`: the clan's data, trees (GEDCOM) and media as one .tar.gz to download (admins). */
export const backupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const backups = new BackupsService(app.db, app.storage);
  // The body is a file, not JSON: typed without the zod provider.
  const raw = app.withTypeProvider<FastifyTypeProviderDefault>();
  raw.get(
    CLAN_EXPORT_PATH,
    { schema: { tags: ['backups'], response: errorResponses }, config: { access: 'admin' } },
    async (request, reply) => {
      const { fileName, stream } = await backups.clanExport(request.user, request.clan, (error) =>
        request.log.error({ err: error }, 'clan export failed'),
      );
      return reply
        .type('application/gzip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
};
