import { CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { useMemo } from 'react';
import type { CanvasTree } from '../model.ts';
import { kinshipAnswer } from './answer.ts';
import { kinshipIndexOf } from './kinship-graph.ts';

export interface PathEnds {
  from: string;
  to: string;
}

/** The persons of the kinship path between two persons of the tree (null: none to draw). */
export function useRelationPath(tree: CanvasTree | null, ends: PathEnds | null): readonly string[] | null {
  return useMemo(() => {
    if (!tree || !ends) return null;
    const persons = kinshipAnswer(kinshipIndexOf(tree), ends.from, ends.to, { region: 'north' }).persons;
    return persons.length > 1 ? persons : null;
  }, [tree, ends]);
}

/** Over the canvas while a path is drawn: whose path it is, and a way to leave it. */
export function RelationPathBanner({
  tree,
  ends,
  found,
  onClear,
}: {
  tree: CanvasTree;
  ends: PathEnds;
  found: boolean;
  onClear: () => void;
}) {
  const nameOf = (id: string) => tree.persons.find((p) => p.id === id)?.name ?? '?';
  return (
    <Paper withBorder radius="md" px="sm" py={6} mb="xs" bg="clan.0" role="status">
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <IconRoute size={18} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" style={{ minWidth: 0 }}>
            {found
              ? `Đường quan hệ: ${nameOf(ends.from)} → ${nameOf(ends.to)}`
              : `Không tìm thấy quan hệ giữa ${nameOf(ends.from)} và ${nameOf(ends.to)} trong cây này.`}
          </Text>
        </Group>
        <CloseButton size="sm" aria-label="Bỏ đường quan hệ" onClick={onClear} />
      </Group>
    </Paper>
  );
}
