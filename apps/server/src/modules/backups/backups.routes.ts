import { backupsApi } from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerApi } from '../../lib/api-route.ts';
import { actorContext } from '../../lib/request-context.ts';
import { BackupsService } from './backups.service.ts';

/** `GET /api/clan-export`: the clan's data, trees (GEDCOM) and media as one .tar.gz to download (admins). */
export const backupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const backups = new BackupsService(app.db, app.storage);
  registerApi(app, backupsApi.clanExport, { tags: ['backups'] }, async (request, reply) => {
    const { fileName, stream } = await backups.clanExport(actorContext(request), (error) =>
      request.log.error({ err: error }, 'clan export failed'),
    );
    return reply
      .type('application/gzip')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(stream);
  });
};
