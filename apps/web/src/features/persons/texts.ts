import type { Sex } from '@giapha/contract';

/** Labels of the persons' screens. The server's own success and error messages are shown as they come. */
export const SEX_LABELS: Record<Sex, string> = {
  male: 'Nam',
  female: 'Nữ',
  unknown: 'Không rõ',
};

/** Tên húy, tên tự, hiệu, thụy hiệu: the names a Vietnamese genealogy records besides the usual one. */
export const OTHER_NAME_LABELS = {
  tenHuy: 'Tên húy',
  tenTu: 'Tên tự',
  hieu: 'Hiệu',
  thuyHieu: 'Thụy hiệu',
  phapDanh: 'Pháp danh',
} as const;

/** Used only when the server gives no message of its own (a network failure, say). */
export const PERSONS_FALLBACK = {
  list: 'Không thể tải danh sách người trong gia phả',
  get: 'Không thể tải thông tin người này',
  update: 'Không thể cập nhật thông tin người này',
  delete: 'Không thể xóa người này',
} as const;
