import { Box } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { QueryErrorAlert } from '../QueryErrorAlert.tsx';

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
  /** A paged list dims while the next page loads (the previous page stands in). */
  paged?: boolean;
  renderCard: (record: T) => ReactNode;
}

/** A public list of cards: placeholders while it loads, the failure with a retry, the empty state, or the cards. */
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
  if (query.isPending) {
    return (
      <Grid label={loadingLabel}>
        {skeletonKeys.map((key) => (
          <CardSkeleton key={key} />
        ))}
      </Grid>
    );
  }
  if (query.isError) {
    return (
      <QueryErrorAlert
        title={errorTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (records.length === 0) return empty;
  const cards = <Grid label={label}>{records.map(renderCard)}</Grid>;
  if (!paged) return cards;
  return (
    <Box style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>{cards}</Box>
  );
}
