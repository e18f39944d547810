import { SOURCE_KIND_LABELS, type Source, sourceKinds } from '@giapha/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Select, SimpleGrid } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { SettingsFormFrame } from '../../../components/FormActions.tsx';
import { FormTextarea, FormTextInput } from '../../../components/FormTextFields.tsx';
import { type SettingsFormProps, useSettingsForm } from '../../../components/record-form.ts';
import { useUnsavedChangesGuard } from '../../../components/UnsavedChangesGuard.tsx';
import { SOURCE_FORM_FIELDS, type SourceFormOutput, sourceForm, sourceValues } from '../sourceForm.ts';

export const KIND_CHOICES = sourceKinds.map((kind) => ({ value: kind, label: SOURCE_KIND_LABELS[kind] }));

interface SourceFormProps extends Omit<SettingsFormProps<SourceFormOutput>, 'readOnly'> {
  /** The source being edited; null for a new one. */
  source: Source | null;
  /** After a save (the unsaved-changes guard lets the page move on). */
  onSaved?: () => void;
}

/** Title, kind, who wrote it and when, where it is kept, and a note. */
export function SourceForm({ source, onSubmit, onSaved, ...actions }: SourceFormProps) {
  const { form, submit } = useSettingsForm(
    zodResolver(sourceForm),
    { record: source, valuesOf: sourceValues },
    {
      onSubmit,
      fields: SOURCE_FORM_FIELDS,
      onSaved: () => {
        form.reset(form.getValues());
        guard.allowNextNavigation();
        onSaved?.();
      },
    },
  );
  const { errors } = form.formState;
  const guard = useUnsavedChangesGuard(form.formState.isDirty);

  return (
    <SettingsFormFrame
      label={source ? 'Sửa nguồn tư liệu' : 'Thêm nguồn tư liệu'}
      onSubmit={submit}
      guard={guard}
      actions={actions}
    >
      <FormTextInput
        form={form}
        name="title"
        label="Tên nguồn"
        placeholder="Ví dụ: Gia phả họ Nguyễn (bản chữ Hán, chép năm Tự Đức thứ 5)"
        withAsterisk
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <Controller
          control={form.control}
          name="kind"
          render={({ field }) => (
            <Select
              label="Loại nguồn"
              data={KIND_CHOICES}
              value={field.value}
              allowDeselect={false}
              onChange={(value) => {
                const kind = sourceKinds.find((k) => k === value);
                if (kind) field.onChange(kind);
              }}
              onBlur={field.onBlur}
              error={errors.kind?.message}
            />
          )}
        />
        <FormTextInput
          form={form}
          name="author"
          label="Người soạn, người kể"
          placeholder="Ví dụ: Cụ Nguyễn Văn Khiêm"
        />
        <FormTextInput
          form={form}
          name="date"
          label="Thời gian"
          description="Ghi như nguồn ghi, ví dụ “soạn năm Tự Đức thứ 5”"
        />
        <FormTextInput
          form={form}
          name="repository"
          label="Nơi lưu giữ"
          placeholder="Ví dụ: Nhà thờ họ, chi trưởng giữ"
        />
      </SimpleGrid>
      <FormTextarea form={form} name="note" label="Ghi chú" />
    </SettingsFormFrame>
  );
}
