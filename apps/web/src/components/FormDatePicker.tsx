import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { type FieldPathByValue, type FieldValues, type UseFormReturn, useController } from 'react-hook-form';

/**
 * What the form gives the picker (`form` is ours, not the HTML attribute); the rest (label, placeholder,
 * format, clear button…) is the caller's.
 */
type ControlledProps =
  | 'form'
  | 'name'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'error'
  | 'leftSection'
  | 'dropdownType';

interface FormDatePickerProps<T extends FieldValues, Context, Output extends FieldValues>
  extends Omit<DatePickerInputProps, ControlledProps> {
  form: UseFormReturn<T, Context, Output>;
  /** A field holding the day as `YYYY-MM-DD`, or null. */
  name: FieldPathByValue<T, string | null>;
  /** On a phone the calendar opens in a modal rather than a popover. */
  phone: boolean;
}

/**
 * A day of a react-hook-form form picked on a calendar, with the calendar icon and the field's error;
 * a new day clears the field's error (a server refusal of the old day no longer applies).
 */
export function FormDatePicker<T extends FieldValues, Context, Output extends FieldValues>({
  form,
  name,
  phone,
  ...picker
}: FormDatePickerProps<T, Context, Output>) {
  const { field, fieldState } = useController({ control: form.control, name });
  const value: unknown = field.value;
  return (
    <DatePickerInput
      {...picker}
      leftSection={<IconCalendar size={16} />}
      dropdownType={phone ? 'modal' : 'popover'}
      value={typeof value === 'string' ? value : null}
      onChange={(day) => {
        field.onChange(day);
        form.clearErrors(name);
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
