import { type Category, MESSAGES } from '@giapha/contract';
import { slugify } from '@giapha/genealogy';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextInput } from '@mantine/core';
import { SettingsFormFrame } from '../../../components/FormActions.tsx';
import { FormTextarea, FormTextInput } from '../../../components/FormTextFields.tsx';
import { type SettingsFormProps, useSettingsForm } from '../../../components/record-form.ts';
import {
  CATEGORY_FORM_FIELDS,
  type CategoryFormOutput,
  type CategoryFormValues,
  categoryForm,
} from '../categoryForm.ts';

export function categoryValues(category: Category | null): CategoryFormValues {
  return {
    name: category?.name ?? '',
    slug: category?.slug ?? '',
    description: category?.description ?? '',
  };
}

interface CategoryFormProps extends SettingsFormProps<CategoryFormOutput> {
  /** The category being edited; null for a new one, whose slug follows the name until edited. */
  category: Category | null;
}

/** Name, slug (made from the name without diacritics until edited by hand) and description. */
export function CategoryForm({ category, onSubmit, ...actions }: CategoryFormProps) {
  const { readOnly } = actions;
  const { form, submit } = useSettingsForm(
    zodResolver(categoryForm),
    { record: category, valuesOf: categoryValues },
    {
      onSubmit,
      fields: CATEGORY_FORM_FIELDS,
      taken: { field: 'slug', message: MESSAGES.categorySlugTaken },
    },
  );
  const { errors } = form.formState;
  const nameField = form.register('name');
  // A new category's slug is the name's until the admin types one of their own (emptying it undoes that).
  const followsName = category === null && !form.formState.dirtyFields.slug;

  return (
    <SettingsFormFrame
      label={category ? 'Sửa danh mục' : 'Thêm danh mục'}
      onSubmit={submit}
      actions={actions}
      readOnlyBackLabel="Về danh sách danh mục"
    >
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
      <FormTextInput
        form={form}
        name="slug"
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
      />
      <FormTextarea form={form} name="description" label="Mô tả" minRows={3} readOnly={readOnly} />
    </SettingsFormFrame>
  );
}
