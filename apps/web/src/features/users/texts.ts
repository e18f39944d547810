import type { UserRole, UserStatus } from '@giapha/contract';

/** Labels of the members' screens. The server's own success and error messages are shown as they come. */
export const ROLE_LABELS: Record<UserRole, string> = {
  admin: 'Quản trị viên',
  user: 'Thành viên',
};

export const STATUS_LABELS: Record<UserStatus, string> = {
  pending: 'Chờ duyệt',
  active: 'Đang hoạt động',
  rejected: 'Đã từ chối',
};

export const STATUS_COLORS: Record<UserStatus, string> = {
  pending: 'yellow',
  active: 'green',
  rejected: 'gray',
};

/** Used only when the server gives no message of its own (a network failure, say). */
export const USERS_FALLBACK = {
  list: 'Không thể tải danh sách thành viên',
  get: 'Không thể tải thông tin thành viên',
  create: 'Không thể tạo thành viên mới',
  update: 'Không thể cập nhật thông tin thành viên',
  approve: 'Không thể duyệt thành viên',
  reject: 'Không thể từ chối thành viên',
  role: 'Không thể cập nhật vai trò',
  delete: 'Không thể xóa thành viên',
} as const;
