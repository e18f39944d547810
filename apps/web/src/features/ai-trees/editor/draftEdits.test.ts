import type { DraftFamilyValue } from '@giapha/contract';
import { describe, expect, it } from 'vitest';
import { node } from '../components/drafts.testing.ts';
import {
  type DraftContent,
  deleteNode,
  EDIT_MESSAGES,
  type EditResult,
  familyOptions,
  filterByFoldedLabel,
  mergeNodes,
  moveToFamily,
  pruneFamilies,
  updateNode,
} from './draftEdits.ts';

const family = (
  id: string,
  fatherId: string | null,
  motherId: string | null,
  children: string[],
): DraftFamilyValue => ({
  id,
  fatherId,
  motherId,
  children: children.map((personId) => ({ personId, relation: 'birth' })),
  marriage: null,
});

/**
 * Ấn + Bình → Cường, Dung; Cường + Em → Giang. A second "Ấn" (a2, imported twice, with a birth year)
 * married to a second "Bình" (b2) with a son Hòa.
 */
function clan(): DraftContent {
  return {
    nodes: [
      node({ id: 'a', name: 'Nguyễn Văn Ấn', generation: 1 }),
      node({ id: 'b', name: 'Trần Thị Bình', sex: 'female', generation: 1 }),
      node({ id: 'c', name: 'Nguyễn Văn Cường', generation: 2, ordinalNumber: 1 }),
      node({ id: 'd', name: 'Nguyễn Thị Dung', sex: 'female', generation: 2, ordinalNumber: 2 }),
      node({ id: 'e', name: 'Lê Thị Em', sex: 'female', generation: 2 }),
      node({ id: 'g', name: 'Nguyễn Văn Giang', generation: 3 }),
      node({
        id: 'a2',
        name: 'Nguyễn Văn Ấn',
        generation: null,
        birth: {
          solar: { year: 1820, month: null, day: null },
          lunar: null,
          phrase: null,
          place: null,
        },
        otherNames: [{ kind: 'hieu', value: 'Phúc Hậu' }],
      }),
      node({ id: 'b2', name: 'Trần Thị Bình', sex: 'female', generation: 1 }),
      node({ id: 'h', name: 'Nguyễn Văn Hòa', generation: 2 }),
    ],
    families: [
      family('f1', 'a', 'b', ['c', 'd']),
      family('f2', 'c', 'e', ['g']),
      family('f3', 'a2', 'b2', ['h']),
    ],
  };
}

function content(result: EditResult): DraftContent {
  if (!result.ok) throw new Error(result.message);
  return result.content;
}

const childrenOf = (c: DraftContent, id: string) =>
  c.families.find((f) => f.id === id)?.children.map((child) => child.personId);

describe('updateNode', () => {
  it('changes only the panel fields of that node', () => {
    const next = content(
      updateNode(clan(), 'c', {
        name: 'Nguyễn Văn Cương',
        sex: 'male',
        generation: 2,
        ordinalNumber: 3,
        deceased: true,
      }),
    );
    expect(next.nodes.find((n) => n.id === 'c')).toMatchObject({
      name: 'Nguyễn Văn Cương',
      ordinalNumber: 3,
      deceased: true,
    });
    expect(next.nodes.find((n) => n.id === 'd')).toEqual(clan().nodes[3]);
    expect(next.families).toEqual(clan().families);
  });

  it('refuses an unknown node', () => {
    expect(
      updateNode(clan(), 'zz', {
        name: 'X',
        sex: 'male',
        generation: 1,
        ordinalNumber: null,
        deceased: false,
      }),
    ).toEqual({ ok: false, message: EDIT_MESSAGES.unknownPerson });
  });
});

describe('moveToFamily', () => {
  it('makes the person a child of the chosen family only, keeping their relation', () => {
    const start = clan();
    const adopted = {
      ...start,
      families: start.families.map((f) =>
        f.id === 'f1'
          ? {
              ...f,
              children: [
                { personId: 'c', relation: 'birth' as const },
                { personId: 'd', relation: 'adopted' as const },
              ],
            }
          : f,
      ),
    };
    const next = content(moveToFamily(adopted, 'd', 'f3'));
    expect(childrenOf(next, 'f1')).toEqual(['c']);
    expect(next.families.find((f) => f.id === 'f3')?.children).toEqual([
      { personId: 'h', relation: 'birth' },
      { personId: 'd', relation: 'adopted' },
    ]);
  });

  it('takes the person out of their parents family, and a family left linking nobody disappears', () => {
    const start = clan();
    const single = { ...start, families: [...start.families, family('f4', 'h', null, ['g'])] };
    // g leaves f2 and f4: f4 (one parent, no child left) goes, f2 (a couple) stays.
    const next = content(moveToFamily(single, 'g', null));
    expect(next.families.map((f) => f.id)).toEqual(['f1', 'f2', 'f3']);
    expect(childrenOf(next, 'f2')).toEqual([]);
  });

  it('refuses to make someone their own ancestor', () => {
    // Ấn under the family of his grandson's parents.
    expect(moveToFamily(clan(), 'a', 'f2')).toEqual({ ok: false, message: EDIT_MESSAGES.ownAncestor });
  });

  it('refuses an unknown family or person', () => {
    expect(moveToFamily(clan(), 'c', 'nope')).toEqual({ ok: false, message: EDIT_MESSAGES.unknownFamily });
    expect(moveToFamily(clan(), 'nope', 'f1')).toEqual({ ok: false, message: EDIT_MESSAGES.unknownPerson });
  });
});

describe('mergeNodes', () => {
  it('the kept node takes the other one’s families; the families of one couple become one', () => {
    // First the two Ấn: f3 becomes Ấn + b2. Then the two Bình: f3 is then Ấn + Bình like f1, and joins it.
    const once = content(mergeNodes(clan(), 'a', 'a2'));
    expect(once.nodes.some((n) => n.id === 'a2')).toBe(false);
    expect(once.families.find((f) => f.id === 'f3')).toMatchObject({ fatherId: 'a', motherId: 'b2' });
    const twice = content(mergeNodes(once, 'b', 'b2'));
    expect(twice.nodes.map((n) => n.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'g', 'h']);
    expect(twice.families.map((f) => f.id)).toEqual(['f1', 'f2']);
    expect(childrenOf(twice, 'f1')).toEqual(['c', 'd', 'h']);
  });

  it('keeps the kept node’s fields and fills the missing ones from the other', () => {
    const next = content(mergeNodes(clan(), 'a', 'a2'));
    const kept = next.nodes.find((n) => n.id === 'a');
    expect(kept?.generation).toBe(1);
    expect(kept?.birth?.solar?.year).toBe(1820);
    expect(kept?.otherNames).toEqual([{ kind: 'hieu', value: 'Phúc Hậu' }]);
    expect(kept?.name).toBe('Nguyễn Văn Ấn');
  });

  it('lists a child once when both nodes were children of the same family', () => {
    const start = clan();
    const twice = {
      nodes: [...start.nodes, node({ id: 'c2', name: 'Nguyễn Văn Cường', generation: 2 })],
      families: start.families.map((f) => (f.id === 'f1' ? family('f1', 'a', 'b', ['c', 'd', 'c2']) : f)),
    };
    const next = content(mergeNodes(twice, 'c', 'c2'));
    expect(childrenOf(next, 'f1')).toEqual(['c', 'd']);
  });

  it('refuses to merge a person with their ancestor, or with themselves', () => {
    expect(mergeNodes(clan(), 'a', 'g')).toEqual({ ok: false, message: EDIT_MESSAGES.mergeKin });
    expect(mergeNodes(clan(), 'g', 'a')).toEqual({ ok: false, message: EDIT_MESSAGES.mergeKin });
    expect(mergeNodes(clan(), 'a', 'a')).toEqual({ ok: false, message: EDIT_MESSAGES.mergeSelf });
  });
});

describe('deleteNode', () => {
  it('removes the node from its families; a family left empty disappears', () => {
    // Without Giang, f2 is still Cường + Em. Without Hòa and b2, f3 is a2 alone and goes.
    const next = content(deleteNode(content(deleteNode(clan(), 'h')), 'b2'));
    expect(next.nodes.map((n) => n.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'g', 'a2']);
    expect(next.families.map((f) => f.id)).toEqual(['f1', 'f2']);
    const withoutFather = content(deleteNode(clan(), 'a'));
    expect(withoutFather.families.find((f) => f.id === 'f1')).toMatchObject({
      fatherId: null,
      motherId: 'b',
    });
    expect(childrenOf(withoutFather, 'f1')).toEqual(['c', 'd']);
  });
});

describe('pruneFamilies', () => {
  it('keeps a couple without children and any family with a child', () => {
    const kept = pruneFamilies([
      family('x', 'a', 'b', []),
      family('y', null, null, ['c']),
      family('z', 'a', null, []),
    ]);
    expect(kept.map((f) => f.id)).toEqual(['x', 'y']);
  });
});

describe('familyOptions', () => {
  it('names families by father and mother, leaving out those the person heads or is a child of', () => {
    // Two families with the same names are told apart by their ids.
    expect(familyOptions(clan(), 'g')).toEqual([
      { value: 'f1', label: 'Nguyễn Văn Ấn và Trần Thị Bình (f1)' },
      { value: 'f3', label: 'Nguyễn Văn Ấn và Trần Thị Bình (f3)' },
    ]);
    expect(familyOptions(clan(), 'h')).toEqual([
      { value: 'f1', label: 'Nguyễn Văn Ấn và Trần Thị Bình' },
      { value: 'f2', label: 'Nguyễn Văn Cường và Lê Thị Em' },
    ]);
    expect(familyOptions(clan(), 'c').map((o) => o.value)).toEqual(['f3']);
  });

  it('finds a family without diacritics', () => {
    const options = familyOptions(clan(), 'h');
    expect(filterByFoldedLabel(options, 'nguyen van an').map((o) => o.value)).toEqual(['f1']);
    expect(filterByFoldedLabel(options, 'CUONG').map((o) => o.value)).toEqual(['f2']);
  });
});
