import type { Section } from '@giapha/contract';
import { Anchor, Group, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert.tsx';
import {
  BlogCard,
  BlogCardSkeleton,
  BlogGrid,
  PUBLIC_BLOGS_FALLBACK,
  usePublicBlogs,
} from '../../blogs/index.ts';
import { SectionTitle } from './SectionTitle.tsx';

/** Placeholder cards while the posts load (at most three). */
const SKELETON_KEYS = ['a', 'b', 'c'] as const;

/** The latest posts (of one category, when the admin chose one), with a way to all the news. */
export function FeaturedPostsSection({ section }: { section: Section }) {
  const query = usePublicBlogs({
    limit: section.itemLimit,
    offset: 0,
    categoryId: section.categoryId ?? undefined,
  });
  const blogs = query.data?.blogs ?? [];

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <BlogGrid label="Đang tải bài viết">
        {SKELETON_KEYS.slice(0, section.itemLimit).map((key) => (
          <BlogCardSkeleton key={key} />
        ))}
      </BlogGrid>
    );
  } else if (query.isError) {
    body = (
      <QueryErrorAlert
        title={PUBLIC_BLOGS_FALLBACK}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (blogs.length === 0) {
    body = (
      <Text c="dimmed" ta="center" py="lg">
        Chưa có bài viết nào
      </Text>
    );
  } else {
    body = (
      <BlogGrid>
        {blogs.map((blog) => (
          <BlogCard key={blog.id} blog={blog} />
        ))}
      </BlogGrid>
    );
  }

  return (
    <section aria-labelledby={`section-${section.id}`} data-section="featuredPosts">
      <SectionTitle
        id={`section-${section.id}`}
        description={section.subtitle}
        action={
          <Anchor component={Link} to="/blogs" fw={600} size="sm">
            <Group gap={4} wrap="nowrap" component="span">
              Xem tất cả
              <IconArrowRight size={16} aria-hidden="true" />
            </Group>
          </Anchor>
        }
      >
        {section.title ?? 'Tin tức mới'}
      </SectionTitle>
      {body}
    </section>
  );
}
