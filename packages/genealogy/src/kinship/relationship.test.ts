import { describe, expect, it } from 'vitest';
import {
  buildKinshipGraphIndex,
  type KinshipFamily,
  type KinshipGraphIndex,
  type KinshipPerson,
} from './graph.ts';
import { findRelationship, UNRELATED_MESSAGE } from './relationship.ts';
import { relationshipTerms } from './relationship-terms.ts';
import { C, O, P, W, Y } from './steps.testing.ts';

type Sex = KinshipPerson['sex'];

function person(
  id: string,
  sex: Sex,
  ordinal: number | null,
  birthYear: number | null = null,
): KinshipPerson {
  return { id, sex, ordinal, birthYear, name: id };
}

function family(id: string, father: string | null, mother: string | null, children: string[]): KinshipFamily {
  return { id, father, mother, spouses: [], children: children.map((personId) => ({ personId })) };
}

function tree(persons: KinshipPerson[], families: KinshipFamily[]): KinshipGraphIndex {
  return buildKinshipGraphIndex({ persons: new Map(persons.map((p) => [p.id, p])), families });
}

// Cụ Tổ's children by ordinal: Bác Cả (1), Bố (2), Cô Ba (3), Chú Út (no ordinal, no year).
// Birth years are set against the ordinals' grain to show that age does not decide cousin terms.
const clan = tree(
  [
    person('Cụ Tổ', 'M', 1),
    person('Cụ Bà', 'F', null),
    person('Bác Cả', 'M', 1),
    person('Bác Gái', 'F', null),
    person('Bố', 'M', 2, 1955),
    person('Mẹ', 'F', 1),
    person('Dì Hai', 'F', 2),
    person('Cô Ba', 'F', 3),
    person('Dượng', 'M', null),
    person('Chú Út', 'M', null),
    person('Chú Tư', 'M', null, 1960),
    person('Anh Họ', 'M', 1, 1995),
    person('Tôi', 'M', 1, 1990),
    person('Em Gái', 'F', 2),
    person('Em Cùng Cha', 'M', 3),
    person('Em Họ', 'F', 1, 1985),
    person('Vợ', 'F', 1),
    person('Bố Vợ', 'M', null),
    person('Ông Ngoại', 'M', null),
    person('Con Em Gái', null, 1),
    person('Người Lạ', 'M', null),
  ],
  [
    family('f0', 'Cụ Tổ', 'Cụ Bà', ['Bác Cả', 'Bố', 'Cô Ba', 'Chú Út', 'Chú Tư']),
    family('f1', 'Bác Cả', 'Bác Gái', ['Anh Họ']),
    {
      ...family('f2', 'Bố', 'Mẹ', ['Tôi', 'Em Gái']),
      spouses: ['Dì Hai'],
      children: [
        { personId: 'Tôi' },
        { personId: 'Em Gái' },
        { personId: 'Em Cùng Cha', motherId: 'Dì Hai' },
      ],
    },
    family('f3', 'Dượng', 'Cô Ba', ['Em Họ']),
    family('f4', 'Tôi', 'Vợ', []),
    family('f5', 'Bố Vợ', null, ['Vợ']),
    family('f6', 'Ông Ngoại', null, ['Mẹ']),
    family('f7', null, 'Em Gái', ['Con Em Gái']),
  ],
);

describe('findRelationship by blood', () => {
  it('con bác là anh even when younger in age', () => {
    const found = findRelationship(clan, 'Tôi', 'Anh Họ');
    expect(found).toEqual({
      kind: 'found',
      path: [P('M'), O('M'), C('M')],
      persons: ['Tôi', 'Bố', 'Bác Cả', 'Anh Họ'],
      commonAncestors: ['Cụ Tổ', 'Cụ Bà'],
      byMarriage: false,
    });
    const terms = relationshipTerms(clan, 'Tôi', 'Anh Họ');
    expect(terms.terms).toEqual({ term: 'anh họ', reciprocal: 'em (họ)' });
    expect(terms.description).toBe('con trai của anh trai bố bạn');
  });

  it('con cô là em even when older in age; from her side A is anh (họ)', () => {
    expect(relationshipTerms(clan, 'Tôi', 'Em Họ').terms).toEqual({ term: 'em họ', reciprocal: 'anh (họ)' });
    expect(relationshipTerms(clan, 'Em Họ', 'Tôi').terms).toEqual({ term: 'anh họ', reciprocal: 'em (họ)' });
  });

  it('uncles, aunts and the direct line', () => {
    expect(relationshipTerms(clan, 'Tôi', 'Bác Cả').terms?.term).toBe('bác');
    expect(relationshipTerms(clan, 'Tôi', 'Cô Ba').terms?.term).toBe('cô');
    expect(relationshipTerms(clan, 'Tôi', 'Dượng', { region: 'south' }).terms?.term).toBe('dượng');
    expect(relationshipTerms(clan, 'Tôi', 'Cụ Tổ').terms).toEqual({
      term: 'ông nội',
      reciprocal: 'cháu (cháu nội)',
    });
    expect(relationshipTerms(clan, 'Cụ Tổ', 'Tôi').terms).toEqual({
      term: 'cháu nội',
      reciprocal: 'ông nội',
    });
    expect(relationshipTerms(clan, 'Tôi', 'Ông Ngoại').terms?.term).toBe('ông ngoại');
  });

  it('a birth year decides when the ordinal is missing', () => {
    expect(relationshipTerms(clan, 'Tôi', 'Chú Tư').terms).toEqual({ term: 'chú', reciprocal: 'cháu' });
  });

  it('a missing ordinal and year is said plainly, with both terms', () => {
    const result = relationshipTerms(clan, 'Tôi', 'Chú Út');
    expect(result.relationship).toMatchObject({
      kind: 'undecided',
      reason: 'birth-order',
      path: [P('M'), { rel: 'sibling', sex: 'M' }],
      message:
        'Chưa ghi thứ tự sinh (con thứ mấy) của Chú Út, nên chưa biết ai là anh/chị, ai là em giữa Bố và Chú Út.',
    });
    expect(result.terms).toEqual({ term: 'bác/chú', reciprocal: 'cháu', undecided: 'birth-order' });
  });

  it('half-siblings are siblings, by the ordinal', () => {
    const found = findRelationship(clan, 'Tôi', 'Em Cùng Cha');
    expect(found).toMatchObject({ kind: 'found', path: [Y('M')], commonAncestors: ['Bố'] });
    expect(relationshipTerms(clan, 'Em Cùng Cha', 'Tôi').terms).toEqual({ term: 'anh', reciprocal: 'em' });
  });

  it('a missing sex on the path is said plainly', () => {
    expect(findRelationship(clan, 'Tôi', 'Con Em Gái')).toEqual({
      kind: 'undecided',
      reason: 'sex',
      persons: ['Tôi', 'Em Gái', 'Con Em Gái'],
      message: 'Chưa ghi giới tính của Con Em Gái, nên chưa gọi được tên quan hệ.',
    });
  });
});

describe('findRelationship by marriage', () => {
  it("a spouse's parent", () => {
    const result = relationshipTerms(clan, 'Tôi', 'Bố Vợ');
    expect(result.relationship).toMatchObject({ kind: 'found', path: [W('F'), P('M')], byMarriage: true });
    expect(result.terms).toEqual({ term: 'bố vợ', reciprocal: 'con (rể)', address: 'bố' });
    expect(result.description).toBe('bố vợ bạn');
  });

  it("a blood relative's spouse", () => {
    expect(relationshipTerms(clan, 'Tôi', 'Bác Gái').terms?.term).toBe('bác');
    expect(relationshipTerms(clan, 'Bố Vợ', 'Tôi').terms).toEqual({
      term: 'con rể',
      reciprocal: 'bố vợ',
      address: 'con',
    });
  });

  it('co-parents-in-law through the children’s marriage', () => {
    const result = relationshipTerms(clan, 'Bố', 'Bố Vợ', { region: 'south' });
    expect(result.relationship).toMatchObject({
      kind: 'found',
      path: [C('M'), W('F'), P('M')],
      byMarriage: true,
    });
    expect(result.terms?.term).toBe('sui');
    expect(relationshipTerms(clan, 'Bố', 'Bố Vợ').terms?.term).toBe('thông gia');
  });

  it('blood comes before marriage: cousins who married are still cousins', () => {
    const married = tree(
      [
        person('Ông', 'M', 1),
        person('Con 1', 'M', 1),
        person('Con 2', 'M', 2),
        person('X', 'M', 1),
        person('Y', 'F', 1),
      ],
      [
        family('a', 'Ông', null, ['Con 1', 'Con 2']),
        family('b', 'Con 1', null, ['X']),
        family('c', 'Con 2', null, ['Y']),
        family('d', 'X', 'Y', []),
      ],
    );
    expect(findRelationship(married, 'Y', 'X')).toMatchObject({
      kind: 'found',
      path: [P('M'), O('M'), C('M')],
      byMarriage: false,
    });
    expect(relationshipTerms(married, 'Y', 'X').terms?.term).toBe('anh họ');
  });
});

describe('findRelationship when the records cannot decide', () => {
  it('unrelated persons and unknown ids', () => {
    expect(findRelationship(clan, 'Tôi', 'Người Lạ')).toEqual({
      kind: 'unrelated',
      message: UNRELATED_MESSAGE,
    });
    expect(findRelationship(clan, 'Tôi', 'nobody').kind).toBe('unrelated');
    expect(relationshipTerms(clan, 'Tôi', 'Người Lạ').terms).toBeUndefined();
  });

  it('the same person', () => {
    expect(findRelationship(clan, 'Tôi', 'Tôi')).toEqual({ kind: 'self' });
  });

  it('a person their own ancestor is a cycle, found without looping', () => {
    const looped = tree(
      [person('A', 'M', 1), person('B', 'M', 1), person('C', 'M', 2), person('D', 'M', 1)],
      [family('x', 'A', null, ['B']), family('y', 'B', null, ['A', 'C']), family('z', 'C', null, ['D'])],
    );
    expect(findRelationship(looped, 'D', 'A')).toMatchObject({ kind: 'undecided', reason: 'cycle' });
    const message = findRelationship(looped, 'C', 'B');
    expect(message.kind === 'undecided' && message.message).toMatch(
      /^Dữ liệu cây có vòng lặp: [AB] vừa là tổ tiên vừa là con cháu của chính mình/,
    );
  });
});

describe('a large tree', () => {
  it('finds a relationship between far persons of a 10,000-person tree', () => {
    // Each person i (i ≥ 1) is a child of person ⌊(i - 1) / 3⌋ with its wife; ordinals by position.
    const persons: KinshipPerson[] = [];
    const families: KinshipFamily[] = [];
    const count = 10_000;
    for (let i = 0; i < count; i++) persons.push(person(`p${i}`, i % 3 === 2 ? 'F' : 'M', ((i - 1) % 3) + 1));
    for (let i = 0; 3 * i + 1 < count; i++) {
      persons.push(person(`w${i}`, 'F', null));
      const kids = [3 * i + 1, 3 * i + 2, 3 * i + 3].filter((k) => k < count).map((k) => `p${k}`);
      families.push(family(`f${i}`, `p${i}`, `w${i}`, kids));
    }
    const index = tree(persons, families);
    const result = relationshipTerms(index, 'p9999', 'p3333');
    expect(result.relationship.kind).toBe('found');
    expect(result.terms?.term).toBeTruthy();
    expect(findRelationship(index, 'w100', 'w3000').kind).toBe('found');
  });
});
