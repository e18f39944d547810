import { TextInput, type TextInputProps } from '@mantine/core';
import { filterNumericKeyDown } from '../lib/numeric-keys.ts';

/** A text field that takes only digits (spec §5), with the numeric keyboard on phones. */
export function NumericInput(props: TextInputProps) {
  return (
    <TextInput
      inputMode="numeric"
      pattern="[0-9]*"
      {...props}
      onKeyDown={(event) => {
        filterNumericKeyDown(event);
        props.onKeyDown?.(event);
      }}
    />
  );
}
