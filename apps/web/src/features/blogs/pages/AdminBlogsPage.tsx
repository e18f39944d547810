import { type BlogListItem, blogStateFilterSchema, idSchema } from '@giapha/contract';
import { Group, Select, Stack, Text } from '@mantine/core';
import { IconPencilPlus } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import {
  AdminListPage,
  actionsColumn,
  countColumn,
  dateColumn,
  emptyListText,
  filterOptions,
  fromLg,
  fromMd,
  fromSm,
  ListFilterSelect,
  listParam,
  RecordLink,
  useListPage,
  useListRecords,
} from '../../../components/list-page/index.ts';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { useCategoryChoices } from '../../categories/index.ts';
import { useAdminBlogs } from '../api/adminBlogs.ts';
import {
  type BlogAdminActions,
  BlogAdminActionsMenu,
  useBlogAdminActions,
} from '../components/BlogAdminActions.tsx';
import { BlogStateBadge, formatDateTime } from '../components/BlogAdminState.tsx';
import { BLOG_STATE_LABELS } from '../texts.ts';

const BLOGS_PAGE_SIZE = 20;

const STATE_OPTIONS = filterOptions('Mọi trạng thái', blogStateFilterSchema.options, BLOG_STATE_LABELS);

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
            <RecordLink to={editPath(blog)}>{blog.title}</RecordLink>
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
    countColumn('viewCount', 'Lượt xem', fromMd),
    dateColumn('updatedAt', 'Cập nhật', fromLg),
    actionsColumn((blog) => <BlogAdminActionsMenu blog={blog} actions={actions} />),
  ];
}

/** /admin/blogs: the clan's posts in every state, searched and filtered on the server (filters in the address). */
export function AdminBlogsPage() {
  usePageTitle('Quản lý bài viết');
  const list = useListPage(BLOGS_PAGE_SIZE);
  const { search } = list;
  const state = listParam(list, 'state', blogStateFilterSchema);
  const categoryId = listParam(list, 'category', idSchema);
  const actions = useBlogAdminActions();
  const categories = useCategoryChoices();

  const query = useAdminBlogs({ ...list.searchedRange, state, categoryId });
  const listing = useListRecords(list, query, (data) => data.blogs);
  const filtered = state !== undefined || categoryId !== undefined;

  const categoryOptions = (categories.data?.categories ?? []).map((category) => ({
    value: category.id,
    label: category.name,
  }));

  return (
    <AdminListPage<BlogListItem>
      title="Bài viết"
      description="Tin tức, thông báo và bài viết trên trang của dòng họ: soạn, đăng ngay hoặc lên lịch đăng."
      create={{ to: '/admin/blogs/create', label: 'Viết bài mới', icon: IconPencilPlus }}
      listing={listing}
      search={{ label: 'Tìm bài viết', placeholder: 'Tìm theo tiêu đề (gõ không dấu cũng được)' }}
      filters={
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ListFilterSelect
            updateFilters={list.updateFilters}
            param="state"
            value={state}
            w={{ base: 150, sm: 170 }}
            aria-label="Lọc theo trạng thái"
            data={STATE_OPTIONS}
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
            onChange={(value) => list.updateFilters({ category: value ?? undefined, page: undefined })}
          />
        </Group>
      }
      summary={{ shown: Boolean(search) || filtered, noun: 'bài viết', clear: ['state', 'category'] }}
      errorTitle="Không tải được danh sách bài viết"
      table={{
        'aria-label': 'Danh sách bài viết',
        columns: blogColumns(actions),
        emptyText: emptyListText({
          noun: 'bài viết',
          search,
          filtered: filtered && 'Không có bài viết nào khớp với bộ lọc',
          empty: 'Chưa có bài viết nào. Bấm “Viết bài mới” để bắt đầu.',
        }),
      }}
    />
  );
}
