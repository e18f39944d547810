import type { BlogListItem, BlogStateFilter } from '@giapha/contract';
import { Badge, type BadgeProps } from '@mantine/core';
import dayjs from 'dayjs';
import { BLOG_STATE_COLORS, BLOG_STATE_LABELS } from '../texts.ts';

type BlogTiming = Pick<BlogListItem, 'status' | 'publishedAt'>;

/** Draft; published and visible; or published with a date still ahead (scheduled). */
export function blogState(blog: BlogTiming, now: Date = new Date()): BlogStateFilter {
  if (blog.status === 'draft') return 'draft';
  return blog.publishedAt && dayjs(blog.publishedAt).isAfter(now) ? 'scheduled' : 'published';
}

/** Visitors can open it: published and due. */
export function isLive(blog: BlogTiming, now: Date = new Date()): boolean {
  return blogState(blog, now) === 'published';
}

/** `dd/mm/yyyy HH:mm` in the reader's time zone; empty for a missing or bad value. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('DD/MM/YYYY HH:mm') : '';
}

export function BlogStateBadge({
  blog,
  ...props
}: { blog: BlogTiming } & Omit<BadgeProps, 'color' | 'children'>) {
  const state = blogState(blog);
  return (
    <Badge variant="light" tt="none" color={BLOG_STATE_COLORS[state]} style={{ flexShrink: 0 }} {...props}>
      {BLOG_STATE_LABELS[state]}
    </Badge>
  );
}
