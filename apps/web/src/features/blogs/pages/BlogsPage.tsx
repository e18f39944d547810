import type { Category } from '@giapha/contract';
import { Chip, Group, Stack } from '@mantine/core';
import { IconNews, IconSearch } from '@tabler/icons-react';
import { useListPage, useListRecords } from '../../../components/list-page/useListPage.ts';
import { PublicCardList } from '../../../components/public-list/PublicCardList.tsx';
import { PublicEmptyState } from '../../../components/public-list/PublicEmptyState.tsx';
import { PublicListPager } from '../../../components/public-list/PublicPager.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { usePublicCategories } from '../../categories/index.ts';
import { SectionTitle } from '../../home/index.ts';
import { PUBLIC_BLOGS_FALLBACK, usePublicBlogs } from '../api/publicBlogs.ts';
import { BlogCard, BlogCardSkeleton, BlogGrid } from '../components/BlogCard.tsx';

export const BLOGS_PAGE_SIZE = 10;
const ALL_CATEGORIES = '';

/** `/blogs`: the clan's news — categories, search and pages all live in the address. */
export function BlogsPage() {
  usePageTitle('Tin tức');
  const list = useListPage(BLOGS_PAGE_SIZE, 'search');
  const categorySlug = list.searchParams.get('category')?.trim() || undefined;
  const categories = usePublicCategories();
  const query = usePublicBlogs({ ...list.searchedRange, categorySlug });
  // An address naming a page past the end (old link, fewer posts now) moves to the last page.
  const { records: blogs, total } = useListRecords(list, query, (data) => data.blogs);
  const activeCategory = categories.data?.find((category) => category.slug === categorySlug);
  const searching = Boolean(list.search);

  return (
    <Stack gap="lg">
      <SectionTitle order={1} description={activeCategory?.description ?? undefined}>
        Tin tức
      </SectionTitle>
      <Stack gap="sm">
        <SearchField
          aria-label="Tìm bài viết"
          placeholder="Tìm bài viết theo tiêu đề, nội dung"
          size="md"
          maw={{ sm: 480 }}
          {...list.searchField}
        />
        {categories.data && categories.data.length > 0 ? (
          <CategoryChips
            categories={categories.data}
            value={categorySlug ?? ALL_CATEGORIES}
            onChange={(slug) => list.updateFilters({ category: slug || undefined, page: undefined })}
          />
        ) : null}
      </Stack>
      <PublicCardList
        query={query}
        records={blogs}
        grid={BlogGrid}
        skeleton={BlogCardSkeleton}
        skeletonKeys={[0, 1, 2, 3, 4, 5]}
        loadingLabel="Đang tải bài viết"
        label="Danh sách bài viết"
        errorTitle={PUBLIC_BLOGS_FALLBACK}
        paged
        empty={
          <PublicEmptyState
            icon={searching ? <IconSearch size={28} /> : <IconNews size={28} />}
            title={searching ? 'Không tìm thấy bài viết phù hợp' : 'Chưa có bài viết nào'}
            hint={
              searching
                ? 'Hãy thử từ khóa khác, hoặc bỏ dấu: gõ “gio to” cũng tìm được “Giỗ Tổ”.'
                : 'Tin tức của dòng họ sẽ xuất hiện tại đây khi ban quản trị đăng bài.'
            }
          />
        }
        renderCard={(blog) => <BlogCard key={blog.id} blog={blog} />}
      />
      {query.isError ? null : <PublicListPager list={list} total={total} />}
    </Stack>
  );
}

function CategoryChips({
  categories,
  value,
  onChange,
}: {
  categories: readonly Category[];
  value: string;
  onChange: (slug: string) => void;
}) {
  return (
    <Chip.Group multiple={false} value={value} onChange={onChange}>
      <Group gap="xs" role="radiogroup" aria-label="Chuyên mục">
        <Chip value={ALL_CATEGORIES} variant="outline">
          Tất cả
        </Chip>
        {categories.map((category) => (
          <Chip key={category.id} value={category.slug} variant="outline">
            {category.name}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
