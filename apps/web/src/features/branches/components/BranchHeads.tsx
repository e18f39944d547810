import { Text } from '@mantine/core';

/** "Trưởng chi: …" on the public branch list and a branch's page; "chưa có" when none is appointed. */
export function BranchHeads({ heads }: { heads: readonly string[] }) {
  return (
    <Text size="sm">
      Trưởng chi:{' '}
      {heads.length > 0 ? (
        <Text span fw={600}>
          {heads.join(', ')}
        </Text>
      ) : (
        <Text span c="dimmed" fs="italic">
          chưa có
        </Text>
      )}
    </Text>
  );
}
