import { Center, Pagination, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { tablePagination } from '../table-pagination.ts';
import type { ListPage } from './useListPage.ts';

export interface ListCardsProps<T> {
  /** The list's name for screen readers, as the table's on a wider screen. */
  'aria-label': string;
  list: Pick<ListPage, 'page' | 'pageSize' | 'changePage'>;
  records: T[];
  total: number;
  /** Nothing loaded yet: placeholders instead of cards. */
  loading: boolean;
  /** Shown when there are no cards. */
  emptyText: string;
  /** One card: a `Paper component="li"` with the record's own `key`. */
  renderCard: (record: T) => ReactNode;
}

/** A list on a phone: a card per record, one under another, then the pager when there is more than a page. */
export function ListCards<T>({
  'aria-label': label,
  list,
  records,
  total,
  loading,
  emptyText,
  renderCard,
}: ListCardsProps<T>) {
  if (loading && records.length === 0) {
    return (
      <Stack role="status" aria-busy="true" aria-label="Đang tải">
        <Skeleton h={120} radius="md" />
        <Skeleton h={120} radius="md" />
      </Stack>
    );
  }
  if (records.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Text c="dimmed" ta="center" size="sm">
          {emptyText}
        </Text>
      </Paper>
    );
  }
  const pages = Math.ceil(total / list.pageSize);
  return (
    <Stack gap="sm">
      <Stack gap="sm" component="ul" aria-label={label} p={0} m={0} style={{ listStyle: 'none' }}>
        {records.map(renderCard)}
      </Stack>
      {pages > 1 ? (
        <Center>
          <Pagination
            size="sm"
            total={pages}
            value={list.page}
            onChange={list.changePage}
            getControlProps={tablePagination.getPaginationControlProps}
          />
        </Center>
      ) : null}
    </Stack>
  );
}
