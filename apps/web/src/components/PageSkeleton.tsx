import { Grid, Skeleton, Stack } from '@mantine/core';

const LOADING = { 'aria-busy': 'true', 'aria-label': 'Đang tải' } as const;

export interface StackSkeletonProps {
  /** Maximum width of the page being loaded. */
  maw: number;
  /** Heights of the blocks under the title bar, top to bottom. */
  blocks: readonly number[];
}

/** Loading placeholder for a one-column admin page: a title bar, then a block per section. */
export function StackSkeleton({ maw, blocks }: StackSkeletonProps) {
  return (
    <Stack maw={maw} {...LOADING}>
      <Skeleton h={32} w="60%" />
      {blocks.map((h, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder blocks, never reordered
        <Skeleton key={i} h={h} />
      ))}
    </Stack>
  );
}

export interface ColumnsSkeletonProps {
  /** Each column's span from md up (a full row on phones), left to right. */
  spans: readonly number[];
  /** Each column's block height, in the same order. */
  heights: readonly number[];
}

/** Loading placeholder for a two-column edit page (form beside its side panel). */
export function ColumnsSkeleton({ spans, heights }: ColumnsSkeletonProps) {
  return (
    <Stack {...LOADING}>
      <Skeleton h={32} w="40%" />
      <Grid gap="md">
        {spans.map((span, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder columns, never reordered
          <Grid.Col key={i} span={{ base: 12, md: span }}>
            <Skeleton h={heights[i]} />
          </Grid.Col>
        ))}
      </Grid>
    </Stack>
  );
}
