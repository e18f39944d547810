import type { Source } from '@giapha/contract';
import { Stack, Text } from '@mantine/core';
import {
  type ConfirmedDelete,
  deleteAfterConfirming,
  RecordName,
} from '../../../components/confirm-deletion.tsx';
import { useDeleteSource } from '../api/sourceWrites.ts';
import { SOURCES_FALLBACK } from '../texts.ts';

/** What deleting the source takes with it, in words ("3 trang và 2 trích dẫn"). */
export function sourceDeletionEffect(source: Pick<Source, 'pageCount' | 'citationCount'>): string {
  const parts = [];
  if (source.pageCount > 0) parts.push(`${source.pageCount.toLocaleString('vi-VN')} trang`);
  if (source.citationCount > 0) {
    parts.push(`${source.citationCount.toLocaleString('vi-VN')} trích dẫn đang dẫn nguồn này`);
  }
  return parts.length > 0
    ? `${parts.join(' và ')} cũng sẽ bị xóa theo.`
    : 'Nguồn này chưa có trang và chưa được trích dẫn ở đâu.';
}

/** Asks before deleting a source (saying how many pages and citations go with it), then deletes it. */
export function useSourceDelete(): ConfirmedDelete<Source> {
  return deleteAfterConfirming(useDeleteSource(), (source: Source) => ({
    title: 'Xóa nguồn tư liệu',
    message: (
      <Stack gap="xs">
        <Text size="sm">
          Xóa nguồn “<RecordName>{source.title}</RecordName>”?
        </Text>
        <Text size="sm">{sourceDeletionEffect(source)} Thao tác này không thể hoàn tác.</Text>
      </Stack>
    ),
    confirmLabel: 'Xóa nguồn',
    fallback: SOURCES_FALLBACK.delete,
    detail: source.title,
  }));
}
