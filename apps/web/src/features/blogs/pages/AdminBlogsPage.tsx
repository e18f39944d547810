import { type BlogListItem, blogStateFilterSchema, idSchema } from '@giapha/contract';
import {
  Anchor,
  Button,
  Flex,
  Group,
  type MantineTheme,
  Select,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconFilterOff, IconPencilPlus } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../app/SiteSetting.tsx';
import { AdminPageHeader } from '../../../components/AdminPageHeader.tsx';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { tablePagination } from '../../../components/table-pagination.ts';
import { formatDate } from '../../../lib/dates.ts';
import { useUrlFilters } from '../../../lib/url-filters.ts';
import { useCategoryChoices } from '../../categories/api/listCategories.ts';
import { useAdminBlogs } from '../api/adminBlogs.ts';
import {
  type BlogAdminActions,
  BlogAdminActionsMenu,
  useBlogAdminActions,
} from '../components/BlogAdminActions.tsx';
import { BlogStateBadge, formatDateTime } from '../components/BlogAdminState.tsx';
import { BLOG_STATE_LABELS } from '../texts.ts';

const BLOGS_PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 350;

const STATE_OPTIONS = [
  { value: 'all', label: 'Mọi trạng thái' },
  { value: 'draft', label: BLOG_STATE_LABELS.draft },
  { value: 'published', label: BLOG_STATE_LABELS.published },
  { value: 'scheduled', label: BLOG_STATE_LABELS.scheduled },
];

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function parseState(value: string | null) {
  const parsed = blogStateFilterSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

function parseCategoryId(value: string | null): string | undefined {
  const parsed = idSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

function emptyText(search: string, filtered: boolean): string {
  if (search) return `Không tìm thấy bài viết nào khớp với “${search}”`;
  if (filtered) return 'Không có bài viết nào khớp với bộ lọc';
  return 'Chưa có bài viết nào. Bấm “Viết bài mới” để bắt đầu.';
}

const fromSm = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.sm})`;
const fromMd = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.md})`;
const fromLg = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.lg})`;

const editPath = (blog: Pick<BlogListItem, 'slug'>) => `/admin/blogs/update/${encodeURIComponent(blog.slug)}`;

/** When it shows (or showed) publicly: the date a draft would keep is not shown. */
function publishLine(blog: BlogListItem): string {
  return blog.status === 'draft' ? '' : formatDateTime(blog.publishedAt);
}

function blogColumns(actions: BlogAdminActions): DataTableColumn<BlogListItem>[] {
  return [
    {
      accessor: 'title',
      title: 'Tiêu đề',
      render: (blog) => {
        const published = publishLine(blog);
        return (
          <Stack gap={2} miw={0}>
            <Anchor component={Link} to={editPath(blog)} size="sm" fw={600} c="inherit" lineClamp={2}>
              {blog.title}
            </Anchor>
            <Text size="xs" c="dimmed" truncate="end">
              /{blog.slug}
            </Text>
            {/* A phone has room for one text column: state, category and date ride under the title. */}
            <Group gap={6} hiddenFrom="sm" wrap="wrap">
              <BlogStateBadge blog={blog} size="sm" />
              <Text size="xs" c="dimmed">
                {[blog.category?.name, published].filter(Boolean).join(' · ')}
              </Text>
            </Group>
          </Stack>
        );
      },
    },
    {
      accessor: 'category',
      title: 'Danh mục',
      visibleMediaQuery: fromMd,
      render: (blog) => blog.category?.name ?? <Text c="dimmed">—</Text>,
    },
    {
      accessor: 'status',
      title: 'Trạng thái',
      visibleMediaQuery: fromSm,
      render: (blog) => <BlogStateBadge blog={blog} />,
    },
    {
      accessor: 'publishedAt',
      title: 'Ngày đăng',
      visibleMediaQuery: fromSm,
      noWrap: true,
      render: (blog) => publishLine(blog) || <Text c="dimmed">—</Text>,
    },
    {
      accessor: 'viewCount',
      title: 'Lượt xem',
      textAlign: 'right',
      visibleMediaQuery: fromMd,
      render: (blog) => blog.viewCount.toLocaleString('vi-VN'),
    },
    {
      accessor: 'updatedAt',
      title: 'Cập nhật',
      visibleMediaQuery: fromLg,
      noWrap: true,
      render: (blog) => formatDate(blog.updatedAt),
    },
    {
      accessor: 'actions',
      title: <VisuallyHidden>Thao tác</VisuallyHidden>,
      textAlign: 'right',
      width: 56,
      render: (blog) => <BlogAdminActionsMenu blog={blog} actions={actions} />,
    },
  ];
}

/** /admin/blogs: the clan's posts in every state, searched and filtered on the server (filters in the address). */
export function AdminBlogsPage() {
  usePageTitle('Quản lý bài viết');
  const [searchParams, updateFilters] = useUrlFilters();
  const page = parsePage(searchParams.get('page'));
  const search = searchParams.get('q')?.trim() ?? '';
  const state = parseState(searchParams.get('state'));
  const categoryId = parseCategoryId(searchParams.get('category'));
  const [searchInput, setSearchInput] = useState(search);
  const actions = useBlogAdminActions();
  const categories = useCategoryChoices();

  const applySearch = useDebouncedCallback((text: string) => {
    updateFilters({ q: text.trim() || undefined, page: undefined });
  }, SEARCH_DELAY_MS);

  const query = useAdminBlogs({
    limit: BLOGS_PAGE_SIZE,
    offset: (page - 1) * BLOGS_PAGE_SIZE,
    search: search || undefined,
    state,
    categoryId,
  });
  const blogs = query.data?.blogs ?? [];
  const total = query.data?.total ?? 0;
  const filtered = state !== undefined || categoryId !== undefined;

  // The last rows of a page were deleted (or the address named a page too far): show the last page.
  const lastPage = Math.max(1, Math.ceil(total / BLOGS_PAGE_SIZE));
  const pageTooFar = query.isSuccess && !query.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (pageTooFar) updateFilters({ page: lastPage > 1 ? String(lastPage) : undefined });
  });

  const categoryOptions = (categories.data?.categories ?? []).map((category) => ({
    value: category.id,
    label: category.name,
  }));

  const clearFilters = () => {
    setSearchInput('');
    applySearch.cancel();
    updateFilters({ q: undefined, state: undefined, category: undefined, page: undefined });
  };

  return (
    <Stack gap={0}>
      <AdminPageHeader
        title="Bài viết"
        description="Tin tức, thông báo và bài viết trên trang của dòng họ: soạn, đăng ngay hoặc lên lịch đăng."
        actions={
          <Button component={Link} to="/admin/blogs/create" leftSection={<IconPencilPlus size={18} />}>
            Viết bài mới
          </Button>
        }
      />
      <Flex direction={{ base: 'column', sm: 'row' }} gap="sm" mb="md" align={{ sm: 'flex-start' }}>
        <SearchField
          style={{ flex: 1 }}
          aria-label="Tìm bài viết"
          placeholder="Tìm theo tiêu đề (gõ không dấu cũng được)"
          value={searchInput}
          onChange={(text) => {
            setSearchInput(text);
            applySearch(text);
          }}
          onClear={() => {
            setSearchInput('');
            applySearch.cancel();
            updateFilters({ q: undefined, page: undefined });
          }}
        />
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Select
            w={{ base: 150, sm: 170 }}
            aria-label="Lọc theo trạng thái"
            data={STATE_OPTIONS}
            value={state ?? 'all'}
            allowDeselect={false}
            onChange={(value) => updateFilters({ state: parseState(value), page: undefined })}
          />
          <Select
            style={{ flex: 1 }}
            w={{ sm: 220 }}
            miw={0}
            aria-label="Lọc theo danh mục"
            placeholder="Mọi danh mục"
            data={categoryOptions}
            value={categoryId ?? null}
            searchable
            clearable
            clearButtonProps={{ 'aria-label': 'Bỏ lọc theo danh mục' }}
            nothingFoundMessage="Không có danh mục nào"
            onChange={(value) => updateFilters({ category: value ?? undefined, page: undefined })}
          />
        </Group>
      </Flex>
      {search || filtered ? (
        <Group justify="space-between" gap="xs" mb="xs">
          <Text size="sm" c="dimmed">
            {query.isSuccess ? `Tìm thấy ${total.toLocaleString('vi-VN')} bài viết` : null}
          </Text>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconFilterOff size={14} />}
            onClick={clearFilters}
          >
            Xóa bộ lọc
          </Button>
        </Group>
      ) : null}
      {query.isError ? (
        <Stack mb="md">
          <QueryErrorAlert
            title="Không tải được danh sách bài viết"
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </Stack>
      ) : null}
      <DataTable<BlogListItem>
        aria-label="Danh sách bài viết"
        withTableBorder
        borderRadius="md"
        highlightOnHover
        verticalAlign="center"
        minHeight={blogs.length === 0 ? 180 : undefined}
        records={blogs}
        columns={blogColumns(actions)}
        fetching={query.isFetching}
        loadingText="Đang tải…"
        noRecordsText={query.isError ? 'Chưa tải được dữ liệu' : emptyText(search, filtered)}
        page={page}
        onPageChange={(next) => updateFilters({ page: next > 1 ? String(next) : undefined })}
        totalRecords={total}
        recordsPerPage={BLOGS_PAGE_SIZE}
        {...tablePagination}
      />
    </Stack>
  );
}
