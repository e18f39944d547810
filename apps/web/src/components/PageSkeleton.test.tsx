import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { ColumnsSkeleton, StackSkeleton } from './PageSkeleton.tsx';

describe('StackSkeleton', () => {
  it('is announced as loading, with a title bar and one block per section', () => {
    renderWithProviders(<StackSkeleton maw={640} blocks={[96, 320]} />);
    const busy = screen.getByLabelText('Đang tải');
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(3);
  });

  it('draws a row of blocks side by side and the title bar at the size asked', () => {
    renderWithProviders(<StackSkeleton blocks={[60, [72, 72, 72], 320]} title={{ h: 36, w: '70%' }} />);
    const busy = screen.getByLabelText('Đang tải');
    expect(busy.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(6);
    expect(busy.querySelectorAll('.mantine-SimpleGrid-root .mantine-Skeleton-root')).toHaveLength(3);
  });
});

describe('ColumnsSkeleton', () => {
  it('is announced as loading, with a title bar and one block per column', () => {
    renderWithProviders(<ColumnsSkeleton spans={[8, 4]} heights={[480, 280]} />);
    const busy = screen.getByLabelText('Đang tải');
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(3);
    expect(busy.querySelectorAll('.mantine-Grid-col')).toHaveLength(2);
  });
});
