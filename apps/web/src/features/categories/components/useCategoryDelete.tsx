import type { Category } from '@giapha/contract';
import { Stack, Text } from '@mantine/core';
import { confirmDeletion, deletionToasts, RecordName } from '../../../components/confirm-deletion.tsx';
import { useDeleteCategory } from '../api/deleteCategory.ts';
import { CATEGORIES_FALLBACK } from '../texts.ts';

export interface CategoryDelete {
  /** Asks first; `onDeleted` runs after the server agreed (the detail page leaves). */
  remove: (category: Category, onDeleted?: () => void) => void;
  /** The id being deleted, if any. */
  deletingId: string | undefined;
}

/** Delete a category after a confirmation that says what happens to its posts. */
export function useCategoryDelete(): CategoryDelete {
  const mutation = useDeleteCategory();
  return {
    deletingId: mutation.isPending ? mutation.variables : undefined,
    remove: (category, onDeleted) =>
      confirmDeletion({
        title: 'Xóa danh mục',
        message: (
          <Stack gap="xs">
            <Text size="sm">
              Xóa danh mục <RecordName>“{category.name}”</RecordName>?
            </Text>
            <Text size="sm">
              {category.blogCount > 0
                ? `${category.blogCount} bài viết trong danh mục này sẽ không bị xóa mà chuyển thành chưa phân loại.`
                : 'Các bài viết trong danh mục này (nếu có) sẽ chuyển thành chưa phân loại.'}
            </Text>
          </Stack>
        ),
        onConfirm: () =>
          mutation.mutate(category.id, deletionToasts(CATEGORIES_FALLBACK.delete, { onDeleted })),
      }),
  };
}
