import { type Category, MESSAGES } from '@giapha/contract';
import { slugify } from '@giapha/genealogy';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FormActions } from '../../../components/FormActions.tsx';
import { ApiError } from '../../../lib/api.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import {
  CATEGORY_FORM_FIELDS,
  type CategoryFormOutput,
  type CategoryFormValues,
  categoryForm,
} from '../categoryForm.ts';

/** A 409 about the slug, whether the server names the field or only says so. */
function isSlugTaken(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    (error.message === MESSAGES.categorySlugTaken || Boolean(error.errors?.some((e) => e.field === 'slug')))
  );
}

export function categoryValues(category: Category | null): CategoryFormValues {
  return {
    name: category?.name ?? '',
    slug: category?.slug ?? '',
    description: category?.description ?? '',
  };
}

interface CategoryFormProps {
  /** The category being edited; null for a new one, whose slug follows the name until edited. */
  category: Category | null;
  readOnly: boolean;
  saving: boolean;
  submitLabel: string;
  cancelTo: string;
  /** Resolves when saved; rejects with the server's error, which the form shows on its fields. */
  onSubmit: (values: CategoryFormOutput) => Promise<unknown>;
  /** Extra buttons on the left of the form's bar (delete). */
  extraActions?: ReactNode;
}

/** Name, slug (made from the name without diacritics until edited by hand) and description. */
export function CategoryForm({
  category,
  readOnly,
  saving,
  submitLabel,
  cancelTo,
  onSubmit,
  extraActions,
}: CategoryFormProps) {
  const loadedValues = useMemo(() => (category ? categoryValues(category) : undefined), [category]);
  const form = useForm<CategoryFormValues, unknown, CategoryFormOutput>({
    resolver: zodResolver(categoryForm),
    defaultValues: categoryValues(null),
    // Reloaded data (after a conflict) fills the fields not touched; the admin's own edits stay.
    values: loadedValues,
    resetOptions: { keepDirtyValues: true },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const nameField = form.register('name');
  // A new category's slug is the name's until the admin types one of their own (emptying it undoes that).
  const followsName = category === null && !form.formState.dirtyFields.slug;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      const field = applyServerFieldErrors(error, form.setError, CATEGORY_FORM_FIELDS);
      if (!field && isSlugTaken(error)) {
        form.setError('slug', { type: 'server', message: MESSAGES.categorySlugTaken }, { shouldFocus: true });
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={category ? 'Sửa danh mục' : 'Thêm danh mục'}>
      <Stack gap="md">
        <TextInput
          label="Tên danh mục"
          placeholder="Ví dụ: Tin dòng họ"
          withAsterisk={!readOnly}
          readOnly={readOnly}
          {...nameField}
          onChange={(event) => {
            void nameField.onChange(event);
            if (followsName) form.setValue('slug', slugify(event.currentTarget.value));
          }}
          error={errors.name?.message}
        />
        <TextInput
          label="Đường dẫn"
          description={
            readOnly
              ? 'Dùng trong địa chỉ trang tin tức của danh mục'
              : 'Chữ thường không dấu, số và dấu gạch ngang; để trống sẽ tạo từ tên'
          }
          placeholder="tin-dong-ho"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          readOnly={readOnly}
          {...form.register('slug')}
          error={errors.slug?.message}
        />
        <Textarea
          label="Mô tả"
          autosize
          minRows={3}
          maxRows={8}
          readOnly={readOnly}
          {...form.register('description')}
          error={errors.description?.message}
        />
        <FormActions
          cancelTo={cancelTo}
          saving={saving}
          submitLabel={submitLabel}
          readOnlyBackLabel={readOnly ? 'Về danh sách danh mục' : undefined}
          extraActions={extraActions}
        />
      </Stack>
    </form>
  );
}
