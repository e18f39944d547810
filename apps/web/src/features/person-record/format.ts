import {
  CITATION_FACT_LABELS,
  LIFE_EVENT_LABELS,
  type PersonRecord,
  type RecordEvidence,
  SOURCE_KIND_LABELS,
  type TimelineEntry,
} from '@giapha/contract';
import { formatLifeDate } from '@giapha/genealogy';
import { PERSON_RECORD_TEXTS } from './texts.ts';

/** The address of a person's public page. */
export function personRecordPath(personId: string): string {
  return `/persons/${encodeURIComponent(personId)}`;
}

/** What a line of the timeline is: "Sinh ra", "Khoa bảng", a custom event's own label. */
export function timelineTitle(entry: TimelineEntry): string {
  if (entry.kind === 'birth') return PERSON_RECORD_TEXTS.birthEvent;
  if (entry.kind === 'death') return PERSON_RECORD_TEXTS.deathEvent;
  if (entry.type === 'custom' && entry.label) return entry.label;
  if (!entry.type) return entry.label ?? '';
  // A refinement in the clan's words follows the kind: "Khoa bảng: Cử nhân".
  return entry.label ? `${LIFE_EVENT_LABELS[entry.type]}: ${entry.label}` : LIFE_EVENT_LABELS[entry.type];
}

/** The date at the left of a timeline line, as written ("khoảng 1850"); "Chưa rõ ngày" without one. */
export function timelineDate(entry: TimelineEntry): string {
  return formatLifeDate(entry.date) || PERSON_RECORD_TEXTS.undated;
}

/** What a citation backs, in words: "Ngày sinh", "Sự kiện: Khoa bảng". */
export function evidenceFact(evidence: RecordEvidence, record: Pick<PersonRecord, 'timeline'>): string {
  const fact = CITATION_FACT_LABELS[evidence.fact];
  const event = evidence.eventId ? record.timeline.find((e) => e.eventId === evidence.eventId) : undefined;
  return event ? `${fact}: ${timelineTitle(event)}` : fact;
}

/** "Gia phả, sách: Trần tộc gia phả". */
export function sourceLine(evidence: RecordEvidence): string {
  return `${SOURCE_KIND_LABELS[evidence.source.kind]}: ${evidence.source.title}`;
}
