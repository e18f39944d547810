import { idParams, messageResponseSchema } from '../common.ts';
import { reorderBody } from '../content.ts';
import {
  createSectionBody,
  sectionListResponse,
  sectionResponse,
  sectionsQuery,
  updateSectionBody,
} from '../sections.ts';
import { apiRoute } from './define.ts';

/** The home page's blocks: visitors see the visible ones, admins edit them all. */
export const sectionsApi = {
  listPublic: apiRoute({
    method: 'GET',
    path: '/api/public/sections',
    access: 'public',
    query: sectionsQuery,
    response: sectionListResponse,
  }),
  list: apiRoute({
    method: 'GET',
    path: '/api/sections',
    access: 'admin',
    query: sectionsQuery,
    response: sectionListResponse,
  }),
  create: apiRoute({
    method: 'POST',
    path: '/api/section',
    access: 'admin',
    body: createSectionBody,
    response: sectionResponse,
    status: 201,
  }),
  /** Answers the new order, so the client can replace its cache, with the message for its toast. */
  reorder: apiRoute({
    method: 'PUT',
    path: '/api/sections/reorder',
    access: 'admin',
    body: reorderBody,
    response: sectionListResponse,
  }),
  update: apiRoute({
    method: 'PUT',
    path: '/api/section/:id',
    access: 'admin',
    params: idParams,
    body: updateSectionBody,
    response: sectionResponse,
  }),
  remove: apiRoute({
    method: 'DELETE',
    path: '/api/section/:id',
    access: 'admin',
    params: idParams,
    response: messageResponseSchema,
  }),
} as const;
