import { describe, expect, it } from 'vitest';
import { C, checkRows, O, P, type Row, W, Y } from './steps.testing.ts';
import { kinshipTerm } from './terms.ts';

const spouses: Row[] = [
  ['vợ', [W('F')], 'vợ', 'chồng'],
  ['chồng', [W('M')], 'chồng', 'vợ'],
];

// Siblings' spouses: chị dâu / em dâu / anh rể / em rể (addressed chị, em, anh, em).
const siblingsSpouses: Row[] = [
  ["older brother's wife", [O('M'), W('F')], 'chị dâu', 'em'],
  ["younger brother's wife", [Y('M'), W('F')], 'em dâu', 'anh/chị'],
  ["older sister's husband", [O('F'), W('M')], 'anh rể', 'em'],
  ["younger sister's husband", [Y('F'), W('M')], 'em rể', 'anh/chị'],
  ["senior cousin's wife", [P('M'), O('M'), C('M'), W('F')], 'chị dâu họ', 'em (họ)'],
  ["junior cousin's husband", [P('F'), Y('F'), C('F'), W('M')], 'em rể họ', 'anh/chị (họ)'],
];

// Children's and grandchildren's spouses; nephews' spouses.
const childrensSpouses: Row[] = [
  ['con dâu', [C('M'), W('F')], 'con dâu', 'bố/mẹ chồng'],
  ['con rể', [C('F'), W('M')], 'con rể', 'bố/mẹ vợ'],
  ['cháu dâu (grandson’s wife)', [C('M'), C('M'), W('F')], 'cháu dâu', 'ông/bà nội chồng'],
  ['cháu rể (granddaughter’s husband)', [C('F'), C('F'), W('M')], 'cháu rể', 'ông/bà ngoại vợ'],
  ["older brother's son's wife", [O('M'), C('M'), W('F')], 'cháu dâu', 'chú/cô chồng'],
  [
    "younger sister's daughter's husband",
    [Y('F'), C('F'), W('M')],
    'cháu rể',
    'bác vợ',
    'cháu rể',
    'cậu/dì vợ',
  ],
];

// A spouse's relatives: bố/mẹ chồng, bố/mẹ vợ (addressed bố/mẹ), anh/chị/em chồng or vợ, and further.
const spousesRelatives: Row[] = [
  ['bố chồng', [W('M'), P('M')], 'bố chồng', 'con (dâu)'],
  ['mẹ chồng', [W('M'), P('F')], 'mẹ chồng', 'con (dâu)'],
  ['bố vợ', [W('F'), P('M')], 'bố vợ', 'con (rể)'],
  ['mẹ vợ', [W('F'), P('F')], 'mẹ vợ', 'con (rể)'],
  ['ông nội chồng', [W('M'), P('M'), P('M')], 'ông nội chồng', 'cháu (dâu)'],
  ['bà ngoại vợ', [W('F'), P('F'), P('F')], 'bà ngoại vợ', 'cháu (rể)'],
  ['anh chồng', [W('M'), O('M')], 'anh chồng', 'em'],
  ['chị chồng', [W('M'), O('F')], 'chị chồng', 'em'],
  ['em chồng', [W('M'), Y('M')], 'em chồng', 'chị'],
  ['anh vợ', [W('F'), O('M')], 'anh vợ', 'em'],
  ['chị vợ', [W('F'), O('F')], 'chị vợ', 'em'],
  ['em vợ', [W('F'), Y('F')], 'em vợ', 'anh'],
  ["husband's younger uncle", [W('M'), P('M'), Y('M')], 'chú chồng', 'cháu (dâu)'],
  ["wife's mother's older sister", [W('F'), P('F'), O('F')], 'bác vợ', 'cháu (rể)', 'dì vợ', 'cháu (rể)'],
  ["husband's senior cousin", [W('M'), P('M'), O('M'), C('M')], 'anh họ chồng', 'em (họ)'],
  ["wife's nephew", [W('F'), O('M'), C('M')], 'cháu vợ', 'chú', 'cháu vợ', 'dượng'],
  ['con riêng của vợ', [W('F'), C('M')], 'con vợ', 'bố dượng'],
];

// Co-parents-in-law, and the spouses of a spouse's siblings.
const further: Row[] = [
  ['thông gia', [C('M'), W('F'), P('M')], 'thông gia', 'thông gia', 'sui', 'sui'],
  ['thông gia (mother of the son-in-law)', [C('F'), W('M'), P('F')], 'thông gia', 'thông gia', 'sui', 'sui'],
  ['anh cọc chèo', [W('F'), O('F'), W('M')], 'anh cọc chèo', 'em'],
  ['em cọc chèo', [W('F'), Y('F'), W('M')], 'em cọc chèo', 'anh'],
  ['chị dâu (wife of husband’s older brother)', [W('M'), O('M'), W('F')], 'chị dâu', 'em'],
  ['mẹ kế', [P('M'), W('F')], 'mẹ kế', 'con'],
  ['bố dượng', [P('F'), W('M')], 'bố dượng', 'con'],
];

describe('spouses', () => checkRows(spouses));
describe("siblings' spouses", () => checkRows(siblingsSpouses));
describe("children's and nephews' spouses", () => checkRows(childrensSpouses));
describe("a spouse's relatives", () => checkRows(spousesRelatives));
describe('further in-laws', () => checkRows(further));

describe('how A addresses an in-law', () => {
  it.each([
    [[O('M'), W('F')], 'chị'],
    [[Y('M'), W('F')], 'em'],
    [[O('F'), W('M')], 'anh'],
    [[C('M'), W('F')], 'con'],
    [[W('F'), P('M')], 'bố'],
    [[W('M'), P('F')], 'mẹ'],
    [[W('M'), O('F')], 'chị'],
    [[W('F'), Y('M')], 'em'],
  ] as const)('%j → %s', (path, address) => {
    expect(kinshipTerm(path).address).toBe(address);
  });

  it('blood relatives have no separate address', () => {
    expect(kinshipTerm([P('M'), Y('M')]).address).toBeUndefined();
    expect(kinshipTerm([P('M'), Y('M'), W('F')]).address).toBeUndefined();
  });
});

describe('paths without a usual term are described, never thrown', () => {
  it("a daughter-in-law's older brother", () => {
    expect(kinshipTerm([C('M'), W('F'), O('M')])).toEqual({
      term: 'anh trai của vợ của con trai',
      reciprocal: 'bố/mẹ của chồng của em gái',
    });
  });

  it('the same with a known own sex', () => {
    expect(kinshipTerm([C('M'), W('F'), O('M')], { selfSex: 'F' }).reciprocal).toBe(
      'mẹ của chồng của em gái',
    );
  });
});
