import {
  albumIdOrSlugParams,
  albumListResponse,
  albumResponse,
  albumsQuery,
  createAlbumBody,
  idParams,
  idQuery,
  MESSAGES,
  messageResponseSchema,
  publicAlbumListResponse,
  publicAlbumResponse,
  updateAlbumBody,
} from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../lib/route-schemas.ts';
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
  const tags = ['albums'];
  const member = { access: 'member' } as const;
  const admin = { access: 'admin' } as const;

  app.get(
    '/api/public/albums',
    {
      schema: { tags: ['public'], querystring: albumsQuery, response: responses(publicAlbumListResponse) },
      config: { access: 'public' },
    },
    async (request) => ({
      success: true as const,
      ...(await albums.listPublic(request.clan, request.query)),
    }),
  );

  app.get(
    '/api/public/album/:id',
    {
      schema: { tags: ['public'], params: albumIdOrSlugParams, response: responses(publicAlbumResponse) },
      config: { access: 'public' },
    },
    async (request) => ({
      success: true as const,
      data: await albums.getPublic(request.clan, request.params.id),
    }),
  );

  app.get(
    '/api/albums',
    { schema: { tags, querystring: albumsQuery, response: responses(albumListResponse) }, config: member },
    async (request) => ({ success: true as const, ...(await albums.list(request.clan, request.query)) }),
  );

  app.get(
    '/api/album',
    { schema: { tags, querystring: idQuery, response: responses(albumResponse) }, config: member },
    async (request) => ({ success: true as const, data: await albums.get(request.clan, request.query.id) }),
  );

  app.post(
    '/api/album',
    { schema: { tags, body: createAlbumBody, response: responses(albumResponse, 201) }, config: admin },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        data: await albums.create(request.user, request.clan, request.body),
        message: MESSAGES.albumCreated,
      }),
  );

  app.put(
    '/api/album/:id',
    {
      schema: { tags, params: idParams, body: updateAlbumBody, response: responses(albumResponse) },
      config: admin,
    },
    async (request) => ({
      success: true as const,
      data: await albums.update(request.user, request.clan, request.params.id, request.body),
      message: MESSAGES.albumUpdated,
    }),
  );

  app.delete(
    '/api/album/:id',
    { schema: { tags, params: idParams, response: responses(messageResponseSchema) }, config: admin },
    async (request) => {
      await albums.remove(request.user, request.clan, request.params.id);
      return { success: true as const, message: MESSAGES.albumDeleted };
    },
  );
};
