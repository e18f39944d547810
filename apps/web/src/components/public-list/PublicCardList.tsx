import { Box } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { FailedQueryAlert } from '../QueryErrorAlert.tsx';

/** What the list needs of its query (a TanStack `useQuery` result fits). */
export interface CardListQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

interface PublicCardListProps<T> {
  query: CardListQuery;
  records: readonly T[];
  /** The feature's grid of cards (`AlbumGrid`, `BlogGrid`…), named for screen readers. */
  grid: ComponentType<{ children: ReactNode; label?: string }>;
  /** One placeholder card, shown `skeletonKeys.length` times while the list loads. */
  skeleton: ComponentType;
  skeletonKeys: readonly (string | number)[];
  loadingLabel: string;
  /** The grid's name once loaded; left out in a home-page block. */
  label?: string;
  errorTitle: string;
  /** Shown when the list is empty. */
  empty: ReactNode;
  paged?: boolean;
  renderCard: (record: T) => ReactNode;
}

interface PublicListBodyProps {
  query: CardListQuery;
  /** Placeholders instead of the list: while it loads (`query.isPending` unless told). */
  loading?: boolean;
  placeholder: ReactNode;
  errorTitle: string;
  /** Nothing to show: `empty` stands in for the list. */
  isEmpty: boolean;
  empty: ReactNode;
  /** A paged list dims while the next page loads (the previous page stands in). */
  paged?: boolean;
  /** The list itself, once loaded. */
  children: ReactNode;
}

/** A public list's body: placeholders while it loads, the failure with a retry, the empty state, or the list. */
export function PublicListBody({
  query,
  loading = query.isPending,
  placeholder,
  errorTitle,
  isEmpty,
  empty,
  paged = false,
  children,
}: PublicListBodyProps) {
  if (loading) return placeholder;
  if (query.isError) {
    return <FailedQueryAlert title={errorTitle} query={query} />;
  }
  if (isEmpty) return empty;
  if (!paged) return children;
  return (
    <Box style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>{children}</Box>
  );
}

/** A public list of cards in the feature's grid, in the states of `PublicListBody`. */
export function PublicCardList<T>({
  query,
  records,
  grid: Grid,
  skeleton: CardSkeleton,
  skeletonKeys,
  loadingLabel,
  label,
  errorTitle,
  empty,
  paged = false,
  renderCard,
}: PublicCardListProps<T>) {
  return (
    <PublicListBody
      query={query}
      placeholder={
        <Grid label={loadingLabel}>
          {skeletonKeys.map((key) => (
            <CardSkeleton key={key} />
          ))}
        </Grid>
      }
      errorTitle={errorTitle}
      isEmpty={records.length === 0}
      empty={empty}
      paged={paged}
    >
      <Grid label={label}>{records.map(renderCard)}</Grid>
    </PublicListBody>
  );
}
