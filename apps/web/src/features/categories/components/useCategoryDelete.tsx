import type { Category } from '@giapha/contract';
import { Stack, Text } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
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
      openConfirmModal({
        title: 'Xóa danh mục',
        centered: true,
        children: (
          <Stack gap="xs">
            <Text size="sm">
              Xóa danh mục{' '}
              <Text span fw={600}>
                “{category.name}”
              </Text>
              ?
            </Text>
            <Text size="sm">
              {category.blogCount > 0
                ? `${category.blogCount} bài viết trong danh mục này sẽ không bị xóa mà chuyển thành chưa phân loại.`
                : 'Các bài viết trong danh mục này (nếu có) sẽ chuyển thành chưa phân loại.'}
            </Text>
          </Stack>
        ),
        labels: { confirm: 'Xóa', cancel: 'Hủy' },
        confirmProps: { color: 'red' },
        onConfirm: () =>
          mutation.mutate(category.id, {
            onSuccess: (message) => {
              toast.success(message);
              onDeleted?.();
            },
            onError: (error) => toast.error(errorMessage(error, CATEGORIES_FALLBACK.delete)),
          }),
      }),
  };
}
