import { SegmentedControl, type SegmentedControlProps, Stack, Text } from '@mantine/core';

interface LabelledSegmentedControlProps extends Omit<SegmentedControlProps, 'aria-label'> {
  /** Shown above the control and given to it as its accessible name. */
  label: string;
}

/** A segmented control with a small label above it, as Mantine's inputs have (SegmentedControl has none). */
export function LabelledSegmentedControl({ label, ...control }: LabelledSegmentedControlProps) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <SegmentedControl aria-label={label} {...control} />
    </Stack>
  );
}
