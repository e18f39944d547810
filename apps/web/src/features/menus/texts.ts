/** Used only when the server gives no message of its own (a network failure, say). */
export const MENUS_FALLBACK = {
  list: 'Không thể tải menu',
  create: 'Không thể thêm mục menu',
  update: 'Không thể cập nhật mục menu',
  delete: 'Không thể xóa mục menu',
  reorder: 'Không thể lưu thứ tự menu',
} as const;

/** The site's own pages, offered as quick picks for a menu item's link. */
export const SITE_PAGES = [
  { url: '/', label: 'Trang chủ' },
  { url: '/blogs', label: 'Tin tức' },
  { url: '/family-tree', label: 'Cây gia phả' },
  { url: '/branch', label: 'Các chi, nhánh' },
  { url: '/events', label: 'Sự kiện' },
  { url: '/albums', label: 'Album ảnh' },
  { url: '/campaigns', label: 'Đóng góp, gây quỹ' },
  { url: '/graves', label: 'Mộ phần' },
  { url: '/xung-ho', label: 'Xưng hô' },
  { url: '/guide', label: 'Hướng dẫn' },
  { url: '/contact', label: 'Liên hệ' },
] as const;
