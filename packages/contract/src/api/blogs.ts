import {
  blogListResponse,
  blogResponse,
  blogSlugParams,
  createBlogBody,
  listBlogsQuery,
  publicBlogListResponse,
  publicBlogResponse,
  publicBlogsQuery,
  updateBlogBody,
} from '../blogs.ts';
import { idParams, idQuery, messageResponseSchema } from '../common.ts';
import { apiRoute } from './define.ts';

/** Spec §7: visitors read published and due posts; admins write and see every state. */
export const blogsApi = {
  listPublic: apiRoute({
    method: 'GET',
    path: '/api/public/blogs',
    access: 'public',
    query: publicBlogsQuery,
    response: publicBlogListResponse,
  }),
  getPublic: apiRoute({
    method: 'GET',
    path: '/api/public/blog/:slug',
    access: 'public',
    params: blogSlugParams,
    response: publicBlogResponse,
  }),
  list: apiRoute({
    method: 'GET',
    path: '/api/blogs',
    access: 'admin',
    query: listBlogsQuery,
    response: blogListResponse,
  }),
  get: apiRoute({
    method: 'GET',
    path: '/api/blog',
    access: 'admin',
    query: idQuery,
    response: blogResponse,
  }),
  /** The admin update page is /admin/blogs/update/{slug}: it loads the post by slug, in any state. */
  getBySlug: apiRoute({
    method: 'GET',
    path: '/api/blog/:slug',
    access: 'admin',
    params: blogSlugParams,
    response: blogResponse,
  }),
  create: apiRoute({
    method: 'POST',
    path: '/api/blog',
    access: 'admin',
    body: createBlogBody,
    response: blogResponse,
    status: 201,
  }),
  update: apiRoute({
    method: 'PUT',
    path: '/api/blog/:id',
    access: 'admin',
    params: idParams,
    body: updateBlogBody,
    response: blogResponse,
  }),
  remove: apiRoute({
    method: 'DELETE',
    path: '/api/blog/:id',
    access: 'admin',
    params: idParams,
    response: messageResponseSchema,
  }),
} as const;
