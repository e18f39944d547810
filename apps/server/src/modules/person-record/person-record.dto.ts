import type {
  Citation,
  LifeDate,
  LifeEvent,
  LifeEventType,
  RecordEvidence,
  RecordRelative,
  TimelineEntry,
} from '@giapha/contract';
import { lifeDateSortKey } from '@giapha/genealogy';
import type { PersonRow } from '../persons/persons.repo.ts';

/**
 * A living person's birth as the public tree shows it: the year only (the solar year, else the lunar
 * one), nothing when no year is known.
 */
export function publicBirth(birth: LifeDate | null, deceased: boolean): LifeDate | null {
  if (deceased || !birth) return birth;
  const year = birth.solar?.year ?? birth.lunar?.year ?? null;
  return year === null ? null : { solar: { year }, lunar: null };
}

/** A relative as a link: a living one by their name only. */
export function toRelative(row: PersonRow): RecordRelative {
  return {
    id: row.id,
    name: row.name,
    sex: row.sex,
    generation: row.generation,
    deceased: row.deceased,
    birth: row.deceased ? row.birth : null,
    death: row.deceased ? row.death : null,
  };
}

/** Events that follow a death even when they carry no date. */
const AFTER_DEATH: ReadonlySet<LifeEventType> = new Set(['burial', 'reburial', 'cremation']);

function eventEntry(event: LifeEvent): TimelineEntry {
  return {
    kind: 'event',
    eventId: event.id,
    type: event.type,
    label: event.label,
    value: event.value,
    date: event.date,
    place: event.place,
    note: event.note,
  };
}

/**
 * Birth, then the life events as the life-events module orders them (dated in time, then the undated
 * in the clan's order), with the death before the first event after it — a dated one later than the
 * death, or a burial, reburial or cremation.
 */
export function buildTimeline(
  birth: TimelineEntry | null,
  events: readonly LifeEvent[],
  death: TimelineEntry | null,
): TimelineEntry[] {
  const entries = events.map(eventEntry);
  if (death) {
    const deathKey = lifeDateSortKey(death.date);
    const index = events.findIndex((event) => {
      const key = lifeDateSortKey(event.date);
      return key !== null && deathKey !== null ? key > deathKey : AFTER_DEATH.has(event.type);
    });
    entries.splice(index === -1 ? entries.length : index, 0, death);
  }
  return birth ? [birth, ...entries] : entries;
}

/** A citation as visitors read it: no editor's note, no ids of the source or its page. */
export function toEvidence(citation: Citation): RecordEvidence {
  return {
    id: citation.id,
    fact: citation.fact,
    eventId: citation.eventId,
    source: { title: citation.source.title, kind: citation.source.kind },
    page: citation.page?.label ?? citation.pageText,
    quote: citation.quote,
  };
}
