import {
  albumIdOrSlugParams,
  albumListResponse,
  albumResponse,
  albumsQuery,
  createAlbumBody,
  publicAlbumListResponse,
  publicAlbumResponse,
  updateAlbumBody,
} from '../albums.ts';
import { idParams, idQuery, messageResponseSchema } from '../common.ts';
import { apiRoute } from './define.ts';

/** Photo albums (spec §7): visitors and members read them, admins write them. */
export const albumsApi = {
  listPublic: apiRoute({
    method: 'GET',
    path: '/api/public/albums',
    access: 'public',
    query: albumsQuery,
    response: publicAlbumListResponse,
  }),
  /** By id or slug. */
  getPublic: apiRoute({
    method: 'GET',
    path: '/api/public/album/:id',
    access: 'public',
    params: albumIdOrSlugParams,
    response: publicAlbumResponse,
  }),
  list: apiRoute({
    method: 'GET',
    path: '/api/albums',
    access: 'member',
    query: albumsQuery,
    response: albumListResponse,
  }),
  get: apiRoute({
    method: 'GET',
    path: '/api/album',
    access: 'member',
    query: idQuery,
    response: albumResponse,
  }),
  create: apiRoute({
    method: 'POST',
    path: '/api/album',
    access: 'admin',
    body: createAlbumBody,
    response: albumResponse,
    status: 201,
  }),
  update: apiRoute({
    method: 'PUT',
    path: '/api/album/:id',
    access: 'admin',
    params: idParams,
    body: updateAlbumBody,
    response: albumResponse,
  }),
  remove: apiRoute({
    method: 'DELETE',
    path: '/api/album/:id',
    access: 'admin',
    params: idParams,
    response: messageResponseSchema,
  }),
} as const;
