import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';
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
 * The one date field with `lifeDateFieldSchema`: a text naming a day that cannot be is kept in the value
 * as its problem, so the form refuses to save it.
 */
function LifeDateInput({ value, onChange, ...props }: LifeDateInputProps) {
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

/** `Context` and `Output` follow the form (a resolver's context, the values a zod schema turns them into). */
interface LifeDateFieldProps<T extends FieldValues, Context, Output extends FieldValues> {
  control: Control<T, Context, Output>;
  /** A birth, death or event date of the form (`lifeDateFieldSchema`). */
  name: FieldPathByValue<T, LifeDateFieldValue>;
  label: string;
  kind: DateFieldKind;
  /** Runs after the form took a new value (a death date also marks the person dead). */
  onChanged?: (value: LifeDateFieldValue) => void;
}

/** A react-hook-form date field: the one text input for any date, with the field's error. */
export function LifeDateField<T extends FieldValues, Context, Output extends FieldValues>({
  control,
  name,
  onChanged,
  ...props
}: LifeDateFieldProps<T, Context, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <LifeDateInput
          {...props}
          value={field.value}
          onChange={(value) => {
            field.onChange(value);
            onChanged?.(value);
          }}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
