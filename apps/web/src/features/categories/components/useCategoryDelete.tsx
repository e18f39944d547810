import type { Category } from '@giapha/contract';
import { Stack, Text } from '@mantine/core';
import {
  type ConfirmedDelete,
  deleteAfterConfirming,
  RecordName,
} from '../../../components/confirm-deletion.tsx';
import { useDeleteCategory } from '../api/deleteCategory.ts';
import { CATEGORIES_FALLBACK } from '../texts.ts';

export type CategoryDelete = ConfirmedDelete<Category>;

/** Delete a category after a confirmation that says what happens to its posts. */
export function useCategoryDelete(): CategoryDelete {
  return deleteAfterConfirming(useDeleteCategory(), (category: Category) => ({
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
    fallback: CATEGORIES_FALLBACK.delete,
  }));
}
