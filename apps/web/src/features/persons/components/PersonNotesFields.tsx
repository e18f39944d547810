import { Textarea } from '@mantine/core';
import { PersonFormSection } from './PersonFormSection.tsx';
import type { PersonFieldsProps } from './usePersonForm.ts';

/** The biography (public) and the notes (members only). */
export function PersonNotesFields({ form, errors, compact }: PersonFieldsProps) {
  return (
    <PersonFormSection title="Tiểu sử và ghi chú" compact={compact}>
      <Textarea
        label="Tiểu sử"
        placeholder="Tiểu sử chưa được viết"
        autosize
        minRows={compact ? 3 : 5}
        maxRows={18}
        {...form.register('biography')}
        error={errors.biography?.message}
      />
      <Textarea
        label="Ghi chú"
        description="Ghi chú nội bộ, không hiện trên trang công khai"
        autosize
        minRows={2}
        maxRows={10}
        {...form.register('notes')}
        error={errors.notes?.message}
      />
    </PersonFormSection>
  );
}
