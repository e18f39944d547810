import { z } from 'zod';
import {
  emailSchema,
  passwordSchema,
  personNameSchema,
  usernameSchema,
  userRoleSchema,
  userSchema,
  userStatusSchema,
} from './auth.ts';
import {
  DEFAULT_PAGE_SIZE,
  listResponse,
  MAX_PAGE_SIZE,
  okResponse,
  pageQuery,
  versionField,
} from './common.ts';

// GET /api/users (limit, offset, search, status)
export const listUsersQuery = pageQuery(DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE).extend({
  search: z.string().trim().max(200).optional(),
  status: userStatusSchema.optional(),
});
export type ListUsersQuery = z.input<typeof listUsersQuery>;
export const userListResponse = listResponse(userSchema);

// GET /api/users/pending
export const pendingUsersQuery = pageQuery(DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);

export const userResponse = okResponse(userSchema);

// PATCH /api/user/{id}/role
export const setRoleBody = z.object({ role: userRoleSchema, version: versionField });

// PUT /api/user?id
export const updateUserBody = z.object({
  name: personNameSchema.optional(),
  username: usernameSchema.optional(),
  email: emailSchema.optional(),
  password: passwordSchema.optional(),
  version: versionField,
});
export type UpdateUserBody = z.input<typeof updateUserBody>;

// POST /api/user/create
export const createUserBody = z.object({
  name: personNameSchema,
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  role: userRoleSchema.default('user'),
});
export type CreateUserBody = z.input<typeof createUserBody>;
