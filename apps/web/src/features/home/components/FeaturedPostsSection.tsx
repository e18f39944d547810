import type { Section } from '@giapha/contract';
import { Text } from '@mantine/core';
import { PublicCardList } from '../../../components/public-list/PublicCardList.tsx';
import {
  BlogCard,
  BlogCardSkeleton,
  BlogGrid,
  PUBLIC_BLOGS_FALLBACK,
  usePublicBlogs,
} from '../../blogs/index.ts';
import { HomeSection } from './HomeSection.tsx';

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
    <HomeSection
      section={section}
      kind="featuredPosts"
      title={section.title ?? 'Tin tức mới'}
      more={{ to: '/blogs', label: 'Xem tất cả' }}
    >
      {body}
    </HomeSection>
  );
}
