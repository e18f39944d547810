import { Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryBody } from './QueryBody.tsx';

interface QueryListBodyProps {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    isFetching: boolean;
    refetch: () => Promise<unknown>;
  };
  /** Read out while loading (`Đang tải menu`), over three placeholder rows this high. */
  loading: { label: string; rowHeight: number };
  /** What failed, when the list did not load. */
  errorTitle: string;
  /** Loaded with nothing in it: `empty` is shown instead of the list. */
  isEmpty: boolean;
  empty: ReactNode;
  /** The list. */
  children: ReactNode;
}

/** A list loaded whole (menu, home-page blocks): placeholders, the load error, its empty state, or the list. */
export function QueryListBody({ query, loading, errorTitle, isEmpty, empty, children }: QueryListBodyProps) {
  return (
    <QueryBody
      query={query}
      placeholder={
        <Stack gap="xs" role="status" aria-busy="true" aria-label={loading.label}>
          <Skeleton h={loading.rowHeight} />
          <Skeleton h={loading.rowHeight} />
          <Skeleton h={loading.rowHeight} />
        </Stack>
      }
      errorTitle={errorTitle}
      isEmpty={isEmpty}
      empty={empty}
    >
      {children}
    </QueryBody>
  );
}
