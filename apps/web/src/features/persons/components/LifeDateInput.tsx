import { DateField, type DateFieldKind } from '../../../components/DateField.tsx';
import type { LifeDateFieldValue } from '../lifeDate.ts';
import { lifeDateOfField } from '../lifeDate.ts';

interface LifeDateInputProps {
  /** `Ngày sinh`, `Ngày mất`, `Ngày`. */
  label: string;
  /** A death also shows its giỗ. */
  kind: DateFieldKind;
  value: LifeDateFieldValue;
  onChange: (value: LifeDateFieldValue) => void;
  onBlur?: (() => void) | undefined;
  error?: string | undefined;
  description?: string | undefined;
  disabled?: boolean | undefined;
}

/**
 * The one date field in a react-hook-form form (with `lifeDateFieldSchema`): a text naming a day that
 * cannot be is kept in the form's value as its problem, so the form refuses to save it.
 */
export function LifeDateInput({ value, onChange, ...props }: LifeDateInputProps) {
  const date = lifeDateOfField(value);
  return (
    <DateField
      {...props}
      value={date}
      onChange={onChange}
      onProblem={(problem) => {
        if (problem !== null) onChange({ problem, date });
      }}
    />
  );
}
