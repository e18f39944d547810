import type { BlogStateFilter } from '@giapha/contract';

/** A post as the admin list shows it: a draft, visible now, or published with a date still ahead. */
export const BLOG_STATE_LABELS: Record<BlogStateFilter, string> = {
  draft: 'Bản nháp',
  published: 'Đã đăng',
  scheduled: 'Đã lên lịch',
};

export const BLOG_STATE_COLORS: Record<BlogStateFilter, string> = {
  draft: 'gray',
  published: 'green',
  scheduled: 'blue',
};

/** Used only when the server gives no message of its own (a network failure, say). */
export const BLOGS_FALLBACK = {
  list: 'Không thể tải danh sách bài viết',
  get: 'Không thể tải bài viết',
  create: 'Không thể tạo bài viết',
  update: 'Không thể cập nhật bài viết',
  delete: 'Không thể xóa bài viết',
} as const;
