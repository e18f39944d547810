import { idParams, messageResponseSchema } from '../common.ts';
import {
  createGraveBody,
  graveListResponse,
  graveResponse,
  publicGravesResponse,
  publicPersonGravesResponse,
  updateGraveBody,
} from '../graves.ts';
import { apiRoute } from './define.ts';

/**
 * Graves (mộ phần, issue 21): members read a person's graves, admins write them (as they write
 * persons); visitors see only those of deceased persons shown on a public tree.
 */
export const gravesApi = {
  listOfPerson: apiRoute({
    method: 'GET',
    path: '/api/person/:id/graves',
    access: 'member',
    params: idParams,
    response: graveListResponse,
  }),
  create: apiRoute({
    method: 'POST',
    path: '/api/person/:id/grave',
    access: 'editor',
    params: idParams,
    body: createGraveBody,
    response: graveResponse,
    status: 201,
  }),
  update: apiRoute({
    method: 'PUT',
    path: '/api/grave/:id',
    access: 'editor',
    params: idParams,
    body: updateGraveBody,
    response: graveResponse,
  }),
  remove: apiRoute({
    method: 'DELETE',
    path: '/api/grave/:id',
    access: 'editor',
    params: idParams,
    response: messageResponseSchema,
  }),
  /** The clan's graves by area, for the Thanh Minh visit. */
  listPublic: apiRoute({
    method: 'GET',
    path: '/api/public/graves',
    access: 'public',
    response: publicGravesResponse,
  }),
  listOfPublicPerson: apiRoute({
    method: 'GET',
    path: '/api/public/person/:id/graves',
    access: 'public',
    params: idParams,
    response: publicPersonGravesResponse,
  }),
} as const;
