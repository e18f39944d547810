import { type Family, type LifeDate, type Person, type PlaceRef, treeGraphResponse } from '@giapha/contract';
import {
  type DraftCitation,
  type DraftEvent,
  type DraftFamily,
  type DraftGrave,
  type DraftLifeDate,
  type DraftPerson,
  type DraftPersonCitation,
  type DraftSource,
  type DraftTree,
  type GedcomVersion,
  slugify,
  writeGedcom,
} from '@giapha/genealogy';
import type { Db } from '../../db/client.ts';
import type { GraveRow, LifeEventRow } from '../../db/schema/index.ts';
import type { ClanContext } from '../../lib/request-context.ts';
import { gravesRepo } from '../graves/graves.repo.ts';
import { type EventPlace, lifeEventsRepo } from '../life-events/life-events.repo.ts';
import { type CitationRow, citationsRepo } from '../sources/citations.repo.ts';
import { sourcesRepo } from '../sources/sources.repo.ts';
import { treesRepo } from './trees.repo.ts';
import { TreesService } from './trees.service.ts';

/** A place as the file writes it: as the imported file wrote it, while its name is unchanged. */
function placeText(place: EventPlace | null): string | null {
  return place ? (place.gedcomName ?? place.name) : null;
}

/** A date with its place (name and coordinates) as the writer reads it; null when neither is known. */
function draftDate(date: LifeDate | null, place: EventPlace | null): DraftLifeDate | null {
  const dated = date !== null && Boolean(date.solar || date.lunar || date.phrase || date.end);
  if (!dated && !place) return null;
  const coordinates =
    place && place.latitude !== null && place.longitude !== null
      ? { latitude: place.latitude, longitude: place.longitude }
      : null;
  return { ...(dated ? date : {}), place: placeText(place), coordinates };
}

/** Citations grouped by their owner (person, life event or family id). */
function citationsByOwner(rows: readonly CitationRow[]) {
  const of = new Map<string, CitationRow[]>();
  for (const row of rows) {
    const owner = row.personId ?? row.eventId ?? row.familyId;
    if (owner) of.set(owner, [...(of.get(owner) ?? []), row]);
  }
  return (owner: string) => of.get(owner) ?? [];
}

function draftCitation(row: CitationRow): DraftCitation {
  return { sourceId: row.sourceId, page: row.page, quote: row.quote };
}

/** A grave as the writer reads it: its place's name, its own point else its place's, the photos' addresses. */
function draftGrave(row: GraveRow, places: Map<string, EventPlace>): DraftGrave {
  const place = row.placeId ? (places.get(row.placeId) ?? null) : null;
  const pointOf = (at: { latitude: number | null; longitude: number | null } | null) =>
    at && at.latitude !== null && at.longitude !== null
      ? { latitude: at.latitude, longitude: at.longitude }
      : null;
  return {
    cemetery: row.cemetery,
    plot: row.plot,
    place: placeText(place),
    coordinates: pointOf(row) ?? pointOf(place),
    note: row.note,
    photos: row.photos.map((photo) => photo.url),
  };
}

interface TreeRecord {
  events: (owner: string) => LifeEventRow[];
  graves: (personId: string) => DraftGrave[];
  citations: (owner: string) => CitationRow[];
  places: Map<string, EventPlace>;
  extras: { persons: Map<string, string>; families: Map<string, string> };
}

function draftEvent(row: LifeEventRow, record: TreeRecord): DraftEvent {
  return {
    type: row.type,
    label: row.label,
    value: row.value,
    date: draftDate(row.date, row.placeId ? (record.places.get(row.placeId) ?? null) : null),
    note: row.note,
    citations: record.citations(row.id).map(draftCitation),
    gedcomExtra: row.gedcomExtra,
  };
}

/** A person's birth or death place as loaded with the tree's other places (the graph's lacks the file's words). */
function placeOf(record: TreeRecord, place: PlaceRef | null): EventPlace | null {
  return place ? (record.places.get(place.id) ?? null) : null;
}

function draftPerson(person: Person, record: TreeRecord): DraftPerson {
  const otherNames: DraftPerson['otherNames'] = [];
  for (const kind of ['tenHuy', 'tenTu', 'hieu', 'thuyHieu', 'phapDanh'] as const) {
    const value = person.otherNames[kind];
    if (value) otherNames.push({ kind, value });
  }
  const citations: DraftPersonCitation[] = [];
  for (const row of record.citations(person.id)) {
    if (row.fact === 'event' || row.fact === 'relationship') continue;
    citations.push({ ...draftCitation(row), fact: row.fact });
  }
  return {
    id: person.id,
    name: person.name,
    surname: person.surname,
    nameHanNom: person.nameHanNom,
    sex: person.sex,
    generation: person.generation,
    ordinalNumber: person.ordinalNumber,
    birth: draftDate(person.birth, placeOf(record, person.birthPlace)),
    death: draftDate(person.death, placeOf(record, person.deathPlace)),
    deceased: person.deceased,
    otherNames,
    notes: person.notes,
    events: record.events(person.id).map((row) => draftEvent(row, record)),
    citations,
    graves: record.graves(person.id),
    gedcomExtra: record.extras.persons.get(person.id) ?? null,
  };
}

/**
 * A family of the app has a head, a principal wife and further wives; GEDCOM has one FAM per couple.
 * Each wife gets her own family with the children whose mother she is (unnamed mother: the principal);
 * the family's events, evidence and kept lines go with the principal couple.
 * A family with one parent, no child and nothing recorded of it says nothing (a person added on the
 * canvas heads an empty family of their own until a spouse or child is added): it is not written, so
 * the file gains no one-parent FAM for every person who has none. One that has a marriage, another
 * event, evidence or kept lines (a file's FAM whose other spouse was not in it) is written.
 */
function draftFamilies(family: Family, record: TreeRecord): DraftFamily[] {
  const wives = [...new Set([family.mother, ...family.spouses].filter((w): w is string => w !== null))];
  const parents = (family.father === null ? 0 : 1) + wives.length;
  const recorded =
    record.events(family.id).length > 0 ||
    record.citations(family.id).length > 0 ||
    record.extras.families.has(family.id);
  if (family.children.length === 0 && parents < 2 && !recorded) return [];
  const principal = wives[0] ?? null;
  const motherOf = (motherId: string | null) =>
    motherId !== null && wives.includes(motherId) ? motherId : principal;
  const ofCouple = {
    marriage: null,
    events: record.events(family.id).map((row) => draftEvent(row, record)),
    citations: record.citations(family.id).map(draftCitation),
    gedcomExtra: record.extras.families.get(family.id) ?? null,
  };
  if (wives.length <= 1) {
    return [
      {
        id: family.id,
        fatherId: family.father,
        motherId: principal,
        children: family.children.map((c) => ({ personId: c.personId, relation: c.relation })),
        ...ofCouple,
      },
    ];
  }
  return wives.map((wife, i) => ({
    id: i === 0 ? family.id : `${family.id}-${i}`,
    fatherId: family.father,
    motherId: wife,
    children: family.children
      .filter((c) => motherOf(c.motherId) === wife)
      .map((c) => ({ personId: c.personId, relation: c.relation })),
    ...(i === 0 ? ofCouple : { marriage: null }),
  }));
}

/** A tree as a GEDCOM file (5.5.1 by default, or 7.0), with the name to download it under. */
export async function treeGedcom(
  db: Db,
  context: ClanContext,
  treeId: string,
  version: GedcomVersion = '5.5.1',
) {
  // The same graph the canvas reads (GET /api/tree-graph), so the file holds what the tree shows.
  const graph = treeGraphResponse.parse(
    JSON.parse(await new TreesService(db).graphBody(context, treeId)),
  ).data;
  const clanId = context.clan.id;
  const personIds = graph.persons.map((p) => p.id);
  const familyIds = graph.families.map((f) => f.id);
  const events = lifeEventsRepo(db, clanId);
  const graves = gravesRepo(db, clanId);
  const [personEvents, familyEvents, extras, graveRows] = await Promise.all([
    events.listOfPersons(personIds),
    events.listOfFamilies(familyIds),
    treesRepo(db, clanId).gedcomExtras(personIds, familyIds),
    graves.listOfPersons(personIds),
  ]);
  const allEvents = [...personEvents, ...familyEvents];
  const [places, citationRows] = await Promise.all([
    events.placesByIds([
      ...allEvents.map((e) => e.placeId),
      ...graveRows.map((g) => g.placeId),
      ...graph.persons.flatMap((p) => [p.birthPlace?.id ?? null, p.deathPlace?.id ?? null]),
    ]),
    citationsRepo(db, clanId).ofOwners({ personIds, eventIds: allEvents.map((e) => e.id), familyIds }),
  ]);
  const sourceRows = await sourcesRepo(db, clanId).byIds([...new Set(citationRows.map((c) => c.sourceId))]);
  const eventsOf = new Map<string, LifeEventRow[]>();
  for (const row of allEvents) {
    const owner = row.personId ?? row.familyId;
    if (owner) eventsOf.set(owner, [...(eventsOf.get(owner) ?? []), row]);
  }
  const gravesOf = new Map<string, DraftGrave[]>();
  for (const row of graveRows) {
    gravesOf.set(row.personId, [...(gravesOf.get(row.personId) ?? []), draftGrave(row, places)]);
  }
  const record: TreeRecord = {
    events: (owner) => eventsOf.get(owner) ?? [],
    graves: (personId) => gravesOf.get(personId) ?? [],
    citations: citationsByOwner(citationRows),
    places,
    extras,
  };
  const sources: DraftSource[] = sourceRows.map((s) => ({
    id: s.id,
    title: s.title,
    author: s.author,
    date: s.date,
    repository: s.repository,
    note: s.note,
    gedcomExtra: s.gedcomExtra,
  }));
  const tree: DraftTree = {
    persons: graph.persons.map((p) => draftPerson(p, record)),
    families: graph.families.flatMap((f) => draftFamilies(f, record)),
    warnings: [],
    report: [],
    sources,
  };
  const fileName = `${slugify(graph.tree.name) || 'gia-pha'}.ged`;
  return { fileName, text: writeGedcom(tree, { sourceName: fileName, version }) };
}
