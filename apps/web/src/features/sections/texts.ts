import type { SectionType } from '@giapha/contract';

/** Used only when the server gives no message of its own (a network failure, say). */
export const SECTIONS_FALLBACK = {
  list: 'Không thể tải các khối trang chủ',
  create: 'Không thể thêm khối trang chủ',
  update: 'Không thể cập nhật khối trang chủ',
  delete: 'Không thể xóa khối trang chủ',
  reorder: 'Không thể lưu thứ tự các khối trang chủ',
} as const;

/** One line on what each block shows, for the admin choosing one. */
export const SECTION_TYPE_HINTS: Record<SectionType, string> = {
  hero: 'Ảnh lớn đầu trang với tên, lời chào và một nút bấm.',
  featuredPosts: 'Những bài viết mới nhất, của mọi danh mục hoặc một danh mục.',
  upcomingEvents: 'Các sự kiện, ngày giỗ sắp diễn ra.',
  campaigns: 'Các chiến dịch đóng góp đang gây quỹ.',
  treeTeaser: 'Lời giới thiệu và đường dẫn đến cây gia phả công khai.',
  richText: 'Đoạn văn tự soạn: lịch sử dòng họ, lời nhắn của trưởng tộc…',
};
