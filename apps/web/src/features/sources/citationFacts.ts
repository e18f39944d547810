import {
  CITATION_FACT_LABELS,
  type Citation,
  LIFE_EVENT_LABELS,
  type LifeEvent,
  personCitationFacts,
} from '@giapha/contract';
import { formatLifeDate } from '@giapha/genealogy';

/** A life event as the fact choice and the evidence name it: "Khoa bảng: Cử nhân (1850)". */
export function lifeEventName(event: LifeEvent): string {
  const kind = event.label || LIFE_EVENT_LABELS[event.type];
  const date = formatLifeDate(event.date, { style: 'short' });
  return `${kind}${event.value ? `: ${event.value}` : ''}${date ? ` (${date})` : ''}`;
}

/** The fact choices of a person's citation form: their own facts, then each of their life events. */
export function factChoices(events: readonly LifeEvent[]) {
  return [
    ...personCitationFacts.map((fact) => ({ value: fact, label: CITATION_FACT_LABELS[fact] })),
    ...events.map((event) => ({ value: `event:${event.id}`, label: `Sự kiện: ${lifeEventName(event)}` })),
  ];
}

/** What a choice of the form means for the request: a fact of the person, or one of their events. */
export function ownerOfChoice(
  personId: string,
  choice: string,
): { personId: string; fact: (typeof personCitationFacts)[number] } | { eventId: string } | null {
  if (choice.startsWith('event:')) return { eventId: choice.slice('event:'.length) };
  const fact = personCitationFacts.find((f) => f === choice);
  return fact ? { personId, fact } : null;
}

export interface EvidenceGroup {
  key: string;
  title: string;
  citations: Citation[];
}

/** The evidence grouped by what it backs, in the order of the facts, then events, then families. */
export function groupCitations(
  citations: readonly Citation[],
  events: readonly LifeEvent[],
): EvidenceGroup[] {
  const groups = new Map<string, EvidenceGroup>();
  const order = [...personCitationFacts, 'event', 'relationship'];
  const sorted = [...citations].sort((a, b) => order.indexOf(a.fact) - order.indexOf(b.fact));
  for (const citation of sorted) {
    const event = citation.eventId ? events.find((e) => e.id === citation.eventId) : undefined;
    const key = citation.eventId
      ? `event:${citation.eventId}`
      : citation.familyId
        ? `family:${citation.familyId}`
        : citation.fact;
    const title = citation.eventId
      ? `Sự kiện${event ? `: ${lifeEventName(event)}` : ''}`
      : CITATION_FACT_LABELS[citation.fact];
    const group = groups.get(key) ?? { key, title, citations: [] };
    group.citations.push(citation);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** Where in the source: the scanned page's label, or the page as written. */
export function citationPlace(citation: Citation): string | null {
  return citation.page?.label ?? citation.pageText ?? null;
}
