import type { EventLunar, EventOccurrence } from '@giapha/contract';
import { formatLunarDate, type SolarDate } from '@giapha/genealogy';
import { type CalendarEventRow, nextOccurrence } from './events.occurrences.ts';

/** `2026-04-05` → `05/04/2026`, as dates read in Vietnamese. */
export function vietnameseDay(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

/** `10/3 năm Bính Ngọ` (with the year's Can-Chi), or `10/3` for a yearly one. */
function lunarText(lunar: EventLunar): string {
  if (lunar.year === null) return `${lunar.day}/${lunar.month}${lunar.leap ? ' nhuận' : ''}`;
  return formatLunarDate({ day: lunar.day, month: lunar.month, year: lunar.year, leap: lunar.leap });
}

function occurrenceText(occurrence: EventOccurrence): string {
  const end = occurrence.endDate ? ` – ${vietnameseDay(occurrence.endDate)}` : '';
  const time = occurrence.startTime ? ` lúc ${occurrence.startTime}` : '';
  return `${vietnameseDay(occurrence.date)}${end}${time} (âm lịch ${lunarText(occurrence.lunar)})`;
}

/**
 * When an event is, in both calendars, for a page description:
 * `Ngày 10/3 âm lịch hằng năm, lần tới 26/04/2026 (âm lịch 10/3 năm Bính Ngọ)`.
 */
export function eventDateText(row: CalendarEventRow, today: SolarDate): string {
  const next = nextOccurrence(row, today);
  switch (row.calendar) {
    case 'solar':
    case 'lunar': {
      if (next) return `Ngày ${occurrenceText(next)}`;
      // Over: its own day, as it was.
      return row.startDate ? `Đã diễn ra ngày ${vietnameseDay(row.startDate)}` : '';
    }
    case 'lunarYearly': {
      const yearly =
        row.lunarDay !== null && row.lunarMonth !== null
          ? `Ngày ${row.lunarDay}/${row.lunarMonth} âm lịch hằng năm`
          : 'Hằng năm theo âm lịch';
      return next ? `${yearly}, lần tới ${occurrenceText(next)}` : yearly;
    }
    case 'thanhMinh':
      return next ? `Tiết Thanh Minh hằng năm, lần tới ${occurrenceText(next)}` : 'Tiết Thanh Minh hằng năm';
  }
}
