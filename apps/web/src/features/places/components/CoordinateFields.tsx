import { Group, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PLACE_FORM_TEXTS } from '../texts.ts';

type Coordinate = 'latitude' | 'longitude';

/** What the inputs need of a form whose coordinates are its `latitude` and `longitude` text fields. */
export interface CoordinateForm {
  register: (name: Coordinate) => UseFormRegisterReturn;
  formState: { errors: Partial<Record<Coordinate, { message?: string | undefined }>> };
}

export interface CoordinateFieldsProps {
  form: CoordinateForm;
  /** An example of each, shown in the empty inputs: a point near the clan's land. */
  examples: Record<Coordinate, string>;
  /** How to find the coordinates, said under the inputs. */
  hint: string;
  /** What follows the hint: map links, a button taking the phone's position. */
  children?: ReactNode;
}

/** The latitude and longitude inputs of a form (side by side, stacked on a phone) with their hint. */
export function CoordinateFields({ form, examples, hint, children }: CoordinateFieldsProps) {
  const input = (label: string, name: Coordinate) => (
    <TextInput
      label={label}
      placeholder={examples[name]}
      inputMode="decimal"
      autoComplete="off"
      miw={140}
      {...form.register(name)}
      error={form.formState.errors[name]?.message}
    />
  );
  return (
    <Stack gap={6}>
      <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap" align="flex-start">
        {input(PLACE_FORM_TEXTS.latitude, 'latitude')}
        {input(PLACE_FORM_TEXTS.longitude, 'longitude')}
      </Group>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
      {children}
    </Stack>
  );
}
