/** Used only when the server gives no message of its own (a network failure, say). */
export const BANKS_FALLBACK = {
  list: 'Không thể tải danh sách tài khoản ngân hàng',
  get: 'Không thể tải thông tin tài khoản ngân hàng',
  create: 'Không thể thêm tài khoản ngân hàng',
  update: 'Không thể cập nhật tài khoản ngân hàng',
  delete: 'Không thể xóa tài khoản ngân hàng',
} as const;

/** What a member without the admin role is told wherever an admin could write. */
export const BANK_ADMIN_ONLY_NOTE = 'Chỉ quản trị viên mới có thể thêm, sửa hoặc xóa tài khoản ngân hàng.';

export const HOLDER_HINT = 'Viết hoa không dấu, đúng như tên in trên thẻ/sao kê ngân hàng';

export const BANK_PATHS = {
  list: '/settings/ListBankAccount',
  create: '/settings/create-bank-account',
  detail: (id: string) => `/settings/detail-bank-account/${encodeURIComponent(id)}`,
} as const;

export const BACK_TO_BANKS = { to: BANK_PATHS.list, label: 'Danh sách tài khoản ngân hàng' } as const;
