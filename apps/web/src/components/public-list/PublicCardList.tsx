import type { ComponentType, ReactNode } from 'react';
import { type BodyQuery, QueryBody } from '../QueryBody.tsx';

interface PublicCardListProps<T> {
  query: BodyQuery;
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

/** A public list of cards in the feature's grid, in the states of `QueryBody`. */
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
    <QueryBody
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
    </QueryBody>
  );
}
