import type { EventCalendar, EventListItem, EventTemplate } from '@giapha/contract';

/** How an event's date is given, as the form's switch and the admin filter name it. */
export const EVENT_CALENDAR_LABELS: Record<EventCalendar, string> = {
  solar: 'Dương lịch',
  lunar: 'Âm lịch',
  lunarYearly: 'Âm lịch hằng năm',
  thanhMinh: 'Thanh Minh',
};

/** What each kind means, under the form's switch. */
export const EVENT_CALENDAR_HINTS: Record<EventCalendar, string> = {
  solar: 'Một ngày (hoặc nhiều ngày) theo dương lịch: họp mặt, khánh thành, du lịch…',
  lunar: 'Một ngày âm lịch của một năm cụ thể; ngày dương lịch được tính tự động.',
  lunarYearly: 'Lặp lại mỗi năm vào cùng ngày âm lịch: ngày giỗ, Giỗ Tổ, Tết…',
  thanhMinh: 'Mỗi năm vào tiết Thanh Minh (4 hoặc 5 tháng 4 dương lịch): tảo mộ.',
};

export const EVENT_TEMPLATE_LABELS: Record<EventTemplate, string> = {
  gioTo: 'Giỗ Tổ',
  thanhMinh: 'Tết Thanh Minh',
  tet: 'Tết Nguyên Đán',
};

type KindOf = Pick<EventListItem, 'calendar' | 'person' | 'template'>;

/** A yearly lunar event for a person (or the founder's Giỗ Tổ) is a giỗ; Tết is not. */
export function eventKindLabel(event: KindOf): string {
  if (event.calendar === 'lunarYearly' && (event.person !== null || event.template === 'gioTo')) {
    return 'Giỗ hằng năm';
  }
  return EVENT_CALENDAR_LABELS[event.calendar];
}

export function eventKindColor(event: KindOf): string {
  if (event.calendar === 'lunarYearly') {
    return event.person !== null || event.template === 'gioTo' ? 'grape' : 'orange';
  }
  if (event.calendar === 'lunar') return 'orange';
  if (event.calendar === 'thanhMinh') return 'teal';
  return 'blue';
}

/** Used only when the server gives no message of its own (a network failure, say). */
export const EVENTS_FALLBACK = {
  list: 'Không thể tải danh sách sự kiện',
  month: 'Không thể tải lịch sự kiện của tháng',
  upcoming: 'Không thể tải các sự kiện sắp tới',
  anniversaries: 'Không thể tải danh sách ngày giỗ',
  get: 'Không thể tải sự kiện',
  create: 'Không thể tạo sự kiện',
  update: 'Không thể cập nhật sự kiện',
  delete: 'Không thể xóa sự kiện',
  persons: 'Không thể tìm người trong gia phả',
} as const;
