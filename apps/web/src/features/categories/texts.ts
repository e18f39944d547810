/** Used only when the server gives no message of its own (a network failure, say). */
export const CATEGORIES_FALLBACK = {
  list: 'Không thể tải danh sách danh mục',
  get: 'Không thể tải thông tin danh mục',
  create: 'Không thể tạo danh mục',
  update: 'Không thể cập nhật danh mục',
  delete: 'Không thể xóa danh mục',
  reorder: 'Không thể lưu thứ tự danh mục',
} as const;

/** What a member without the admin role is told wherever an admin could write. */
export const ADMIN_ONLY_NOTE = 'Chỉ quản trị viên mới có thể thêm, sửa hoặc xóa danh mục.';
