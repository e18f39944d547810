import { Grid, SimpleGrid, Skeleton, Stack } from '@mantine/core';

const LOADING = { 'aria-busy': 'true', 'aria-label': 'Đang tải' } as const;

export interface StackSkeletonProps {
  /** Maximum width of the page being loaded; the whole width when left out. */
  maw?: number;
  /** Heights of the blocks under the title bar, top to bottom; a list is a row of equal blocks side by side. */
  blocks: readonly (number | readonly number[])[];
  /** The title bar's size: 32 px high, 60 % wide unless the page's title is other. */
  title?: { h: number; w: string };
}

const TITLE_BAR = { h: 32, w: '60%' } as const;

/** Loading placeholder for a one-column admin page: a title bar, then a block (or a row of them) per section. */
export function StackSkeleton({ maw, blocks, title = TITLE_BAR }: StackSkeletonProps) {
  return (
    <Stack maw={maw} {...LOADING}>
      <Skeleton h={title.h} w={title.w} />
      {blocks.map((block, i) =>
        typeof block === 'number' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder blocks, never reordered
          <Skeleton key={i} h={block} />
        ) : (
          // One under another on a phone, side by side from `xs` up.
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows, never reordered
          <SimpleGrid key={i} cols={{ base: 1, xs: block.length }}>
            {block.map((h, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder blocks, never reordered
              <Skeleton key={j} h={h} />
            ))}
          </SimpleGrid>
        ),
      )}
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
