import {
  DEFAULT_NODE_SIZE,
  type Draft,
  type DraftLifeDateValue,
  type DraftNode,
  defaultGenerationSizes,
  type LifeDate,
} from '@giapha/contract';
import type { CanvasFamily, CanvasPerson, CanvasTree } from '../../trees/index.ts';

/**
 * The date a card shows: the draft's qualified date (cards write it with formatLifeDate) without its
 * place; none when it has neither a solar nor a lunar part.
 */
export function lifeDateOfDraft(date: DraftLifeDateValue | null): LifeDate | null {
  if (!date || (!date.solar && !date.lunar)) return null;
  const { place: _place, solar, ...rest } = date;
  // A day without its month means nothing on a card.
  return { ...rest, solar: solar ? { ...solar, day: solar.month == null ? null : solar.day } : null };
}

function otherNamesOf(node: DraftNode): CanvasPerson['otherNames'] {
  const names: CanvasPerson['otherNames'] = {
    tenHuy: null,
    tenTu: null,
    hieu: null,
    thuyHieu: null,
    phapDanh: null,
  };
  for (const { kind, value } of node.otherNames) {
    if (kind !== 'other' && names[kind] === null) names[kind] = value;
  }
  return names;
}

/**
 * A draft as the tree canvas draws it: every node a person card under its temporary id, every family
 * a household of one couple, the stored positions as boxes placed by hand (the server lays a new
 * draft out with the same layout, so a fresh draft looks as the automatic layout would draw it).
 */
export function canvasTreeFromDraft(draft: Draft): CanvasTree {
  const positions = new Map(draft.positions.map((p) => [p.id, p]));
  const persons: CanvasPerson[] = draft.nodes.map((node) => {
    const position = positions.get(node.id);
    return {
      id: node.id,
      name: node.name,
      nameHanNom: null,
      birthPlace: null,
      deathPlace: null,
      surname: node.surname,
      sex: node.sex,
      generation: node.generation,
      ordinalNumber: node.ordinalNumber,
      biography: node.notes ?? '',
      otherNames: otherNamesOf(node),
      birth: lifeDateOfDraft(node.birth),
      death: lifeDateOfDraft(node.death),
      deceased: node.deceased || node.death !== null,
      gioInCalendar: true,
      burialPlace: node.death?.place ?? null,
      avatar: null,
      x: position?.x ?? 0,
      y: position?.y ?? 0,
      width: DEFAULT_NODE_SIZE.width,
      height: DEFAULT_NODE_SIZE.height,
      createdAt: draft.createdAt,
      updatedAt: draft.updatedAt,
    };
  });
  const ids = new Set(draft.nodes.map((node) => node.id));
  const families: CanvasFamily[] = draft.families.map((family) => ({
    id: family.id,
    father: family.fatherId !== null && ids.has(family.fatherId) ? family.fatherId : null,
    mother: family.motherId !== null && ids.has(family.motherId) ? family.motherId : null,
    spouses: [],
    children: family.children
      .filter((child) => ids.has(child.personId))
      .map((child) => ({ personId: child.personId, motherId: null, relation: child.relation })),
  }));
  return {
    id: draft.id,
    name: draft.name,
    persons,
    families,
    generationSizes: defaultGenerationSizes(),
    hideSpouses: false,
    decorNodes: [],
    splitPersonIds: [],
    placedPersonIds: draft.positions.filter((p) => ids.has(p.id)).map((p) => p.id),
  };
}
