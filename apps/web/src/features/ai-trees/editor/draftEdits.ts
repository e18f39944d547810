import type { DraftFamilyValue, DraftNode } from '@giapha/contract';
import { buildKinshipIndex, descendantsOf, foldVietnamese, wouldCreateCycle } from '@giapha/genealogy';

// The reviewer's structural edits of a draft, as pure functions over its nodes and families. Each
// returns the whole new content (the PATCH sends it with the draft's version) or a Vietnamese reason
// why the edit cannot be made.

export interface DraftContent {
  nodes: DraftNode[];
  families: DraftFamilyValue[];
}

export type EditResult = { ok: true; content: DraftContent } | { ok: false; message: string };

export const EDIT_MESSAGES = {
  unknownPerson: 'Không tìm thấy người này trong cây nháp',
  unknownFamily: 'Không tìm thấy gia đình này trong cây nháp',
  ownAncestor: 'Không thể chuyển: người này sẽ thành tổ tiên của chính mình',
  mergeSelf: 'Hãy chọn một người khác để gộp',
  mergeKin: 'Không thể gộp hai người là tổ tiên và con cháu của nhau',
} as const;

/** The fields the side panel edits. */
export type NodeFields = Pick<DraftNode, 'name' | 'sex' | 'generation' | 'ordinalNumber' | 'deceased'>;

/** The node with the panel's fields; the rest (dates, other names, notes) as imported. */
export function updateNode(content: DraftContent, id: string, fields: NodeFields): EditResult {
  if (!content.nodes.some((node) => node.id === id))
    return { ok: false, message: EDIT_MESSAGES.unknownPerson };
  return {
    ok: true,
    content: {
      nodes: content.nodes.map((node) => (node.id === id ? { ...node, ...fields } : node)),
      families: content.families,
    },
  };
}

/**
 * Families that still link anyone: a family with no children and at most one parent says nothing (a
 * person alone) and is dropped, as is one left with nobody at all.
 */
export function pruneFamilies(families: readonly DraftFamilyValue[]): DraftFamilyValue[] {
  return families.filter((family) => {
    const parents = (family.fatherId !== null ? 1 : 0) + (family.motherId !== null ? 1 : 0);
    return family.children.length > 0 ? true : parents >= 2;
  });
}

function kinshipOf(families: readonly DraftFamilyValue[]) {
  return buildKinshipIndex(
    families.map((family) => ({
      id: family.id,
      fatherId: family.fatherId,
      motherId: family.motherId,
      spouseIds: [],
      childIds: family.children.map((child) => child.personId),
    })),
  );
}

/**
 * The person becomes a child of `familyId` (after its children), and is no longer a child of any other
 * family; `familyId` null only takes them out of their parents' families. The relation they had
 * (adopted, step…) goes with them. Families left empty disappear.
 */
export function moveToFamily(content: DraftContent, personId: string, familyId: string | null): EditResult {
  if (!content.nodes.some((node) => node.id === personId)) {
    return { ok: false, message: EDIT_MESSAGES.unknownPerson };
  }
  const target = familyId === null ? null : content.families.find((family) => family.id === familyId);
  if (target === undefined) return { ok: false, message: EDIT_MESSAGES.unknownFamily };
  if (target) {
    const parents = [target.fatherId, target.motherId].filter((id): id is string => id !== null);
    if (wouldCreateCycle(kinshipOf(content.families), { parentIds: parents, childId: personId })) {
      return { ok: false, message: EDIT_MESSAGES.ownAncestor };
    }
  }
  const relation =
    content.families.flatMap((family) => family.children).find((child) => child.personId === personId)
      ?.relation ?? 'birth';
  const families = content.families.map((family) => {
    const children = family.children.filter((child) => child.personId !== personId);
    if (family.id === target?.id) children.push({ personId, relation });
    return children.length === family.children.length && family.id !== target?.id
      ? family
      : { ...family, children };
  });
  return { ok: true, content: { nodes: content.nodes, families: pruneFamilies(families) } };
}

/** Each child once, in the order first seen; a parent of the family is never its own child. */
function cleanChildren(family: DraftFamilyValue): DraftFamilyValue['children'] {
  const seen = new Set<string>();
  return family.children.filter((child) => {
    if (
      seen.has(child.personId) ||
      child.personId === family.fatherId ||
      child.personId === family.motherId
    ) {
      return false;
    }
    seen.add(child.personId);
    return true;
  });
}

/**
 * The same person imported twice: `keepId` stays, `otherId` goes. The kept node takes every family
 * membership of the other (as father, mother or child), keeps its own fields and fills those it lacks
 * from the other's (generation, ordinal, dates, other names, notes); a child listed twice in a family
 * is listed once, and two families of the same father and mother become one (children of both, in
 * order). Refused when one is an ancestor of the other (the merge would make them their own ancestor).
 */
export function mergeNodes(content: DraftContent, keepId: string, otherId: string): EditResult {
  if (keepId === otherId) return { ok: false, message: EDIT_MESSAGES.mergeSelf };
  const keep = content.nodes.find((node) => node.id === keepId);
  const other = content.nodes.find((node) => node.id === otherId);
  if (!keep || !other) return { ok: false, message: EDIT_MESSAGES.unknownPerson };
  const index = kinshipOf(content.families);
  if (descendantsOf(index, keepId).has(otherId) || descendantsOf(index, otherId).has(keepId)) {
    return { ok: false, message: EDIT_MESSAGES.mergeKin };
  }

  const seenNames = new Set(keep.otherNames.map((n) => `${n.kind}:${foldVietnamese(n.value)}`));
  const merged: DraftNode = {
    ...keep,
    surname: keep.surname ?? other.surname,
    sex: keep.sex === 'unknown' ? other.sex : keep.sex,
    generation: keep.generation ?? other.generation,
    ordinalNumber: keep.ordinalNumber ?? other.ordinalNumber,
    birth: keep.birth ?? other.birth,
    death: keep.death ?? other.death,
    deceased: keep.deceased || other.deceased,
    otherNames: [
      ...keep.otherNames,
      ...other.otherNames.filter((n) => !seenNames.has(`${n.kind}:${foldVietnamese(n.value)}`)),
    ].slice(0, 20),
    notes: keep.notes && other.notes ? `${keep.notes}\n${other.notes}` : (keep.notes ?? other.notes),
    matchPersonId: keep.matchPersonId ?? other.matchPersonId ?? null,
  };
  const swap = (id: string | null) => (id === otherId ? keepId : id);
  const relinked = content.families.map((family) => {
    const next = {
      ...family,
      fatherId: swap(family.fatherId),
      motherId: swap(family.motherId),
      children: family.children.map((child) =>
        child.personId === otherId ? { ...child, personId: keepId } : child,
      ),
    };
    return { ...next, children: cleanChildren(next) };
  });

  // Two families of one couple (both parents known) become the first of them.
  const byCouple = new Map<string, DraftFamilyValue>();
  const families: DraftFamilyValue[] = [];
  for (const family of relinked) {
    const couple =
      family.fatherId !== null && family.motherId !== null
        ? `${family.fatherId}\u0000${family.motherId}`
        : null;
    const first = couple ? byCouple.get(couple) : undefined;
    if (first) {
      const joined = { ...first, children: [...first.children, ...family.children] };
      const cleaned = {
        ...joined,
        children: cleanChildren(joined),
        marriage: first.marriage ?? family.marriage,
      };
      families[families.indexOf(first)] = cleaned;
      if (couple) byCouple.set(couple, cleaned);
      continue;
    }
    if (couple) byCouple.set(couple, family);
    families.push(family);
  }

  return {
    ok: true,
    content: {
      nodes: content.nodes
        .filter((node) => node.id !== otherId)
        .map((node) => (node.id === keepId ? merged : node)),
      families: pruneFamilies(families),
    },
  };
}

/** The node goes; its families lose it (as father, mother or child) and a family left empty disappears. */
export function deleteNode(content: DraftContent, id: string): EditResult {
  if (!content.nodes.some((node) => node.id === id))
    return { ok: false, message: EDIT_MESSAGES.unknownPerson };
  const families = content.families.map((family) =>
    family.fatherId === id || family.motherId === id || family.children.some((c) => c.personId === id)
      ? {
          ...family,
          fatherId: family.fatherId === id ? null : family.fatherId,
          motherId: family.motherId === id ? null : family.motherId,
          children: family.children.filter((child) => child.personId !== id),
        }
      : family,
  );
  return {
    ok: true,
    content: { nodes: content.nodes.filter((node) => node.id !== id), families: pruneFamilies(families) },
  };
}

/** The families the person is a child of. */
export function parentFamiliesOf(
  families: readonly DraftFamilyValue[],
  personId: string,
): DraftFamilyValue[] {
  return families.filter((family) => family.children.some((child) => child.personId === personId));
}

export interface FamilyOption {
  value: string;
  label: string;
}

/**
 * "Father và mother" labels of the families the person could become a child of: not those they head
 * or already belong to as a child. Labels are unique (the family's id is added to a repeated one).
 */
export function familyOptions(content: DraftContent, personId: string): FamilyOption[] {
  const names = new Map(content.nodes.map((node) => [node.id, node.name]));
  const used = new Map<string, number>();
  const options: FamilyOption[] = [];
  for (const family of content.families) {
    if (family.fatherId === personId || family.motherId === personId) continue;
    if (family.children.some((child) => child.personId === personId)) continue;
    const label = familyLabel(family, names);
    used.set(label, (used.get(label) ?? 0) + 1);
    options.push({ value: family.id, label });
  }
  return options.map((option) =>
    (used.get(option.label) ?? 0) > 1 ? { ...option, label: `${option.label} (${option.value})` } : option,
  );
}

/** `Nguyễn Văn Ấn và Trần Thị Bình`, one parent's name alone, or `Gia đình F3` when neither is known. */
export function familyLabel(family: DraftFamilyValue, names: ReadonlyMap<string, string>): string {
  const parents = [family.fatherId, family.motherId]
    .map((id) => (id === null ? undefined : names.get(id)))
    .filter((name): name is string => Boolean(name));
  return parents.length > 0 ? parents.join(' và ') : `Gia đình ${family.id}`;
}

/** Options matching `search` with diacritics and case ignored (`nguyen van an` finds `Nguyễn Văn Ấn`). */
export function filterByFoldedLabel<T extends { label: string }>(options: readonly T[], search: string): T[] {
  return options.filter((option) => matchesFolded(option.label, search));
}

/** Whether `label` holds `search`, diacritics, đ and case ignored (an empty search matches). */
export function matchesFolded(label: string, search: string): boolean {
  const folded = foldVietnamese(search.trim());
  return !folded || foldVietnamese(label).includes(folded);
}
