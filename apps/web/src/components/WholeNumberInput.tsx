import { NumberInput, type NumberInputProps } from '@mantine/core';

/** A number input for counts and sizes: whole numbers from zero up (no decimal point, no minus sign). */
export function WholeNumberInput(props: Omit<NumberInputProps, 'allowDecimal' | 'allowNegative'>) {
  return <NumberInput allowDecimal={false} allowNegative={false} {...props} />;
}
