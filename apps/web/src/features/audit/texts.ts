import type { AuditLog } from '@giapha/contract';
import dayjs from 'dayjs';

/** What kind of row an entry is about. */
export const TARGET_LABELS: Record<string, string> = {
  album: 'Album',
  bankWebhook: 'Báo có tự động',
  blog: 'Bài viết',
  campaign: 'Đợt quyên góp',
  category: 'Chuyên mục',
  clan: 'Dòng họ',
  donation: 'Công đức',
  draft: 'Bản nháp cây',
  event: 'Sự kiện',
  family: 'Gia đình',
  menu: 'Menu',
  person: 'Người',
  section: 'Khối trang chủ',
  setting: 'Cài đặt trang',
  tree: 'Cây gia phả',
  user: 'Thành viên',
};

const FIELD_LABELS: Record<string, string> = {
  name: 'Tên',
  title: 'Tiêu đề',
  description: 'Mô tả',
  isPublic: 'Công khai',
  hideSpouses: 'Ẩn vợ/chồng',
  type: 'Loại',
  username: 'Tên đăng nhập',
  email: 'Email',
  role: 'Vai trò',
  status: 'Trạng thái',
  password: 'Mật khẩu',
  familiesDeleted: 'Gia đình bị xóa theo',
  personsDeleted: 'Người bị xóa theo',
  treeId: 'Cây',
  trees: 'Số cây',
  media: 'Số ảnh',
  fields: 'Trường đã sửa',
};

const VALUE_LABELS: Record<string, string> = {
  admin: 'Quản trị viên',
  user: 'Thành viên',
  active: 'Đang hoạt động',
  pending: 'Chờ duyệt',
  rejected: 'Đã từ chối',
  original: 'Cây gốc',
  split: 'Cây nhánh',
};

function fieldLabel(key: string): string {
  return FIELD_LABELS[key] ?? key;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (value === true) return 'có';
  if (value === false) return 'không';
  if (typeof value === 'string') {
    const text = VALUE_LABELS[value] ?? value;
    return text.length > 80 ? `${text.slice(0, 79)}…` : text;
  }
  if (typeof value === 'number') return value.toLocaleString('vi-VN');
  if (Array.isArray(value)) {
    const shown = value
      .slice(0, 5)
      .map((item) => (typeof item === 'string' ? fieldLabel(item) : formatValue(item)));
    return value.length > 5 ? `${shown.join(', ')}… (${value.length})` : shown.join(', ');
  }
  const json = JSON.stringify(value);
  return json.length > 80 ? `${json.slice(0, 79)}…` : json;
}

/** The entry's detail in a few readable lines: `Tên: A → B`, `Quản trị viên → Thành viên`, `Số ảnh: 3`. */
export function describeDetail(detail: AuditLog['detail']): string[] {
  if (!detail) return [];
  const lines: string[] = [];
  const { before, after, from, to, ...rest } = detail;
  if (isRecord(before) || isRecord(after)) {
    const was = isRecord(before) ? before : {};
    const now = isRecord(after) ? after : {};
    for (const key of new Set([...Object.keys(was), ...Object.keys(now)])) {
      if (key in was && key in now)
        lines.push(`${fieldLabel(key)}: ${formatValue(was[key])} → ${formatValue(now[key])}`);
      else if (key in was) lines.push(`${fieldLabel(key)}: ${formatValue(was[key])}`);
      else lines.push(`${fieldLabel(key)}: ${formatValue(now[key])}`);
    }
  }
  if (from !== undefined || to !== undefined) {
    lines.push(
      to === undefined ? `Trước đó: ${formatValue(from)}` : `${formatValue(from)} → ${formatValue(to)}`,
    );
  }
  for (const [key, value] of Object.entries(rest)) lines.push(`${fieldLabel(key)}: ${formatValue(value)}`);
  return lines;
}

/** dd/mm/yyyy HH:mm in the reader's time zone. */
export function formatDateTime(value: string): string {
  const date = dayjs(value);
  return date.isValid() ? date.format('DD/MM/YYYY HH:mm') : '';
}
