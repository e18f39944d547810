import { FormTextarea } from '../../../components/FormTextFields.tsx';
import { PersonFormSection } from './PersonFormSection.tsx';
import type { PersonFieldsProps } from './usePersonForm.ts';

/** The biography (public) and the notes (members only). */
export function PersonNotesFields({ form, compact }: PersonFieldsProps) {
  return (
    <PersonFormSection title="Tiểu sử và ghi chú" compact={compact}>
      <FormTextarea
        form={form}
        name="biography"
        label="Tiểu sử"
        placeholder="Tiểu sử chưa được viết"
        minRows={compact ? 3 : 5}
        maxRows={18}
      />
      <FormTextarea
        form={form}
        name="notes"
        label="Ghi chú"
        description="Ghi chú nội bộ, không hiện trên trang công khai"
        maxRows={10}
      />
    </PersonFormSection>
  );
}
