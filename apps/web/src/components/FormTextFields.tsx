import { Textarea, type TextareaProps, TextInput, type TextInputProps } from '@mantine/core';
import { type FieldValues, type Path, type UseFormReturn, useFormState } from 'react-hook-form';

/** `Context` and `Output` follow the form (a resolver's context, the values a zod schema turns them into). */
interface FormFieldProps<T extends FieldValues, Context, Output extends FieldValues> {
  form: UseFormReturn<T, Context, Output>;
  /** The form's field: registered on the input, its error shown under it. */
  name: Path<T>;
}

/**
 * What the form gives the input (`form` is ours, not the HTML attribute); the rest (label, description,
 * placeholder…) is the caller's.
 */
type RegisteredProps = 'form' | 'name' | 'error' | 'value' | 'defaultValue' | 'onChange' | 'onBlur';

/**
 * The field's error. Only this input follows the form's state (of its own field), so a change elsewhere
 * neither re-renders it nor re-renders the whole form.
 */
function useFieldError<T extends FieldValues, Context, Output extends FieldValues>(
  form: UseFormReturn<T, Context, Output>,
  name: Path<T>,
): string | undefined {
  const state = useFormState({ control: form.control, name, exact: true });
  return form.getFieldState(name, state).error?.message;
}

/** A registered text field of a react-hook-form form, with its error. */
export function FormTextInput<T extends FieldValues, Context, Output extends FieldValues>({
  form,
  name,
  ...props
}: FormFieldProps<T, Context, Output> & Omit<TextInputProps, RegisteredProps>) {
  const error = useFieldError(form, name);
  return <TextInput {...props} {...form.register(name)} error={error} />;
}

/** A registered text area that grows with its text (2 to 8 rows unless told), with its error. */
export function FormTextarea<T extends FieldValues, Context, Output extends FieldValues>({
  form,
  name,
  minRows = 2,
  maxRows = 8,
  ...props
}: FormFieldProps<T, Context, Output> & Omit<TextareaProps, RegisteredProps | 'autosize'>) {
  const error = useFieldError(form, name);
  return (
    <Textarea
      autosize
      minRows={minRows}
      maxRows={maxRows}
      {...props}
      {...form.register(name)}
      error={error}
    />
  );
}
