import type { Section } from '@giapha/contract';
import { Anchor, Group, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PublicCardList } from '../../../components/public-list/PublicCardList.tsx';
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
  const body = (
    <PublicCardList
      query={query}
      records={query.data?.blogs ?? []}
      grid={BlogGrid}
      skeleton={BlogCardSkeleton}
      skeletonKeys={SKELETON_KEYS.slice(0, section.itemLimit)}
      loadingLabel="Đang tải bài viết"
      errorTitle={PUBLIC_BLOGS_FALLBACK}
      empty={
        <Text c="dimmed" ta="center" py="lg">
          Chưa có bài viết nào
        </Text>
      }
      renderCard={(blog) => <BlogCard key={blog.id} blog={blog} />}
    />
  );

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
