import { SUGGESTION_STATUS_LABELS, type SuggestionStatus } from '@giapha/contract';
import { Badge } from '@mantine/core';

const COLORS: Record<SuggestionStatus, string> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
  withdrawn: 'gray',
};

/** Chờ duyệt / Đã duyệt / Bị từ chối / Đã rút. */
export function SuggestionStatusBadge({ status }: { status: SuggestionStatus }) {
  return (
    <Badge variant="light" color={COLORS[status]} tt="none">
      {SUGGESTION_STATUS_LABELS[status]}
    </Badge>
  );
}
