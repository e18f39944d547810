import {
  categoryListResponse,
  categoryResponse,
  createCategoryBody,
  listCategoriesQuery,
  publicCategoriesQuery,
  updateCategoryBody,
} from '../categories.ts';
import { idParams, idQuery, messageResponseSchema } from '../common.ts';
import { reorderBody } from '../content.ts';
import { apiRoute } from './define.ts';

/** Spec §7: visitors list categories, members read them, admins write and order them. */
export const categoriesApi = {
  listPublic: apiRoute({
    method: 'GET',
    path: '/api/public/categories',
    access: 'public',
    query: publicCategoriesQuery,
    response: categoryListResponse,
  }),
  list: apiRoute({
    method: 'GET',
    path: '/api/categories',
    access: 'member',
    query: listCategoriesQuery,
    response: categoryListResponse,
  }),
  get: apiRoute({
    method: 'GET',
    path: '/api/category',
    access: 'member',
    query: idQuery,
    response: categoryResponse,
  }),
  create: apiRoute({
    method: 'POST',
    path: '/api/category',
    access: 'admin',
    body: createCategoryBody,
    response: categoryResponse,
    status: 201,
  }),
  reorder: apiRoute({
    method: 'PUT',
    path: '/api/categories/reorder',
    access: 'admin',
    body: reorderBody,
    response: messageResponseSchema,
  }),
  update: apiRoute({
    method: 'PUT',
    path: '/api/category/:id',
    access: 'admin',
    params: idParams,
    body: updateCategoryBody,
    response: categoryResponse,
  }),
  remove: apiRoute({
    method: 'DELETE',
    path: '/api/category/:id',
    access: 'admin',
    params: idParams,
    response: messageResponseSchema,
  }),
} as const;
