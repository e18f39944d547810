import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { FailedQueryAlert } from './QueryErrorAlert.tsx';

/** What `QueryBody` needs of its query (a TanStack `useQuery` result fits). */
export interface BodyQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  /** Only read by a `paged` body. */
  isPlaceholderData?: boolean;
  refetch: () => unknown;
}

interface QueryBodyProps {
  query: BodyQuery;
  /** Placeholders instead of the content: while it loads (`query.isPending` unless told). */
  loading?: boolean;
  placeholder: ReactNode;
  errorTitle: string;
  /** Loaded with nothing in it: `empty` stands in for the content. */
  isEmpty: boolean;
  empty: ReactNode;
  /** A paged list dims while the next page loads (the previous page stands in). */
  paged?: boolean;
  /** The content, once loaded. */
  children: ReactNode;
}

/** What a query shows: placeholders while it loads, the failure with a retry, the empty state, or the content. */
export function QueryBody({
  query,
  loading = query.isPending,
  placeholder,
  errorTitle,
  isEmpty,
  empty,
  paged = false,
  children,
}: QueryBodyProps) {
  if (loading) return placeholder;
  if (query.isError) return <FailedQueryAlert title={errorTitle} query={query} />;
  if (isEmpty) return empty;
  if (!paged) return children;
  return (
    <Box style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>{children}</Box>
  );
}
