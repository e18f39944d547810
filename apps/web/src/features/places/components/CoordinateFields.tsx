import { Group, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PLACE_FORM_TEXTS } from '../texts.ts';

/** One coordinate input: what the form registers, its error and an example. */
export interface CoordinateInput {
  field: UseFormRegisterReturn;
  error?: string | undefined;
  placeholder: string;
}

export interface CoordinateFieldsProps {
  latitude: CoordinateInput;
  longitude: CoordinateInput;
  /** How to find the coordinates, said under the inputs. */
  hint: string;
  /** What follows the hint: map links, a button taking the phone's position. */
  children?: ReactNode;
}

/** The latitude and longitude inputs of a form (side by side, stacked on a phone) with their hint. */
export function CoordinateFields({ latitude, longitude, hint, children }: CoordinateFieldsProps) {
  const input = (label: string, { field, error, placeholder }: CoordinateInput) => (
    <TextInput
      label={label}
      placeholder={placeholder}
      inputMode="decimal"
      autoComplete="off"
      miw={140}
      {...field}
      error={error}
    />
  );
  return (
    <Stack gap={6}>
      <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap" align="flex-start">
        {input(PLACE_FORM_TEXTS.latitude, latitude)}
        {input(PLACE_FORM_TEXTS.longitude, longitude)}
      </Group>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
      {children}
    </Stack>
  );
}
