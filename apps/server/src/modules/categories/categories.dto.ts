import type { Category } from '@giapha/contract';
import type { CategoryWithCount } from './categories.repo.ts';

export function toCategoryDto(row: CategoryWithCount): Category {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    position: row.position,
    blogCount: row.blogCount,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
