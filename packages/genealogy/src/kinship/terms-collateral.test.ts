import { describe, expect, it } from 'vitest';
import { C, checkRows, O, P, type Row, S, W, Y } from './steps.testing.ts';
import { kinshipTerm } from './terms.ts';

const siblings: Row[] = [
  ['anh', [O('M')], 'anh', 'em'],
  ['chị', [O('F')], 'chị', 'em'],
  ['em trai', [Y('M')], 'em', 'anh/chị'],
  ['em gái', [Y('F')], 'em', 'anh/chị'],
];

// North: anyone senior to the parent is bác; junior: chú/cô (father's side), cậu/dì (mother's side).
// South: father's older brother bác, father's sister cô, mother's brother cậu, mother's sister dì.
const uncles: Row[] = [
  ["father's older brother", [P('M'), O('M')], 'bác', 'cháu'],
  ["father's older sister", [P('M'), O('F')], 'bác', 'cháu', 'cô'],
  ["father's younger brother", [P('M'), Y('M')], 'chú', 'cháu'],
  ["father's younger sister", [P('M'), Y('F')], 'cô', 'cháu'],
  ["mother's older brother", [P('F'), O('M')], 'bác', 'cháu', 'cậu'],
  ["mother's older sister", [P('F'), O('F')], 'bác', 'cháu', 'dì'],
  ["mother's younger brother", [P('F'), Y('M')], 'cậu', 'cháu'],
  ["mother's younger sister", [P('F'), Y('F')], 'dì', 'cháu'],
];

// Their spouses: bác-bác, chú-thím, cô-chú (South dượng), cậu-mợ, dì-chú (South dượng).
const unclesSpouses: Row[] = [
  ["father's older brother's wife", [P('M'), O('M'), W('F')], 'bác', 'cháu'],
  ["father's older sister's husband", [P('M'), O('F'), W('M')], 'bác', 'cháu', 'dượng'],
  ["father's younger brother's wife", [P('M'), Y('M'), W('F')], 'thím', 'cháu'],
  ["father's younger sister's husband", [P('M'), Y('F'), W('M')], 'chú', 'cháu', 'dượng'],
  ["mother's older brother's wife", [P('F'), O('M'), W('F')], 'bác', 'cháu', 'mợ'],
  ["mother's older sister's husband", [P('F'), O('F'), W('M')], 'bác', 'cháu', 'dượng'],
  ["mother's younger brother's wife", [P('F'), Y('M'), W('F')], 'mợ', 'cháu'],
  ["mother's younger sister's husband", [P('F'), Y('F'), W('M')], 'chú', 'cháu', 'dượng'],
];

// Two generations up: ông/bà + what A's parent calls them.
const grandUncles: Row[] = [
  ['ông bác (nội)', [P('M'), P('M'), O('M')], 'ông bác', 'cháu'],
  ['ông chú', [P('M'), P('M'), Y('M')], 'ông chú', 'cháu'],
  ['bà cô', [P('M'), P('M'), Y('F')], 'bà cô', 'cháu'],
  ['bà bác / bà cô (South)', [P('M'), P('M'), O('F')], 'bà bác', 'cháu', 'bà cô'],
  ['bà dì', [P('M'), P('F'), Y('F')], 'bà dì', 'cháu'],
  ['ông cậu', [P('F'), P('F'), Y('M')], 'ông cậu', 'cháu'],
  ['ông bác (ngoại) / ông cậu (South)', [P('F'), P('F'), O('M')], 'ông bác', 'cháu', 'ông cậu'],
  ['ông chú (ngoại)', [P('F'), P('M'), Y('M')], 'ông chú', 'cháu'],
  ['bà thím', [P('M'), P('M'), Y('M'), W('F')], 'bà thím', 'cháu'],
  ['bà bác (wife of ông bác)', [P('M'), P('M'), O('M'), W('F')], 'bà bác', 'cháu'],
  [
    'ông chú / ông dượng (husband of bà cô)',
    [P('M'), P('M'), Y('F'), W('M')],
    'ông chú',
    'cháu',
    'ông dượng',
  ],
  ['bà mợ', [P('F'), P('F'), Y('M'), W('F')], 'bà mợ', 'cháu'],
  [
    'ông chú / ông dượng (husband of bà dì)',
    [P('F'), P('F'), Y('F'), W('M')],
    'ông chú',
    'cháu',
    'ông dượng',
  ],
  ['three generations up', [P('M'), P('M'), P('M'), Y('M')], 'cụ ông', 'chắt', 'ông cố'],
];

// Same generation: branch seniority, not age. Con bác là anh/chị, con chú là em.
const cousins: Row[] = [
  ['con bác (trai)', [P('M'), O('M'), C('M')], 'anh họ', 'em (họ)'],
  ['con bác (gái)', [P('M'), O('M'), C('F')], 'chị họ', 'em (họ)'],
  ['con chú', [P('M'), Y('M'), C('M')], 'em họ', 'anh/chị (họ)'],
  ['con cô', [P('M'), Y('F'), C('F')], 'em họ', 'anh/chị (họ)'],
  ['con bác gái bên nội', [P('M'), O('F'), C('M')], 'anh họ', 'em (họ)'],
  ['con cậu', [P('F'), Y('M'), C('M')], 'em họ', 'anh/chị (họ)'],
  ['con dì', [P('F'), Y('F'), C('F')], 'em họ', 'anh/chị (họ)'],
  ['con bác bên ngoại', [P('F'), O('F'), C('F')], 'chị họ', 'em (họ)'],
  ['second cousin, senior branch', [P('M'), P('M'), O('M'), C('M'), C('M')], 'anh họ', 'em (họ)'],
  ['second cousin, junior branch', [P('F'), P('M'), Y('M'), C('F'), C('F')], 'em họ', 'anh/chị (họ)'],
  ['third cousin', [P('M'), P('M'), P('M'), O('M'), C('M'), C('M'), C('F')], 'chị họ', 'em (họ)'],
];

// One generation up through cousins: a parent's cousin of a senior branch is bác họ (North); the issue's
// own example is "chú họ", who calls A "cháu".
const parentsCousins: Row[] = [
  ["father's cousin, senior", [P('M'), P('M'), O('M'), C('M')], 'bác họ', 'cháu'],
  ["father's cousin, junior", [P('M'), P('M'), Y('M'), C('M')], 'chú họ', 'cháu'],
  ["father's female cousin, junior", [P('M'), P('F'), Y('F'), C('F')], 'cô họ', 'cháu'],
  ["father's female cousin, senior", [P('M'), P('M'), O('M'), C('F')], 'bác họ', 'cháu', 'cô họ'],
  ["mother's cousin, senior", [P('F'), P('M'), O('M'), C('M')], 'bác họ', 'cháu', 'cậu họ'],
  ["mother's female cousin, junior", [P('F'), P('F'), Y('F'), C('F')], 'dì họ', 'cháu'],
  ["father's junior cousin's wife", [P('M'), P('M'), Y('M'), C('M'), W('F')], 'thím', 'cháu'],
];

// One generation down: cháu; what the nephew or niece calls A by the rules from their side.
const nephews: Row[] = [
  ["older brother's son", [O('M'), C('M')], 'cháu', 'chú/cô'],
  ["older brother's daughter", [O('M'), C('F')], 'cháu', 'chú/cô'],
  ["younger brother's son", [Y('M'), C('M')], 'cháu', 'bác', 'cháu', 'bác/cô'],
  ["older sister's son", [O('F'), C('M')], 'cháu', 'cậu/dì'],
  ["younger sister's daughter", [Y('F'), C('F')], 'cháu', 'bác', 'cháu', 'cậu/dì'],
  ["senior cousin's son", [P('M'), O('M'), C('M'), C('M')], 'cháu', 'chú/cô (họ)'],
  ["junior cousin's son", [P('M'), Y('M'), C('M'), C('M')], 'cháu', 'bác (họ)', 'cháu', 'bác/cô (họ)'],
  ["older brother's grandson", [O('M'), C('M'), C('M')], 'cháu', 'ông chú/bà cô'],
  ["younger brother's grandson", [Y('M'), C('M'), C('F')], 'cháu', 'ông/bà bác', 'cháu', 'ông bác/bà cô'],
  ["older sister's grandson", [O('F'), C('F'), C('M')], 'cháu', 'ông cậu/bà dì'],
  ["brother's great-grandson", [O('M'), C('M'), C('M'), C('M')], 'chắt', 'cụ ông/bà', 'chắt', 'ông/bà cố'],
];

describe('siblings', () => checkRows(siblings));
describe('uncles and aunts', () => checkRows(uncles));
describe("uncles' and aunts' spouses", () => checkRows(unclesSpouses));
describe('two generations up, collateral', () => checkRows(grandUncles));
describe('cousins by branch seniority', () => checkRows(cousins));
describe("parents' cousins", () => checkRows(parentsCousins));
describe('nephews and nieces', () => checkRows(nephews));

describe('the reciprocal from A with a known sex', () => {
  it('an uncle is chú, an aunt cô, on the junior paternal side', () => {
    expect(kinshipTerm([O('M'), C('M')], { selfSex: 'M' }).reciprocal).toBe('chú');
    expect(kinshipTerm([O('M'), C('M')], { selfSex: 'F' }).reciprocal).toBe('cô');
    expect(kinshipTerm([Y('M'), C('M')], { selfSex: 'F', region: 'south' }).reciprocal).toBe('cô');
  });

  it('a junior cousin calls A anh or chị (họ)', () => {
    expect(kinshipTerm([P('M'), Y('M'), C('M')], { selfSex: 'F' }).reciprocal).toBe('chị (họ)');
    expect(kinshipTerm([Y('F')], { selfSex: 'M' }).reciprocal).toBe('anh');
  });
});

describe('a missing birth order where it matters gives both terms', () => {
  it('a sibling is anh/em', () => {
    expect(kinshipTerm([S('M')])).toEqual({
      term: 'anh/em',
      reciprocal: 'anh/chị/em',
      undecided: 'birth-order',
    });
    expect(kinshipTerm([S('F')]).term).toBe('chị/em');
  });

  it("the father's brother is bác/chú; the mother's brother in the South is cậu either way", () => {
    expect(kinshipTerm([P('M'), S('M')])).toEqual({
      term: 'bác/chú',
      reciprocal: 'cháu',
      undecided: 'birth-order',
    });
    expect(kinshipTerm([P('F'), S('M')]).term).toBe('bác/cậu');
    expect(kinshipTerm([P('F'), S('M')], { region: 'south' })).toEqual({ term: 'cậu', reciprocal: 'cháu' });
  });

  it('a cousin is anh/em họ', () => {
    expect(kinshipTerm([P('M'), S('M'), C('M')])).toMatchObject({
      term: 'anh/em họ',
      undecided: 'birth-order',
    });
  });
});
