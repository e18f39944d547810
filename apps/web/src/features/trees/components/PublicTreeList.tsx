import type { PublicTreeSummary } from '@giapha/contract';
import { Badge, Group, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';

/** The clan's public trees as a row of cards; the open one is marked. */
export function PublicTreeList({
  trees,
  openId,
  onOpen,
}: {
  trees: readonly PublicTreeSummary[];
  openId: string | null;
  onOpen: (id: string) => void;
}) {
  return (
    <ScrollArea type="auto" offsetScrollbars scrollbarSize={6}>
      <Group
        gap="sm"
        wrap="nowrap"
        align="stretch"
        pb={4}
        component="ul"
        aria-label="Các cây gia phả"
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {trees.map((tree) => {
          const open = tree._id === openId;
          return (
            <li key={tree._id} style={{ display: 'flex' }}>
              <UnstyledButton
                onClick={() => onOpen(tree._id)}
                aria-current={open ? 'true' : undefined}
                w={280}
                p="sm"
                style={{
                  borderRadius: 'var(--mantine-radius-md)',
                  border: `${open ? 2 : 1}px solid ${open ? 'var(--mantine-color-clan-7)' : 'var(--mantine-color-gray-3)'}`,
                  background: open ? 'var(--mantine-color-clan-0)' : 'var(--mantine-color-body)',
                }}
              >
                <Stack gap={6}>
                  <Text fw={700} lineClamp={2}>
                    {tree.name}
                  </Text>
                  {tree.description ? (
                    <Text size="sm" c="dimmed" lineClamp={2}>
                      {tree.description}
                    </Text>
                  ) : null}
                  <Group gap={6}>
                    <Badge variant="light" color="clan" radius="sm" tt="none">
                      {tree.personCount} người
                    </Badge>
                    <Badge variant="light" color="gray" radius="sm" tt="none">
                      {tree.generationCount} đời
                    </Badge>
                    {tree.type === 'split' ? (
                      <Badge variant="outline" color="gray" radius="sm" tt="none">
                        Chi tách riêng
                      </Badge>
                    ) : null}
                  </Group>
                </Stack>
              </UnstyledButton>
            </li>
          );
        })}
      </Group>
    </ScrollArea>
  );
}
