import type { Category } from '@giapha/contract';
import { Box, Chip, Group, Pagination, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconNews, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { useUrlFilters } from '../../../lib/url-filters.ts';
import { usePublicCategories } from '../../categories/index.ts';
import { SectionTitle } from '../../home/index.ts';
import { PUBLIC_BLOGS_FALLBACK, usePublicBlogs } from '../api/publicBlogs.ts';
import { BlogCard, BlogCardSkeleton, BlogGrid } from '../components/BlogCard.tsx';

export const BLOGS_PAGE_SIZE = 10;
const SEARCH_DELAY_MS = 350;
const ALL_CATEGORIES = '';

const PAGINATION_LABELS = {
  first: 'Trang đầu',
  last: 'Trang cuối',
  previous: 'Trang trước',
  next: 'Trang sau',
} as const;

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** `/blogs`: the clan's news — categories, search and pages all live in the address. */
export function BlogsPage() {
  usePageTitle('Tin tức');
  const [params, updateFilters] = useUrlFilters();
  const categorySlug = params.get('category')?.trim() || undefined;
  const search = params.get('search')?.trim() ?? '';
  const page = parsePage(params.get('page'));
  const [searchInput, setSearchInput] = useState(search);

  const applySearch = useDebouncedCallback((text: string) => {
    updateFilters({ search: text.trim() || undefined, page: undefined });
  }, SEARCH_DELAY_MS);

  const categories = usePublicCategories();
  const query = usePublicBlogs({
    limit: BLOGS_PAGE_SIZE,
    offset: (page - 1) * BLOGS_PAGE_SIZE,
    search: search || undefined,
    categorySlug,
  });
  const blogs = query.data?.blogs ?? [];
  const total = query.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / BLOGS_PAGE_SIZE));

  // An address naming a page past the end (old link, fewer posts now): show the last page.
  const pageTooFar = query.isSuccess && !query.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (pageTooFar) updateFilters({ page: lastPage > 1 ? String(lastPage) : undefined });
  });

  const activeCategory = categories.data?.find((category) => category.slug === categorySlug);

  let list: ReactNode;
  if (query.isPending) {
    list = (
      <BlogGrid label="Đang tải bài viết">
        {[0, 1, 2, 3, 4, 5].map((key) => (
          <BlogCardSkeleton key={key} />
        ))}
      </BlogGrid>
    );
  } else if (query.isError) {
    list = (
      <QueryErrorAlert
        title={PUBLIC_BLOGS_FALLBACK}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (blogs.length === 0) {
    list = <EmptyBlogs searching={Boolean(search)} />;
  } else {
    list = (
      <Box style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <BlogGrid label="Danh sách bài viết">
          {blogs.map((blog) => (
            <BlogCard key={blog.id} blog={blog} />
          ))}
        </BlogGrid>
      </Box>
    );
  }

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
          value={searchInput}
          onChange={(text) => {
            setSearchInput(text);
            applySearch(text);
          }}
          onClear={() => {
            setSearchInput('');
            applySearch.cancel();
            updateFilters({ search: undefined, page: undefined });
          }}
        />
        {categories.data && categories.data.length > 0 ? (
          <CategoryChips
            categories={categories.data}
            value={categorySlug ?? ALL_CATEGORIES}
            onChange={(slug) => updateFilters({ category: slug || undefined, page: undefined })}
          />
        ) : null}
      </Stack>
      {list}
      {total > BLOGS_PAGE_SIZE && !query.isError ? (
        <Group justify="center">
          <Pagination
            total={lastPage}
            value={Math.min(page, lastPage)}
            onChange={(next) => {
              updateFilters({ page: next > 1 ? String(next) : undefined });
              window.scrollTo({ top: 0 });
            }}
            siblings={1}
            getControlProps={(control) => ({ 'aria-label': PAGINATION_LABELS[control] })}
            getItemProps={(item) => ({ 'aria-label': `Trang ${item}` })}
          />
        </Group>
      ) : null}
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

function EmptyBlogs({ searching }: { searching: boolean }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="clan">
          {searching ? <IconSearch size={28} /> : <IconNews size={28} />}
        </ThemeIcon>
        <Text fw={600} size="lg">
          {searching ? 'Không tìm thấy bài viết phù hợp' : 'Chưa có bài viết nào'}
        </Text>
        <Text size="sm" c="dimmed">
          {searching
            ? 'Hãy thử từ khóa khác, hoặc bỏ dấu: gõ “gio to” cũng tìm được “Giỗ Tổ”.'
            : 'Tin tức của dòng họ sẽ xuất hiện tại đây khi ban quản trị đăng bài.'}
        </Text>
      </Stack>
    </Paper>
  );
}
