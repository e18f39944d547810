import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

interface SearchFieldProps
  extends Omit<TextInputProps, 'onChange' | 'value' | 'leftSection' | 'rightSection'> {
  /** Named for screen readers (`Tìm thành viên`). */
  'aria-label': string;
  value: string;
  onChange: (text: string) => void;
  /** The × button: empty the field and the search. */
  onClear: () => void;
}

/** The search box of a list page: a magnifier, and a button that clears it once something is typed. */
export function SearchField({ value, onChange, onClear, ...props }: SearchFieldProps) {
  return (
    <TextInput
      {...props}
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      rightSection={
        value ? <CloseButton size="sm" aria-label="Xóa nội dung tìm kiếm" onClick={onClear} /> : null
      }
    />
  );
}
