/** Used only when the server gives no message of its own (a network failure, say). */
export const REMINDERS_FALLBACK = {
  mine: 'Không thể tải cài đặt nhắc ngày giỗ',
  save: 'Không thể lưu cài đặt nhắc ngày giỗ',
  follow: 'Không thể thêm vào danh sách theo dõi',
  unfollow: 'Không thể bỏ theo dõi',
  branches: 'Không thể tải danh sách chi',
  unsubscribe: 'Không thể ngừng nhận thư nhắc',
} as const;

/** A lead as a chip says it. */
export function leadLabel(days: number): string {
  if (days === 0) return 'Trong ngày';
  if (days === 1) return '1 ngày trước';
  return `${days} ngày trước`;
}
