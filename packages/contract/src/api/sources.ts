import { idParams, messageResponseSchema } from '../common.ts';
import { reorderBody } from '../content.ts';
import {
  citationListResponse,
  citationResponse,
  createCitationBody,
  createSourceBody,
  createSourcePageBody,
  listSourcesQuery,
  sourceDetailResponse,
  sourceListResponse,
  sourcePageResponse,
  sourceResponse,
  updateCitationBody,
  updateSourceBody,
  updateSourcePageBody,
} from '../sources.ts';
import { apiRoute } from './define.ts';

/** Issue 21: members read the clan's sources and a person's evidence; admins (as for persons) write. */
export const sourcesApi = {
  list: apiRoute({
    method: 'GET',
    path: '/api/sources',
    access: 'member',
    query: listSourcesQuery,
    response: sourceListResponse,
  }),
  get: apiRoute({
    method: 'GET',
    path: '/api/source/:id',
    access: 'member',
    params: idParams,
    response: sourceDetailResponse,
  }),
  create: apiRoute({
    method: 'POST',
    path: '/api/source',
    access: 'admin',
    body: createSourceBody,
    response: sourceResponse,
    status: 201,
  }),
  update: apiRoute({
    method: 'PUT',
    path: '/api/source/:id',
    access: 'admin',
    params: idParams,
    body: updateSourceBody,
    response: sourceResponse,
  }),
  /** Its pages and every citation of it go with it. */
  remove: apiRoute({
    method: 'DELETE',
    path: '/api/source/:id',
    access: 'admin',
    params: idParams,
    response: messageResponseSchema,
  }),
  createPage: apiRoute({
    method: 'POST',
    path: '/api/source/:id/page',
    access: 'admin',
    params: idParams,
    body: createSourcePageBody,
    response: sourcePageResponse,
    status: 201,
  }),
  reorderPages: apiRoute({
    method: 'PUT',
    path: '/api/source/:id/pages/reorder',
    access: 'admin',
    params: idParams,
    body: reorderBody,
    response: messageResponseSchema,
  }),
  updatePage: apiRoute({
    method: 'PUT',
    path: '/api/source-page/:id',
    access: 'admin',
    params: idParams,
    body: updateSourcePageBody,
    response: sourcePageResponse,
  }),
  /** 409 while a citation points at the page. */
  removePage: apiRoute({
    method: 'DELETE',
    path: '/api/source-page/:id',
    access: 'admin',
    params: idParams,
    response: messageResponseSchema,
  }),
} as const;

/** A person's evidence: their own citations, their life events' and their families' as a spouse. */
export const citationsApi = {
  ofPerson: apiRoute({
    method: 'GET',
    path: '/api/person/:id/citations',
    access: 'member',
    params: idParams,
    response: citationListResponse,
  }),
  create: apiRoute({
    method: 'POST',
    path: '/api/citation',
    access: 'editor',
    body: createCitationBody,
    response: citationResponse,
    status: 201,
  }),
  update: apiRoute({
    method: 'PUT',
    path: '/api/citation/:id',
    access: 'editor',
    params: idParams,
    body: updateCitationBody,
    response: citationResponse,
  }),
  remove: apiRoute({
    method: 'DELETE',
    path: '/api/citation/:id',
    access: 'editor',
    params: idParams,
    response: messageResponseSchema,
  }),
} as const;
