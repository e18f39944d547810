import { type AuditLog, auditChangeSchema, auditFieldLabel } from '@giapha/contract';
import dayjs from 'dayjs';
import { z } from 'zod';
import { describeChange, formatAuditValue } from './format-value.ts';

/** What kind of row an entry is about. */
export const TARGET_LABELS: Record<string, string> = {
  album: 'Album',
  bankWebhook: 'Báo có tự động',
  bank_account: 'Tài khoản ngân hàng',
  blog: 'Bài viết',
  campaign: 'Đợt quyên góp',
  category: 'Chuyên mục',
  clan: 'Dòng họ',
  donation: 'Công đức',
  draft: 'Bản nháp cây',
  event: 'Sự kiện',
  family: 'Gia đình',
  lifeEvent: 'Sự kiện trong đời',
  menu: 'Menu',
  person: 'Người',
  section: 'Khối trang chủ',
  setting: 'Cài đặt trang',
  tree: 'Cây gia phả',
  user: 'Thành viên',
};

/** Keys of a detail besides `changes` (counts, ids) that the field labels do not name. */
const DETAIL_LABELS: Record<string, string> = {
  familiesDeleted: 'Gia đình bị xóa theo',
  personsDeleted: 'Người bị xóa theo',
  trees: 'Số cây',
  media: 'Số ảnh',
  fields: 'Trường đã sửa',
  count: 'Số người',
  removedFiles: 'Ảnh bị bỏ',
};

function fieldLabel(key: string): string {
  return DETAIL_LABELS[key] ?? auditFieldLabel(key);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value of an older entry (before changes were recorded), or of a count beside the changes. */
function formatValue(key: string, value: unknown, targetType: string): string {
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
    // An older entry's list of field names: named by their labels.
    const names = key === 'fields' ? value.map(fieldLabel) : value;
    const shown = names.slice(0, 5);
    return names.length > 5 ? `${shown.join(', ')}… (${names.length})` : shown.join(', ');
  }
  return formatAuditValue(key, value, targetType);
}

const changesSchema = z.array(auditChangeSchema);

/**
 * The entry's detail in a few readable lines: `Tên: Nguyễn Văn A → Nguyễn Văn B`, `Số ảnh: 3`.
 * Older entries (`before`/`after`, `from`/`to`, a list of `fields`) read as well as they can.
 */
export function describeDetail(entry: Pick<AuditLog, 'detail' | 'targetType'>): string[] {
  const { detail, targetType } = entry;
  if (!detail) return [];
  const lines: string[] = [];
  const { changes, before, after, from, to, ...rest } = detail;
  const parsed = changesSchema.safeParse(changes);
  if (parsed.success) lines.push(...parsed.data.map((change) => describeChange(change, targetType)));
  else if (changes !== undefined) rest.changes = changes;
  if (isRecord(before) || isRecord(after)) {
    const was = isRecord(before) ? before : {};
    const now = isRecord(after) ? after : {};
    for (const key of new Set([...Object.keys(was), ...Object.keys(now)])) {
      const label = fieldLabel(key);
      if (key in was && key in now) {
        lines.push(
          `${label}: ${formatValue(key, was[key], targetType)} → ${formatValue(key, now[key], targetType)}`,
        );
      } else if (key in was) lines.push(`${label}: ${formatValue(key, was[key], targetType)}`);
      else lines.push(`${label}: ${formatValue(key, now[key], targetType)}`);
    }
  }
  if (from !== undefined || to !== undefined) {
    // Older role and status entries: the value before, and after when there was one.
    const field = targetType === 'user' ? (to === undefined ? 'status' : 'role') : '';
    lines.push(
      to === undefined
        ? `Trước đó: ${formatValue(field, from, targetType)}`
        : `${formatValue(field, from, targetType)} → ${formatValue(field, to, targetType)}`,
    );
  }
  for (const [key, value] of Object.entries(rest)) {
    lines.push(`${fieldLabel(key)}: ${formatValue(key, value, targetType)}`);
  }
  return lines;
}

/** dd/mm/yyyy HH:mm in the reader's time zone. */
export function formatDateTime(value: string): string {
  const date = dayjs(value);
  return date.isValid() ? date.format('DD/MM/YYYY HH:mm') : '';
}
