import { Anchor, Group, Stack } from '@mantine/core';
import { IconExternalLink, IconFileUnknown } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { AdminPageHeader } from '../../../components/AdminPageHeader.tsx';
import { isMissingRecord, NotFoundState } from '../../../components/NotFoundState.tsx';
import { ColumnsSkeleton } from '../../../components/PageSkeleton.tsx';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert.tsx';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { useAdminBlog } from '../api/adminBlog.ts';
import { isLive } from '../components/BlogAdminState.tsx';
import { BlogForm } from '../components/BlogForm.tsx';
import { blogPath } from '../publicPaths.ts';
import { BACK_TO_BLOGS } from './BlogCreatePage.tsx';

function BlogNotFound() {
  return (
    <NotFoundState
      icon={<IconFileUnknown size={34} />}
      title="Không tìm thấy bài viết"
      description="Bài viết này không tồn tại, đã bị xóa hoặc đã đổi đường dẫn."
      back={{ to: '/admin/blogs', label: 'Về danh sách bài viết' }}
    />
  );
}

/** /admin/blogs/update/:slug: edit, publish, schedule or unpublish one post. */
export function BlogUpdatePage() {
  const { slug = '' } = useParams();
  const query = useAdminBlog(slug);
  usePageTitle(query.data ? `Sửa bài viết: ${query.data.title}` : 'Sửa bài viết');

  if (query.isPending) return <ColumnsSkeleton spans={[8, 4]} heights={[480, 280]} />;
  if (query.isError && isMissingRecord(query.error)) return <BlogNotFound />;
  if (query.isError) {
    return (
      <Stack gap={0}>
        <AdminPageHeader title="Sửa bài viết" back={BACK_TO_BLOGS} />
        <QueryErrorAlert
          title="Không tải được bài viết"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Stack>
    );
  }

  const blog = query.data;
  return (
    <Stack gap={0}>
      <AdminPageHeader
        title="Sửa bài viết"
        description={blog.title}
        back={BACK_TO_BLOGS}
        actions={
          isLive(blog) ? (
            <Anchor href={blogPath(blog.slug)} target="_blank" rel="noopener" size="sm">
              <Group gap={4} wrap="nowrap">
                <IconExternalLink size={16} aria-hidden />
                Xem trên trang
              </Group>
            </Anchor>
          ) : null
        }
      />
      <BlogForm
        key={blog.id}
        blog={blog}
        onReload={() => void query.refetch()}
        reloading={query.isFetching}
      />
    </Stack>
  );
}
