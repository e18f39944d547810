import { LIFE_EVENT_LABELS, type LifeEvent } from '@giapha/contract';
import { formatLifeDate } from '@giapha/genealogy';
import { formatPlace } from '../places/index.ts';

/** The event's name: its type, and its own label when it has one ("Khoa bảng: Tiến sĩ"). */
export function lifeEventTitle(event: Pick<LifeEvent, 'type' | 'label'>): string {
  const type = LIFE_EVENT_LABELS[event.type];
  if (!event.label) return type;
  return event.type === 'custom' ? event.label : `${type}: ${event.label}`;
}

/** The date as written ("khoảng 1850"), '' for none. */
export function lifeEventDate(event: Pick<LifeEvent, 'date'>): string {
  return formatLifeDate(event.date);
}

/** The place as the clan names it, '' for none. */
export function lifeEventPlace(event: Pick<LifeEvent, 'place'>): string {
  return event.place ? formatPlace(event.place) : '';
}
