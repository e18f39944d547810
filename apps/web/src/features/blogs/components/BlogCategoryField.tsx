import type { Blog } from '@giapha/contract';
import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useCategoryChoices } from '../../categories/index.ts';
import type { BlogFormApi } from './useBlogForm.ts';

const NO_CATEGORY = 'none';

/** The clan's categories to choose from, with "none" first and the post's own one always there. */
export function useBlogCategoryOptions(blog: Blog | undefined) {
  const categories = useCategoryChoices();
  const options = useMemo(() => {
    const loaded = (categories.data?.categories ?? []).map((c) => ({ value: c.id, label: c.name }));
    // The post's own category, even when it is not among the first page of choices.
    const own = blog?.category;
    const withOwn =
      own && !loaded.some((o) => o.value === own.id)
        ? [...loaded, { value: own.id, label: own.name }]
        : loaded;
    return [{ value: NO_CATEGORY, label: 'Không có danh mục' }, ...withOwn];
  }, [categories.data, blog?.category]);
  return { options, isError: categories.isError, isPending: categories.isPending };
}

interface BlogCategoryFieldProps {
  form: BlogFormApi;
  categories: ReturnType<typeof useBlogCategoryOptions>;
}

/** "Danh mục": the post's category, or none. */
export function BlogCategoryField({ form, categories }: BlogCategoryFieldProps) {
  return (
    <Controller
      control={form.control}
      name="categoryId"
      render={({ field, fieldState }) => (
        <Select
          label="Danh mục"
          data={categories.options}
          value={field.value ?? NO_CATEGORY}
          allowDeselect={false}
          onChange={(value) => field.onChange(value && value !== NO_CATEGORY ? value : null)}
          onBlur={field.onBlur}
          ref={field.ref}
          description={
            categories.isError
              ? 'Không tải được danh sách danh mục'
              : categories.isPending
                ? 'Đang tải danh mục…'
                : undefined
          }
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
