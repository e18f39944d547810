import { albumsApi } from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okPage, registerApi, registerCrud, registerRead } from '../../lib/api-route.ts';
import { clanContext } from '../../lib/request-context.ts';
import { releaseUnreferencedFiles } from '../uploads/file-references.ts';
import { AlbumsService } from './albums.service.ts';

/** Spec §7: visitors and members read albums, admins write them. */
export const albumsRoutes: FastifyPluginAsyncZod = async (app) => {
  const albums = new AlbumsService(app.db, async (clanId, fileIds) => {
    // The album is saved already: a storage hiccup leaves a stray file behind, not a failed request.
    try {
      await releaseUnreferencedFiles(app.db, app.storage, clanId, fileIds);
    } catch (error) {
      app.log.error({ err: error, clanId, fileIds }, 'không giải phóng được ảnh của album');
    }
  });
  const options = { tags: ['albums'] };
  const publicOptions = { tags: ['public'] };

  registerApi(app, albumsApi.listPublic, publicOptions, async (request) =>
    okPage(await albums.listPublic(clanContext(request), request.query)),
  );

  registerRead(app, albumsApi.getPublic, publicOptions, (context, id) => albums.getPublic(context, id));

  registerCrud(app, albumsApi, options, albums, 'album');
};
