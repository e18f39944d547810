import { Switch } from '@mantine/core';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';

/** `Context` and `Output` follow the form (a resolver's context, the values a zod schema turns them into). */
interface SwitchFieldProps<T extends FieldValues, Context, Output extends FieldValues> {
  control: Control<T, Context, Output>;
  /** A yes/no field of the form. */
  name: FieldPathByValue<T, boolean | undefined>;
  label: string;
  description: ReactNode;
  disabled?: boolean;
}

/** A form's yes/no field as a Mantine switch. */
export function SwitchField<T extends FieldValues, Context, Output extends FieldValues>({
  control,
  name,
  label,
  description,
  disabled,
}: SwitchFieldProps<T, Context, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          label={label}
          description={description}
          checked={field.value ?? false}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
          disabled={disabled}
          ref={field.ref}
        />
      )}
    />
  );
}
