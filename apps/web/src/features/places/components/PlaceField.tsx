import type { PlaceRef } from '@giapha/contract';
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { PlacePicker } from './PlacePicker.tsx';

/** `Context` and `Output` follow the form (a resolver's context, the values a zod schema turns them into). */
export interface PlaceFieldProps<T extends FieldValues, Context, Output extends FieldValues> {
  control: Control<T, Context, Output>;
  /** A place field of the form (a place or none). */
  name: FieldPathByValue<T, PlaceRef | null>;
  label: string;
  description?: string | undefined;
}

/** A form's place as the PlacePicker: the one way a form picks (or makes) one of the clan's places. */
export function PlaceField<T extends FieldValues, Context, Output extends FieldValues>({
  control,
  name,
  label,
  description,
}: PlaceFieldProps<T, Context, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PlacePicker
          label={label}
          description={description}
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
