import { describe, expect, it } from 'vitest';
import { generationsUp, kinshipAnswer, thirdPerson } from './answer.ts';
import { buildKinshipGraphIndex, type KinshipPerson } from './graph.ts';

const up = { rel: 'parent', sex: 'M' } as const;
const down = { rel: 'child', sex: 'M' } as const;

function person(id: string, sex: KinshipPerson['sex'], ordinal: number | null): KinshipPerson {
  return { id, sex, ordinal, name: id };
}

// Ông's children by ordinal: Cô (1), Bố (2), Chú (3); Cháu is Bố's son.
const index = buildKinshipGraphIndex({
  persons: new Map(
    [
      person('ong', 'M', 1),
      person('co', 'F', 1),
      person('bo', 'M', 2),
      person('chu', 'M', 3),
      person('chau', 'M', 1),
    ].map((p) => [p.id, p]),
  ),
  families: [
    {
      id: 'f1',
      father: 'ong',
      mother: null,
      spouses: [],
      children: [{ personId: 'co' }, { personId: 'bo' }, { personId: 'chu' }],
    },
    { id: 'f2', father: 'bo', mother: null, spouses: [], children: [{ personId: 'chau' }] },
  ],
});

describe('kinshipAnswer', () => {
  it('says both terms, the words and the path, in the register asked for', () => {
    const answer = kinshipAnswer(index, 'chau', 'chu', { region: 'north' });
    expect(answer).toMatchObject({ kind: 'found', term: 'chú', reciprocal: 'cháu', message: null });
    expect(answer.persons).toEqual(['chau', 'bo', 'chu']);
    expect(answer.description).toBe('em trai bố bạn');
    expect(kinshipAnswer(index, 'chau', 'co', { region: 'north' }).term).toBe('bác');
    expect(kinshipAnswer(index, 'chau', 'co', { region: 'south' }).term).toBe('cô');
  });

  it('tells a person apart from the unrelated', () => {
    expect(kinshipAnswer(index, 'bo', 'bo', { region: 'north' })).toMatchObject({
      kind: 'self',
      message: 'Đây là cùng một người.',
      persons: ['bo'],
    });
    const lone = buildKinshipGraphIndex({ persons: new Map([['x', person('x', 'M', null)]]), families: [] });
    expect(kinshipAnswer(lone, 'x', 'y', { region: 'north' })).toMatchObject({
      kind: 'unrelated',
      term: null,
    });
  });
});

describe('thirdPerson', () => {
  it('speaks of an elder generation as ông ấy / bà ấy, a senior cousin as anh ấy / chị ấy, else người này', () => {
    expect(generationsUp([up, up, down])).toBe(1);
    expect(thirdPerson([up, { rel: 'sibling', sex: 'M', birth_order: 'younger' }], 'M', 'chú')).toBe(
      'ông ấy',
    );
    expect(thirdPerson([up], 'F', 'mẹ')).toBe('bà ấy');
    expect(thirdPerson([up, down], 'F', 'chị họ')).toBe('chị ấy');
    expect(thirdPerson([up, down], 'M', 'em họ')).toBe('người này');
    expect(thirdPerson([down], 'M', 'con')).toBe('người này');
  });
});
