import { idParams, messageResponseSchema } from '../common.ts';
import {
  createPlaceBody,
  listPlacesQuery,
  mergePlacesBody,
  placeListResponse,
  placeResponse,
  updatePlaceBody,
} from '../places.ts';
import { apiRoute } from './define.ts';

/** The clan's places (issue 21): members read and pick them, admins write, merge and delete them. */
export const placesApi = {
  list: apiRoute({
    method: 'GET',
    path: '/api/places',
    access: 'member',
    query: listPlacesQuery,
    response: placeListResponse,
  }),
  get: apiRoute({
    method: 'GET',
    path: '/api/place/:id',
    access: 'member',
    params: idParams,
    response: placeResponse,
  }),
  /** Find-or-create: 201 with a new place, 200 with the one already named so. */
  create: apiRoute({
    method: 'POST',
    path: '/api/place',
    access: 'admin',
    body: createPlaceBody,
    response: placeResponse,
    status: 201,
  }),
  update: apiRoute({
    method: 'PUT',
    path: '/api/place/:id',
    access: 'admin',
    params: idParams,
    body: updatePlaceBody,
    response: placeResponse,
  }),
  remove: apiRoute({
    method: 'DELETE',
    path: '/api/place/:id',
    access: 'admin',
    params: idParams,
    response: messageResponseSchema,
  }),
  /** Answers the place kept, with its usage after the merge. */
  merge: apiRoute({
    method: 'POST',
    path: '/api/places/merge',
    access: 'admin',
    body: mergePlacesBody,
    response: placeResponse,
  }),
} as const;
