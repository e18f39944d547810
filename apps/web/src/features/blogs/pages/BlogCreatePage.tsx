import { AdminCreatePage } from '../../../components/AdminRecordPages.tsx';
import { BlogForm } from '../components/BlogForm.tsx';

export const BACK_TO_BLOGS = { to: '/admin/blogs', label: 'Danh sách bài viết' };

/** /admin/blogs/create: a new post; once saved, the admin goes on editing it at its own address. */
export function BlogCreatePage() {
  return (
    <AdminCreatePage
      title="Viết bài mới"
      description="Lưu nháp để viết tiếp sau, đăng ngay, hoặc lên lịch để bài tự hiện trên trang khi đến giờ."
      back={BACK_TO_BLOGS}
    >
      <BlogForm />
    </AdminCreatePage>
  );
}
