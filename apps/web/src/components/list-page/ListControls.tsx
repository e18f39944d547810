import { Button, Flex, Group, Stack, Text } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import type { ComponentProps, ReactNode } from 'react';
import { FailedQueryAlert, type RetryableQuery } from '../QueryErrorAlert.tsx';
import { SearchField } from '../SearchField.tsx';
import type { ListPage } from './useListPage.ts';

/** The search box and filters of a list: stacked on a phone, one row from `from` up. */
export function ListToolbar({ from = 'sm', children }: { from?: 'xs' | 'sm'; children: ReactNode }) {
  return (
    <Flex direction={{ base: 'column', [from]: 'row' }} gap="sm" mb="md" align={{ [from]: 'flex-start' }}>
      {children}
    </Flex>
  );
}

type ListSearchFieldProps = Omit<
  ComponentProps<typeof SearchField>,
  'value' | 'onChange' | 'onClear' | 'list'
> & {
  list: Pick<ListPage, 'searchField'>;
};

/** The list's search box, wired to `?q=` (waits for a pause in typing; × empties it). */
export function ListSearchField({ list, ...props }: ListSearchFieldProps) {
  return <SearchField {...props} {...list.searchField} />;
}

interface FilterSummaryProps {
  /** How many rows matched, once known. */
  found: number | undefined;
  /** What the rows are (`sự kiện`, `bài viết`). */
  noun: string;
  /** The `Xóa bộ lọc` button; without it the line only counts. */
  onClear?: () => void;
}

/** Under the filters while any is set: how many matched, and a way back to the whole list. */
export function FilterSummary({ found, noun, onClear }: FilterSummaryProps) {
  return (
    <Group justify="space-between" gap="xs" mb="xs">
      <Text size="sm" c="dimmed">
        {found === undefined ? null : `Tìm thấy ${found.toLocaleString('vi-VN')} ${noun}`}
      </Text>
      {onClear ? (
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconFilterOff size={14} />}
          onClick={onClear}
        >
          Xóa bộ lọc
        </Button>
      ) : null}
    </Group>
  );
}

interface ListLoadErrorProps {
  /** What failed (`Không tải được danh sách sự kiện`). */
  title: string;
  query: RetryableQuery & { isError: boolean };
}

/** The list did not load: the server's reason and a retry, above the (empty) table. */
export function ListLoadError({ title, query }: ListLoadErrorProps) {
  if (!query.isError) return null;
  return (
    <Stack mb="md">
      <FailedQueryAlert title={title} query={query} />
    </Stack>
  );
}
