import type { Tree } from '@giapha/contract';
import { Stack, Text } from '@mantine/core';
import { formatCount } from './tree-list.ts';

/** The tree's name in quotes, in bold. */
export function TreeName({ tree }: { tree: Tree }) {
  return (
    <Text span fw={600}>
      “{tree.name}”
    </Text>
  );
}

/** What deleting takes with it, said before anything is deleted. */
export function DeleteTreeMessage({ tree }: { tree: Tree }) {
  return (
    <Stack gap="xs">
      <Text size="sm">
        Xóa cây gia phả <TreeName tree={tree} />?
      </Text>
      {tree.type === 'split' ? (
        <Text size="sm">
          Đây là cây tách: những người trong cây vẫn còn trong cây gốc và các cây khác, chỉ cây này bị xóa.
        </Text>
      ) : (
        <Text size="sm">
          Những người và gia đình <b>chỉ có trong cây này</b> sẽ bị xóa theo (cây hiện có{' '}
          {formatCount(tree.personCount)} người). Người có mặt trong cây gia phả khác vẫn được giữ lại; các
          cây tách từ cây này trở thành cây độc lập.
        </Text>
      )}
      <Text size="sm" c="red" fw={500}>
        Thao tác này không thể hoàn tác.
      </Text>
    </Stack>
  );
}
