// Pure helpers of draft trees: importer output → stored draft, link checks, derived connections,
// layout positions, and the person rows a draft node becomes when published.
import {
  DEFAULT_NODE_SIZE,
  type DraftConnection,
  type DraftFamilyValue,
  type DraftLifeDateValue,
  type DraftNode,
  type DraftPosition,
  type DraftSourceRecord,
  type FieldError,
  type LifeDate,
  MESSAGES,
  PERSON_NOTES_MAX,
} from '@giapha/contract';
import { type DraftTree, type LayoutFamily, type LayoutPerson, layoutTree } from '@giapha/genealogy';
import type { OtherNames } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import type { NewPerson } from '../persons/persons.repo.ts';
import { clip } from './ai-trees.normalize.ts';

/** The importer's persons, families and source records as the draft stores them (same fields, ids kept). */
export function draftContent(tree: DraftTree): {
  nodes: DraftNode[];
  families: DraftFamilyValue[];
  sources: DraftSourceRecord[];
} {
  return {
    nodes: tree.persons.map((p) => ({ ...p, matchPersonId: null })),
    families: tree.families.map((f) => ({ ...f, children: f.children.map((c) => ({ ...c })) })),
    sources: tree.sources ?? [],
  };
}

/** Edges the canvas draws: father–mother, and each parent to each child. */
export function deriveConnections(families: readonly DraftFamilyValue[]): DraftConnection[] {
  const connections: DraftConnection[] = [];
  for (const family of families) {
    if (family.fatherId && family.motherId) {
      connections.push({ from: family.fatherId, to: family.motherId, kind: 'spouse' });
    }
    for (const child of family.children) {
      for (const parent of [family.fatherId, family.motherId]) {
        if (parent) connections.push({ from: parent, to: child.personId, kind: 'child' });
      }
    }
  }
  return connections;
}

/**
 * The stored content of an edited draft: its nodes and families, the connections and counts derived from
 * them, and the positions of the nodes still there.
 */
export function editedContent(
  nodes: DraftNode[],
  families: DraftFamilyValue[],
  positions: readonly DraftPosition[],
) {
  const nodeIds = new Set(nodes.map((n) => n.id));
  return {
    nodes,
    families,
    connections: deriveConnections(families),
    positions: positions.filter((p) => nodeIds.has(p.id)),
    nodeCount: nodes.length,
    familyCount: families.length,
  };
}

/** Node ids must be unique and every family link must name a node; else a 400. */
export function checkLinks(nodes: readonly DraftNode[], families: readonly DraftFamilyValue[]): void {
  const ids = new Set<string>();
  nodes.forEach((node, i) => {
    if (ids.has(node.id)) {
      throw badRequest(MESSAGES.invalidInput, [{ field: `nodes.${i}.id`, message: MESSAGES.invalidInput }]);
    }
    ids.add(node.id);
  });
  const errors: FieldError[] = [];
  families.forEach((family, i) => {
    if (family.fatherId !== null && !ids.has(family.fatherId)) {
      errors.push({ field: `families.${i}.fatherId`, message: MESSAGES.draftLinkInvalid });
    }
    if (family.motherId !== null && !ids.has(family.motherId)) {
      errors.push({ field: `families.${i}.motherId`, message: MESSAGES.draftLinkInvalid });
    }
    family.children.forEach((child, j) => {
      if (!ids.has(child.personId)) {
        errors.push({ field: `families.${i}.children.${j}.personId`, message: MESSAGES.draftLinkInvalid });
      }
    });
  });
  if (errors.length > 0) throw badRequest(MESSAGES.draftLinkInvalid, errors.slice(0, 20));
}

/** Every node's position: the stored ones kept, the others from the genealogy layout. */
export function fillPositions(
  nodes: readonly DraftNode[],
  families: readonly DraftFamilyValue[],
  stored: readonly DraftPosition[],
): DraftPosition[] {
  const known = new Map(stored.map((p) => [p.id, p]));
  if (nodes.every((n) => known.has(n.id)))
    return nodes.map((n) => known.get(n.id) ?? { id: n.id, x: 0, y: 0 });
  const persons: LayoutPerson[] = nodes.map((n) => ({
    id: n.id,
    generation: n.generation,
    ordinalNumber: n.ordinalNumber,
    birthYear: n.birth?.solar?.year ?? null,
    width: DEFAULT_NODE_SIZE.width,
    height: DEFAULT_NODE_SIZE.height,
  }));
  const layoutFamilies: LayoutFamily[] = families.map((f) => ({
    id: f.id,
    fatherId: f.fatherId,
    motherId: f.motherId,
    spouseIds: [],
    children: f.children.map((c) => ({ personId: c.personId, motherId: null, relation: c.relation })),
  }));
  const { boxes } = layoutTree(persons, layoutFamilies);
  return nodes.map((n) => {
    const kept = known.get(n.id);
    if (kept) return kept;
    const box = boxes.get(n.id);
    return { id: n.id, x: box?.x ?? 0, y: box?.y ?? 0 };
  });
}

/** A date as persons and events store it: the draft's whole qualified date, without its place. */
export function toLifeDate(date: DraftLifeDateValue | null): LifeDate | null {
  if (!date) return null;
  const { place: _place, coordinates: _coordinates, ...lifeDate } = date;
  return lifeDate.solar || lifeDate.lunar || lifeDate.phrase || lifeDate.end ? lifeDate : null;
}

/**
 * The row a draft node becomes: names by kind, dates and their places (the clan's place ids), the
 * GEDCOM lines kept for export, and the names with no field of their own in the notes.
 */
export function toPersonValues(
  node: DraftNode,
  position: DraftPosition | undefined,
  placeIds: { birth: string | null; death: string | null },
): NewPerson {
  const otherNames: OtherNames = { tenHuy: null, tenTu: null, hieu: null, thuyHieu: null, phapDanh: null };
  const extraNames: string[] = [];
  for (const { kind, value } of node.otherNames) {
    if (kind !== 'other' && otherNames[kind] === null) otherNames[kind] = value;
    else extraNames.push(value);
  }
  const notes = [
    ...(node.notes ? [node.notes] : []),
    ...(extraNames.length > 0 ? [`Tên khác: ${extraNames.join(', ')}`] : []),
  ];
  return {
    name: node.name,
    surname: node.surname,
    sex: node.sex,
    generation: node.generation,
    ordinalNumber: node.ordinalNumber,
    otherNames,
    nameHanNom: node.nameHanNom ?? null,
    birth: toLifeDate(node.birth),
    birthPlaceId: placeIds.birth,
    death: toLifeDate(node.death),
    deathPlaceId: placeIds.death,
    deceased: node.deceased || node.death !== null,
    // Within what the person form may send back (only a note near the limit loses its tail).
    notes: notes.length > 0 ? clip(notes.join('\n'), PERSON_NOTES_MAX) : null,
    x: position?.x ?? 0,
    y: position?.y ?? 0,
    width: DEFAULT_NODE_SIZE.width,
    height: DEFAULT_NODE_SIZE.height,
    gedcomExtra: node.gedcomExtra ?? null,
  };
}
