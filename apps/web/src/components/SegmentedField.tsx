import { Input, SegmentedControl, type SegmentedControlProps } from '@mantine/core';
import { type ReactNode, useId } from 'react';

interface SegmentedFieldProps<T extends string>
  extends Omit<SegmentedControlProps<T>, 'aria-label' | 'aria-labelledby'> {
  /** Over the control, and its accessible name. */
  label: string;
  /** Under the control: what the chosen value means. */
  description?: ReactNode;
  error?: ReactNode;
}

/**
 * A choice among a few values laid out as a full-width segmented control, with a field's label over it and
 * its description and error under it, as Mantine's inputs have them.
 */
export function SegmentedField<T extends string>({
  label,
  description,
  error,
  ...control
}: SegmentedFieldProps<T>) {
  const id = useId();
  return (
    <Input.Wrapper
      id={id}
      label={label}
      labelElement="div"
      description={description}
      error={error}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    >
      <SegmentedControl<T> aria-labelledby={`${id}-label`} fullWidth mt={4} mb={4} {...control} />
    </Input.Wrapper>
  );
}
