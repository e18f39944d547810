import type { DraftListItem } from '@giapha/contract';
import { Anchor, Badge } from '@mantine/core';
import { Link } from 'react-router';
import { SOURCE_COLORS, SOURCE_LABELS, STATUS_LABELS, treePath } from '../texts.ts';

export function SourceBadge({ draft }: { draft: Pick<DraftListItem, 'source'> }) {
  return (
    <Badge variant="light" color={SOURCE_COLORS[draft.source]}>
      {SOURCE_LABELS[draft.source]}
    </Badge>
  );
}

/** Nháp, or Đã xuất bản linking to the tree it became. */
export function StatusBadge({ draft }: { draft: Pick<DraftListItem, 'status' | 'treeId'> }) {
  const badge = (
    <Badge
      variant={draft.status === 'published' ? 'filled' : 'outline'}
      color={draft.status === 'published' ? 'green' : 'gray'}
    >
      {STATUS_LABELS[draft.status]}
    </Badge>
  );
  if (draft.status === 'published' && draft.treeId) {
    return (
      <Anchor
        component={Link}
        to={treePath(draft.treeId)}
        aria-label={`${STATUS_LABELS.published}: mở cây gia phả`}
      >
        {badge}
      </Anchor>
    );
  }
  return badge;
}
