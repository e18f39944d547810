// What publishing a draft writes: the tree, its persons (or the clan's matched ones) and families, and the
// whole record the file gave them — places, life events (a family's marriage among them), graves, source
// records and citations, the GEDCOM lines kept for export — in the caller's transaction.
import { randomUUID } from 'node:crypto';
import {
  type CitationFact,
  cleanPlaceName,
  type DraftCitationValue,
  type DraftEventValue,
  type DraftFamilyValue,
  type DraftGraveValue,
  type DraftLifeDateValue,
  type DraftNode,
  type DraftSourceRecord,
  GRAVE_NOTE_MAX,
  GRAVE_TEXT_MAX,
  LIFE_EVENT_LABEL_MAX,
  LIFE_EVENT_NOTE_MAX,
  LIFE_EVENT_VALUE_MAX,
  PLACE_NAME_MAX,
  SOURCE_LIMITS,
} from '@giapha/contract';
import type { BulkStep } from '../../db/bulk-writes.ts';
import type { Tx } from '../../db/client.ts';
import type { DraftTreeRow, PublishUndo } from '../../db/schema/index.ts';
import { isOwnImageSource } from '../../lib/image-sources.ts';
import type { ActorContext } from '../../lib/request-context.ts';
import { type FamilyChild, familiesRepo } from '../families/families.repo.ts';
import { gravesRepo, type NewGrave } from '../graves/graves.repo.ts';
import { type LifeEventInsert, lifeEventsRepo } from '../life-events/life-events.repo.ts';
import { personsRepo } from '../persons/persons.repo.ts';
import { type NewPlace, placesRepo } from '../places/places.repo.ts';
import { citationsRepo, type NewCitation } from '../sources/citations.repo.ts';
import { sourcesRepo } from '../sources/sources.repo.ts';
import { type TreeRow, treesRepo } from '../trees/trees.repo.ts';
import { fillPositions, toLifeDate, toPersonValues } from './ai-trees.draft.ts';
import { clip } from './ai-trees.normalize.ts';
import { draftsRepo } from './ai-trees.repo.ts';

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Text within what the record's form may send back (only text near a draft's limit loses its tail). */
function within(text: string | null, max: number): string | null {
  return text === null ? null : clip(text, max);
}

/** A draft place as the clan's places store it: the cleaned name, or null when nothing is left. */
function placeName(at: { place: string | null } | null | undefined): string | null {
  if (!at?.place) return null;
  const name = clip(cleanPlaceName(at.place), PLACE_NAME_MAX);
  return name === '' ? null : name;
}

/** Every place the new persons' dates, events and families name, once each (letter case aside). */
function placesNamed(nodes: readonly DraftNode[], families: readonly DraftFamilyValue[]): NewPlace[] {
  const byName = new Map<string, NewPlace>();
  const add = (at: Pick<DraftLifeDateValue, 'place' | 'coordinates'> | null | undefined) => {
    const name = placeName(at);
    if (name === null) return;
    const key = name.toLowerCase();
    const known = byName.get(key);
    const coordinates = at?.coordinates ?? null;
    if (known && (known.latitude !== null || coordinates === null)) return;
    const written = at?.place?.trim() ?? '';
    byName.set(key, {
      name: known?.name ?? name,
      gedcomName: known?.gedcomName ?? (written !== name ? clip(written, PLACE_NAME_MAX * 2) : null),
      oldName: null,
      latitude: coordinates?.latitude ?? null,
      longitude: coordinates?.longitude ?? null,
      note: null,
    });
  };
  for (const node of nodes) {
    if (node.matchPersonId) continue;
    add(node.birth);
    add(node.death);
    for (const event of node.events ?? []) add(event.date);
    // A grave's point is the grave's own, not its place's.
    for (const grave of node.graves ?? []) add({ place: grave.place });
  }
  for (const family of families) {
    add(family.marriage);
    for (const event of family.events ?? []) add(event.date);
  }
  return [...byName.values()];
}

/** The rows a publish adds beside persons and families, built as the draft is walked. */
class RecordRows {
  readonly events: LifeEventInsert[] = [];
  readonly citations: NewCitation[] = [];
  readonly graves: (NewGrave & { position: number })[] = [];

  constructor(
    private readonly clanId: string,
    private readonly placeIds: Map<string, string>,
    private readonly sourceIds: Map<string, string>,
  ) {}

  placeId(at: { place: string | null } | null | undefined): string | null {
    const name = placeName(at);
    return name === null ? null : (this.placeIds.get(name.toLowerCase()) ?? null);
  }

  /** A new person's graves; photos only where they are this clan's images (another clan's upload is not). */
  addGraves(personId: string, graves: readonly DraftGraveValue[]): void {
    graves.forEach((grave, position) => {
      this.graves.push({
        personId,
        cemetery: within(grave.cemetery, GRAVE_TEXT_MAX),
        placeId: this.placeId(grave),
        plot: within(grave.plot, GRAVE_TEXT_MAX),
        latitude: grave.coordinates?.latitude ?? null,
        longitude: grave.coordinates?.longitude ?? null,
        note: within(grave.note, GRAVE_NOTE_MAX),
        photos: grave.photos
          .filter((url) => isOwnImageSource(this.clanId, url))
          .map((url) => ({ url, caption: null, kind: 'grave' as const })),
        position,
      });
    });
  }

  cite(
    list: readonly (DraftCitationValue & { fact?: CitationFact })[] | undefined,
    owner: { personId?: string; eventId?: string; familyId?: string },
    fact: CitationFact,
  ): void {
    for (const citation of list ?? []) {
      const sourceId = this.sourceIds.get(citation.sourceId);
      if (!sourceId) continue;
      this.citations.push({
        sourceId,
        pageId: null,
        page: within(citation.page, SOURCE_LIMITS.citationPage),
        quote: within(citation.quote, SOURCE_LIMITS.citationQuote),
        note: null,
        personId: owner.personId ?? null,
        eventId: owner.eventId ?? null,
        familyId: owner.familyId ?? null,
        fact: citation.fact ?? fact,
      });
    }
  }

  /** The owner's events in order, with their citations. */
  addEvents(owner: { personId: string } | { familyId: string }, events: readonly DraftEventValue[]): void {
    events.forEach((event, position) => {
      const id = randomUUID();
      this.events.push({
        id,
        personId: 'personId' in owner ? owner.personId : null,
        familyId: 'familyId' in owner ? owner.familyId : null,
        type: event.type,
        label: within(event.label, LIFE_EVENT_LABEL_MAX),
        value: within(event.value, LIFE_EVENT_VALUE_MAX),
        date: toLifeDate(event.date),
        placeId: this.placeId(event.date),
        note: within(event.note, LIFE_EVENT_NOTE_MAX),
        position,
        gedcomExtra: event.gedcomExtra ?? null,
      });
      this.cite(event.citations, { eventId: id }, 'event');
    });
  }
}

/** A family's events as the product keeps them: the marriage (date and place) first, as an event. */
function familyEvents(family: DraftFamilyValue): DraftEventValue[] {
  const marriage: DraftEventValue[] = family.marriage
    ? [{ type: 'marriage', label: null, value: null, date: family.marriage, note: null }]
    : [];
  return [...marriage, ...(family.events ?? [])];
}

/**
 * Rows a step writes: few enough that the embedded database is free again within about a tenth of a second.
 * A person row costs the most (its search index): fewer of them a step.
 */
const STEP_ROWS = 2000;
const STEP_PERSONS = 500;

/**
 * Writes the published tree in steps (db/bulk-writes.ts): the tree, persons (matched nodes reuse the clan's
 * person and take nothing from the file), families, and the record of the new ones. The first step notes
 * on the draft what the publish makes, so that an unfinished one can be undone ({@link PublishUndo}).
 * Returns the new tree's row.
 */
export async function writeDraftTree(
  { step, pause }: { step: BulkStep; pause: () => Promise<void> },
  { actor, clan }: ActorContext,
  name: string,
  nodes: readonly DraftNode[],
  draftFamilies: readonly DraftFamilyValue[],
  draft: Pick<DraftTreeRow, 'id' | 'positions' | 'sources'>,
): Promise<TreeRow> {
  const positions = new Map(fillPositions(nodes, draftFamilies, draft.positions).map((p) => [p.id, p]));
  await pause();
  // Every id is chosen here, so the first step can name all the rows the publish will make.
  const personOf = new Map<string, string>();
  const newPersonIds: string[] = [];
  for (const node of nodes) {
    const personId = node.matchPersonId ?? randomUUID();
    personOf.set(node.id, personId);
    if (!node.matchPersonId) newPersonIds.push(personId);
  }
  const familyIds = draftFamilies.map(() => randomUUID());
  const inFamily = new Set<string>();
  for (const family of draftFamilies) {
    for (const nodeId of [family.fatherId, family.motherId]) if (nodeId) inFamily.add(nodeId);
    for (const child of family.children) inFamily.add(child.personId);
  }
  // A node in no family gets one of its own, so the tree shows it.
  const loneNodes = nodes.filter((node) => !inFamily.has(node.id) && personOf.has(node.id));
  const loneFamilyIds = loneNodes.map(() => randomUUID());
  const sourceIds = new Map(draft.sources.map((s: DraftSourceRecord) => [s.id, randomUUID()]));

  const { tree, placeIds } = await step(async (tx) => {
    const tree = await treesRepo(tx, clan.id).insert({
      name,
      description: null,
      isPublic: false,
      hideSpouses: false,
      createdBy: actor.id,
      type: 'original',
    });
    const places = await placesRepo(tx, clan.id).findOrInsertMany(placesNamed(nodes, draftFamilies));
    await sourcesRepo(tx, clan.id).insertMany(
      draft.sources.map((s) => ({
        id: sourceIds.get(s.id) ?? randomUUID(),
        title: clip(s.title, SOURCE_LIMITS.title),
        kind: 'other',
        author: within(s.author, SOURCE_LIMITS.author),
        date: within(s.date, SOURCE_LIMITS.date),
        repository: within(s.repository, SOURCE_LIMITS.repository),
        note: within(s.note, SOURCE_LIMITS.note),
        gedcomExtra: s.gedcomExtra ?? null,
      })),
    );
    const undo: PublishUndo = {
      treeId: tree.id,
      personIds: newPersonIds,
      familyIds: [...familyIds, ...loneFamilyIds],
      sourceIds: [...sourceIds.values()],
      placeIds: places.inserted,
    };
    await draftsRepo(tx, clan.id).setPublishUndo(draft.id, undo);
    return { tree, placeIds: places.ids };
  });
  await pause();
  const record = new RecordRows(clan.id, placeIds, sourceIds);

  const newRows = nodes.flatMap((node) => {
    const personId = personOf.get(node.id);
    if (node.matchPersonId || !personId) return [];
    record.addEvents({ personId }, node.events ?? []);
    record.cite(node.citations, { personId }, 'general');
    record.addGraves(personId, node.graves ?? []);
    return [
      {
        ...toPersonValues(node, positions.get(node.id), {
          birth: record.placeId(node.birth),
          death: record.placeId(node.death),
        }),
        id: personId,
      },
    ];
  });

  const familyRows: {
    id: string;
    fatherId: string | null;
    motherId: string | null;
    gedcomExtra: string | null;
  }[] = [];
  const childRows: (FamilyChild & { familyId: string; position: number })[] = [];
  draftFamilies.forEach((family, index) => {
    const familyId = familyIds[index] ?? randomUUID();
    const fatherId = family.fatherId ? (personOf.get(family.fatherId) ?? null) : null;
    const motherId = family.motherId ? (personOf.get(family.motherId) ?? null) : null;
    familyRows.push({ id: familyId, fatherId, motherId, gedcomExtra: family.gedcomExtra ?? null });
    record.addEvents({ familyId }, familyEvents(family));
    record.cite(family.citations, { familyId }, 'relationship');
    const seen = new Set<string>();
    for (const child of family.children) {
      const personId = personOf.get(child.personId);
      if (!personId || seen.has(personId)) continue;
      seen.add(personId);
      childRows.push({
        familyId,
        personId,
        position: seen.size - 1,
        motherId: null,
        relation: child.relation,
      });
    }
  });
  loneNodes.forEach((node, index) => {
    const personId = personOf.get(node.id) ?? null;
    const female = node.sex === 'female';
    familyRows.push({
      id: loneFamilyIds[index] ?? randomUUID(),
      fatherId: female ? null : personId,
      motherId: female ? personId : null,
      gedcomExtra: null,
    });
  });

  await pause();
  // This tree's own positions, so matched persons keep their place on their other trees.
  const placed = new Map<string, { x: number; y: number }>();
  for (const node of nodes) {
    const personId = personOf.get(node.id);
    const position = positions.get(node.id);
    if (personId && position) placed.set(personId, { x: position.x, y: position.y });
  }

  const inSteps = async <T>(
    rows: readonly T[],
    write: (tx: Tx, chunk: T[]) => Promise<void>,
    size = STEP_ROWS,
  ) => {
    for (const chunk of chunks(rows, size)) await step((tx) => write(tx, chunk));
  };
  await inSteps(newRows, (tx, chunk) => personsRepo(tx, clan.id).insertWithIds(chunk), STEP_PERSONS);
  await inSteps(familyRows, (tx, chunk) => familiesRepo(tx, clan.id).insertWithIds(chunk));
  await inSteps(childRows, (tx, chunk) => familiesRepo(tx, clan.id).insertChildRows(chunk));
  await inSteps(familyRows, (tx, chunk) =>
    treesRepo(tx, clan.id).insertFamilies(
      tree.id,
      chunk.map((f) => f.id),
    ),
  );
  await inSteps(record.events, (tx, chunk) => lifeEventsRepo(tx, clan.id).insertMany(chunk));
  await inSteps(record.graves, (tx, chunk) => gravesRepo(tx, clan.id).insertMany(chunk));
  await inSteps(record.citations, (tx, chunk) => citationsRepo(tx, clan.id).insertMany(chunk));
  await inSteps([...placed], (tx, chunk) =>
    treesRepo(tx, clan.id).insertPositions(
      tree.id,
      chunk.map(([personId, p]) => ({ personId, x: p.x, y: p.y })),
    ),
  );
  return tree;
}

/** Undoes the publish of draft `draftId` that did not finish, if there is one (its first step notes what it makes). */
export async function undoUnfinishedPublish(tx: Tx, clanId: string, draftId: string): Promise<void> {
  const drafts = draftsRepo(tx, clanId);
  const unfinished = (await drafts.unfinishedPublishes()).find((p) => p.id === draftId);
  if (unfinished) await drafts.undoPublish(draftId, unfinished.undo);
}
