import { describe, expect, it } from 'vitest';
import { canvasTreeOf, smallFamily, testPerson } from '../canvas/trees.testing.ts';
import { kinshipAnswer } from './answer.ts';
import { kinshipIndexOf } from './kinship-graph.ts';

// The mapping itself is tested in packages/genealogy (kinship/answer.test.ts); here: on a canvas tree.
describe('kinshipAnswer', () => {
  it('says both terms, the words and the path of a relationship on the tree', () => {
    const tree = smallFamily();
    const answer = kinshipAnswer(kinshipIndexOf(tree), 'giang', 'cuc', { region: 'north' });
    expect(answer).toMatchObject({ kind: 'found', term: 'cô', reciprocal: 'cháu', message: null });
    expect(answer.persons).toEqual(['giang', 'duc', 'cuc']);
    expect(answer.description).toBeTruthy();
    expect(kinshipAnswer(kinshipIndexOf(tree), 'giang', 'cuc', { region: 'south' }).term).toBe('cô');
  });

  it('says plainly when the records cannot tell the order of two brothers, and names both choices', () => {
    const persons = [
      testPerson({ id: 'father', name: 'Nguyễn Văn Cả', generation: 1 }),
      testPerson({ id: 'a', name: 'Nguyễn Văn Hai', generation: 2 }),
      testPerson({ id: 'b', name: 'Nguyễn Văn Ba', generation: 2 }),
      testPerson({ id: 'son', name: 'Nguyễn Văn Tư', generation: 3 }),
    ];
    const tree = canvasTreeOf(persons, [
      {
        id: 'f1',
        father: 'father',
        mother: null,
        spouses: [],
        children: [
          { personId: 'a', motherId: null, relation: 'birth' },
          { personId: 'b', motherId: null, relation: 'birth' },
        ],
      },
      {
        id: 'f2',
        father: 'a',
        mother: null,
        spouses: [],
        children: [{ personId: 'son', motherId: null, relation: 'birth' }],
      },
    ]);
    const answer = kinshipAnswer(kinshipIndexOf(tree), 'son', 'b', { region: 'north' });
    expect(answer.kind).toBe('undecided');
    expect(answer.term).toBe('bác/chú');
    expect(answer.message).toBeTruthy();
  });

  it('tells a person apart from the unrelated', () => {
    const tree = canvasTreeOf(
      [testPerson({ id: 'x', name: 'Lê Văn X' }), testPerson({ id: 'y', name: 'Lê Văn Y' })],
      [],
    );
    expect(kinshipAnswer(kinshipIndexOf(tree), 'x', 'x', { region: 'north' }).kind).toBe('self');
    const none = kinshipAnswer(kinshipIndexOf(tree), 'x', 'y', { region: 'north' });
    expect(none).toMatchObject({ kind: 'unrelated', term: null, persons: [] });
    expect(none.message).toBe('Không tìm thấy quan hệ giữa hai người trong cây này.');
  });
});
