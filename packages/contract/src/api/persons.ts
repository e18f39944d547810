import { idParams, idQuery, messageResponseSchema } from '../common.ts';
import {
  createPersonBody,
  generationParams,
  listPersonsQuery,
  personListResponse,
  personResponse,
  personsByGenerationQuery,
  searchPersonsQuery,
  updatePersonBody,
  updatePersonQuery,
  updatePositionsBody,
  updatePositionsResponse,
} from '../persons.ts';
import { apiRoute } from './define.ts';

/** Persons of the clan (spec §7 "Persons"): members read, admins write. */
export const personsApi = {
  list: apiRoute({
    method: 'GET',
    path: '/api/persons',
    access: 'member',
    query: listPersonsQuery,
    response: personListResponse,
  }),
  search: apiRoute({
    method: 'GET',
    path: '/api/person/search',
    access: 'member',
    query: searchPersonsQuery,
    response: personListResponse,
  }),
  byGeneration: apiRoute({
    method: 'GET',
    path: '/api/person/generation/:gen',
    access: 'member',
    params: generationParams,
    query: personsByGenerationQuery,
    response: personListResponse,
  }),
  get: apiRoute({
    method: 'GET',
    path: '/api/person',
    access: 'member',
    query: idQuery,
    response: personResponse,
  }),
  create: apiRoute({
    method: 'POST',
    path: '/api/person',
    access: 'admin',
    body: createPersonBody,
    response: personResponse,
    status: 201,
  }),
  update: apiRoute({
    method: 'PUT',
    path: '/api/person',
    access: 'editor',
    query: updatePersonQuery,
    body: updatePersonBody,
    response: personResponse,
  }),
  /** The spec's older form: the id in the query. */
  removeByQuery: apiRoute({
    method: 'DELETE',
    path: '/api/person',
    access: 'editor',
    query: idQuery,
    response: messageResponseSchema,
  }),
  remove: apiRoute({
    method: 'DELETE',
    path: '/api/person/:id',
    access: 'editor',
    params: idParams,
    response: messageResponseSchema,
  }),
  updatePositions: apiRoute({
    method: 'PUT',
    path: '/api/persons/update-multiple-positions',
    access: 'editor',
    body: updatePositionsBody,
    response: updatePositionsResponse,
  }),
} as const;
