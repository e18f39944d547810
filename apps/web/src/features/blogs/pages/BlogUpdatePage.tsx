import { IconFileUnknown } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { AdminUpdatePage, ViewOnSiteLink } from '../../../components/AdminRecordPages.tsx';
import { ColumnsSkeleton } from '../../../components/PageSkeleton.tsx';
import { useAdminBlog } from '../api/adminBlog.ts';
import { isLive } from '../components/BlogAdminState.tsx';
import { BlogForm } from '../components/BlogForm.tsx';
import { blogPath } from '../publicPaths.ts';
import { BACK_TO_BLOGS } from './BlogCreatePage.tsx';

/** /admin/blogs/update/:slug: edit, publish, schedule or unpublish one post. */
export function BlogUpdatePage() {
  const { slug = '' } = useParams();
  const query = useAdminBlog(slug);
  return (
    <AdminUpdatePage
      query={query}
      title="Sửa bài viết"
      back={BACK_TO_BLOGS}
      description={(blog) => blog.title}
      loadErrorTitle="Không tải được bài viết"
      skeleton={<ColumnsSkeleton spans={[8, 4]} heights={[480, 280]} />}
      notFound={{
        icon: <IconFileUnknown size={34} />,
        title: 'Không tìm thấy bài viết',
        description: 'Bài viết này không tồn tại, đã bị xóa hoặc đã đổi đường dẫn.',
        back: { to: '/admin/blogs', label: 'Về danh sách bài viết' },
      }}
      actions={(blog) => (isLive(blog) ? <ViewOnSiteLink href={blogPath(blog.slug)} /> : null)}
    >
      {(blog, reload) => <BlogForm key={blog.id} blog={blog} {...reload} />}
    </AdminUpdatePage>
  );
}
