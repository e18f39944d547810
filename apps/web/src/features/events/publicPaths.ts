import type { EventOccurrence } from '@giapha/contract';
import { treeViewerPath } from '../home/index.ts';

/** Spec §2: an event opens at `/events/{slug}.html`. */
export function eventPath(slug: string): string {
  return `/events/${encodeURIComponent(slug)}.html`;
}

/** The event's slug from the route's `:slug` segment, which matches the whole `{slug}.html`. */
export function eventSlugFromParam(param: string | undefined): string {
  const segment = param?.trim() ?? '';
  return segment.toLowerCase().endsWith('.html') ? segment.slice(0, -'.html'.length) : segment;
}

/** The calendar opened on a month (`/events?month=2026-12`). */
export function eventsMonthPath(month: string): string {
  return `/events?${new URLSearchParams({ month }).toString()}`;
}

/**
 * Where an occurrence leads: an event to its page; a giỗ from a tree to that tree in the public
 * viewer; a giỗ whose tree is not public, nowhere.
 */
export function occurrenceHref(
  occurrence: Pick<EventOccurrence, 'source' | 'slug' | 'treeId'>,
): string | null {
  if (occurrence.source === 'event' && occurrence.slug) return eventPath(occurrence.slug);
  if (occurrence.source === 'gio' && occurrence.treeId) return treeViewerPath(occurrence.treeId);
  return null;
}
