import type { Tree } from '@giapha/contract';
import { Badge, type BadgeProps, Text } from '@mantine/core';
import { IconGitBranch, IconLock, IconWorld } from '@tabler/icons-react';
import { useTree } from '../api/getTree.ts';

/** Public or private. */
export function VisibilityBadge({ tree, ...props }: { tree: Tree } & BadgeProps) {
  return tree.isPublic ? (
    <Badge variant="light" color="green" tt="none" leftSection={<IconWorld size={12} />} {...props}>
      Công khai
    </Badge>
  ) : (
    <Badge variant="light" color="gray" tt="none" leftSection={<IconLock size={12} />} {...props}>
      Riêng tư
    </Badge>
  );
}

/** An original tree or one split off another. */
export function TypeBadge({ tree, ...props }: { tree: Tree } & BadgeProps) {
  return tree.type === 'split' ? (
    <Badge variant="light" color="orange" tt="none" leftSection={<IconGitBranch size={12} />} {...props}>
      Cây tách
    </Badge>
  ) : (
    <Badge variant="light" color="clan" tt="none" {...props}>
      Cây gốc
    </Badge>
  );
}

/** Where a split tree came from: the source's name (from this page, else asked for), or that it is gone. */
export function SplitSource({ tree, pageTrees }: { tree: Tree; pageTrees: Tree[] }) {
  const sourceId = tree.sourceTreeId ?? '';
  const onPage = pageTrees.find((candidate) => candidate._id === sourceId);
  const source = useTree(sourceId, { enabled: tree.type === 'split' && Boolean(sourceId) && !onPage });
  if (tree.type !== 'split') return null;
  const name = onPage?.name ?? source.data?.name;
  return (
    <Text size="xs" c="dimmed" lineClamp={2}>
      {sourceId ? `Tách từ ${name ? `“${name}”` : 'cây gốc'}` : 'Cây gốc đã bị xóa'}
    </Text>
  );
}
