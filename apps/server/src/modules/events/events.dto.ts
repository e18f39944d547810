import type {
  ClanEvent,
  EventListItem,
  EventLunar,
  PublicEvent,
  PublicEventListItem,
} from '@giapha/contract';
import type { SolarDate } from '@giapha/genealogy';
import { nextOccurrence } from './events.occurrences.ts';
import type { EventDetailRow, EventListRow } from './events.repo.ts';

/** The lunar date of a `lunar` or `lunarYearly` event (a yearly one has no year). */
function lunarOf(row: EventListRow): EventLunar | null {
  if (row.calendar !== 'lunar' && row.calendar !== 'lunarYearly') return null;
  if (row.lunarDay === null || row.lunarMonth === null) return null;
  return {
    day: row.lunarDay,
    month: row.lunarMonth,
    year: row.calendar === 'lunar' ? row.lunarYear : null,
    leap: row.lunarLeap,
  };
}

/** What visitors see of an event in a list; `next` counted from `today` (Vietnam time). */
export function toPublicEventListItemDto(row: EventListRow, today: SolarDate): PublicEventListItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    coverImage: row.coverImage,
    location: row.location,
    calendar: row.calendar,
    startDate: row.startDate,
    endDate: row.endDate,
    startTime: row.startTime,
    endTime: row.endTime,
    lunar: lunarOf(row),
    // A left join that found no row gives null.
    person: row.person ? { id: row.person.id, name: row.person.name } : null,
    template: row.template,
    next: nextOccurrence(row, today),
  };
}

export function toPublicEventDto(row: EventDetailRow, today: SolarDate): PublicEvent {
  return { ...toPublicEventListItemDto(row, today), description: row.description };
}

/** What members and admins see in a list: the version and times too. */
export function toEventListItemDto(row: EventListRow, today: SolarDate): EventListItem {
  return {
    ...toPublicEventListItemDto(row, today),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toEventDto(row: EventDetailRow, today: SolarDate): ClanEvent {
  return { ...toEventListItemDto(row, today), description: row.description };
}
