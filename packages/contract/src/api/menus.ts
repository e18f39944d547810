import { idParams, messageResponseSchema } from '../common.ts';
import {
  createMenuBody,
  menuListResponse,
  menuResponse,
  menusQuery,
  publicMenuListResponse,
  reorderMenusBody,
  updateMenuBody,
} from '../menus.ts';
import { apiRoute } from './define.ts';

/** The clan's menu: everyone reads it, admins build it. */
export const menusApi = {
  listPublic: apiRoute({
    method: 'GET',
    path: '/api/public/menus',
    access: 'public',
    query: menusQuery,
    response: publicMenuListResponse,
  }),
  list: apiRoute({
    method: 'GET',
    path: '/api/menus',
    access: 'admin',
    query: menusQuery,
    response: menuListResponse,
  }),
  create: apiRoute({
    method: 'POST',
    path: '/api/menu',
    access: 'admin',
    body: createMenuBody,
    response: menuResponse,
    status: 201,
  }),
  /** Answers the new tree, so the client can replace its cache, with the message for its toast. */
  reorder: apiRoute({
    method: 'PUT',
    path: '/api/menus/reorder',
    access: 'admin',
    body: reorderMenusBody,
    response: menuListResponse,
  }),
  update: apiRoute({
    method: 'PUT',
    path: '/api/menu/:id',
    access: 'admin',
    params: idParams,
    body: updateMenuBody,
    response: menuResponse,
  }),
  remove: apiRoute({
    method: 'DELETE',
    path: '/api/menu/:id',
    access: 'admin',
    params: idParams,
    response: messageResponseSchema,
  }),
} as const;
