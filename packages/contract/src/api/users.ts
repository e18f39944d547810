import { idParams, idQuery, messageResponseSchema } from '../common.ts';
import {
  createUserBody,
  listUsersQuery,
  pendingUsersQuery,
  setRoleBody,
  updateUserBody,
  userListResponse,
  userResponse,
} from '../users.ts';
import { apiRoute } from './define.ts';

/** Member management (spec: /api/users, /api/user…), admins only. */
export const usersApi = {
  list: apiRoute({
    method: 'GET',
    path: '/api/users',
    access: 'admin',
    query: listUsersQuery,
    response: userListResponse,
  }),
  listPending: apiRoute({
    method: 'GET',
    path: '/api/users/pending',
    access: 'admin',
    query: pendingUsersQuery,
    response: userListResponse,
  }),
  get: apiRoute({
    method: 'GET',
    path: '/api/user',
    access: 'admin',
    query: idQuery,
    response: userResponse,
  }),
  create: apiRoute({
    method: 'POST',
    path: '/api/user/create',
    access: 'admin',
    body: createUserBody,
    response: userResponse,
    status: 201,
  }),
  update: apiRoute({
    method: 'PUT',
    path: '/api/user',
    access: 'admin',
    query: idQuery,
    body: updateUserBody,
    response: userResponse,
  }),
  approve: apiRoute({
    method: 'PATCH',
    path: '/api/user/:id/approve',
    access: 'admin',
    params: idParams,
    response: userResponse,
  }),
  reject: apiRoute({
    method: 'PATCH',
    path: '/api/user/:id/reject',
    access: 'admin',
    params: idParams,
    response: userResponse,
  }),
  setRole: apiRoute({
    method: 'PATCH',
    path: '/api/user/:id/role',
    access: 'admin',
    params: idParams,
    body: setRoleBody,
    response: userResponse,
  }),
  remove: apiRoute({
    method: 'DELETE',
    path: '/api/user/:id',
    access: 'admin',
    params: idParams,
    response: messageResponseSchema,
  }),
} as const;
