/** The two places the categories pages live; links on each stay within its own family of paths. */
export type CategoryArea = 'admin' | 'member';

export interface CategoryPaths {
  list: string;
  create: string;
  detail: (id: string) => string;
}

export const CATEGORY_PATHS: Record<CategoryArea, CategoryPaths> = {
  // The admin area (admin layout, admin role).
  admin: {
    list: '/categories',
    create: '/categories/create',
    detail: (id) => `/categories/detail/${encodeURIComponent(id)}`,
  },
  // The members' settings area (default layout, any signed-in member; writing stays admin-only).
  member: {
    list: '/settings/ListCategory',
    create: '/settings/create-category',
    detail: (id) => `/settings/detail-category/${encodeURIComponent(id)}`,
  },
};
