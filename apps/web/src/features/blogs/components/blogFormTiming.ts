import type { Blog } from '@giapha/contract';
import dayjs from 'dayjs';
import { blogState, formatDateTime } from './BlogAdminState.tsx';
import { PICKER_FORMAT, pickerToIso } from './BlogFormValues.ts';

/** Which button saved: the post's state after saving follows from it. */
export type SaveIntent = 'draft' | 'publishNow' | 'schedule' | 'save';

export const SCHEDULE_IN_FUTURE = 'Hãy chọn một thời điểm trong tương lai để lên lịch đăng';

/** The status and publication date a save sends. */
export interface PublishTiming {
  status: 'draft' | 'published';
  publishedAt?: string | null;
}

/**
 * What a save by `intent` sends for the post's status and date, from the picker's value; null when a
 * schedule is asked for without a time in the future.
 */
export function publishTiming(
  intent: SaveIntent,
  publishAt: string | null | undefined,
  publishAtChanged: boolean,
): PublishTiming | null {
  if (intent === 'draft') return { status: 'draft' };
  // Published without a date: visible from now on.
  if (intent === 'publishNow') return { status: 'published', publishedAt: null };
  if (intent === 'schedule') {
    const at = pickerToIso(publishAt);
    if (!at || !dayjs(at).isAfter(dayjs())) return null;
    return { status: 'published', publishedAt: at };
  }
  // A published post keeps its date unless the admin changed it (empty: now).
  return publishAtChanged
    ? { status: 'published', publishedAt: pickerToIso(publishAt) }
    : { status: 'published' };
}

/** Quick choices in the picker: the times a clan's news usually goes out. */
export function schedulePresets(now = dayjs()) {
  const at = (day: dayjs.Dayjs, hour: number) => day.hour(hour).minute(0).second(0).format(PICKER_FORMAT);
  const tomorrow = now.add(1, 'day');
  const nextSunday = now.add(7 - now.day(), 'day');
  return [
    ...(now.hour() < 20 ? [{ value: at(now, 20), label: 'Tối nay, 20:00' }] : []),
    { value: at(tomorrow, 7), label: 'Sáng mai, 7:00' },
    { value: at(nextSunday, 7), label: 'Sáng Chủ nhật, 7:00' },
  ];
}

/** What the toast adds under the server's message, so the admin knows where the post now stands. */
export function savedDetail(saved: Pick<Blog, 'status' | 'publishedAt'>): string {
  const state = blogState(saved);
  if (state === 'draft') return 'Bài viết đang là bản nháp, chỉ quản trị viên nhìn thấy.';
  if (state === 'scheduled') return `Bài viết sẽ hiện trên trang lúc ${formatDateTime(saved.publishedAt)}.`;
  return 'Bài viết đang hiện trên trang của dòng họ.';
}
