import { describe, expect, it } from 'vitest';
import { C, checkRows, P, type Row } from './steps.testing.ts';
import { kinshipTerm } from './terms.ts';

// Generations up: bố/mẹ, ông/bà (nội by the father, ngoại by the mother), cụ (South ông/bà cố),
// kỵ (South ông/bà sơ). Down: con, cháu, chắt, chút, chít.
const up: Row[] = [
  ['bố', [P('M')], 'bố', 'con'],
  ['mẹ', [P('F')], 'mẹ', 'con'],
  ['ông nội', [P('M'), P('M')], 'ông nội', 'cháu (cháu nội)'],
  ['bà nội', [P('M'), P('F')], 'bà nội', 'cháu (cháu nội)'],
  ['ông ngoại', [P('F'), P('M')], 'ông ngoại', 'cháu (cháu ngoại)'],
  ['bà ngoại', [P('F'), P('F')], 'bà ngoại', 'cháu (cháu ngoại)'],
  ['cụ ông (nội)', [P('M'), P('M'), P('M')], 'cụ ông', 'chắt (chắt nội)', 'ông cố', 'chắt (cháu cố)'],
  ['cụ bà (nội)', [P('M'), P('M'), P('F')], 'cụ bà', 'chắt (chắt nội)', 'bà cố', 'chắt (cháu cố)'],
  ['cụ ông (ngoại)', [P('F'), P('F'), P('M')], 'cụ ông', 'chắt (chắt ngoại)', 'ông cố', 'chắt (cháu cố)'],
  ['kỵ ông', [P('M'), P('M'), P('M'), P('M')], 'kỵ ông', 'chút (chút nội)', 'ông sơ', 'chút (cháu sơ)'],
  ['kỵ bà', [P('M'), P('F'), P('M'), P('F')], 'kỵ bà', 'chút (chút nội)', 'bà sơ', 'chút (cháu sơ)'],
];

const down: Row[] = [
  ['con trai', [C('M')], 'con', 'bố/mẹ'],
  ['con gái', [C('F')], 'con', 'bố/mẹ'],
  ['cháu nội', [C('M'), C('F')], 'cháu nội', 'ông/bà nội'],
  ['cháu ngoại', [C('F'), C('M')], 'cháu ngoại', 'ông/bà ngoại'],
  ['chắt nội', [C('M'), C('M'), C('M')], 'chắt nội', 'cụ ông/bà', 'cháu cố', 'ông/bà cố'],
  ['chắt ngoại', [C('F'), C('M'), C('F')], 'chắt ngoại', 'cụ ông/bà', 'cháu cố', 'ông/bà cố'],
  ['chút', [C('M'), C('M'), C('M'), C('M')], 'chút nội', 'kỵ ông/bà', 'cháu sơ', 'ông/bà sơ'],
  ['chít', [C('M'), C('F'), C('M'), C('M'), C('M')], 'chít nội', 'ông/bà tổ 5 đời'],
];

describe('direct line up', () => checkRows(up));
describe('direct line down', () => checkRows(down));

describe("A's own sex refines the reciprocal", () => {
  it('a grandfather is ông nội, a grandmother bà nội', () => {
    expect(kinshipTerm([C('M'), C('M')], { selfSex: 'M' }).reciprocal).toBe('ông nội');
    expect(kinshipTerm([C('M'), C('M')], { selfSex: 'F' }).reciprocal).toBe('bà nội');
    expect(kinshipTerm([C('F'), C('F')], { selfSex: 'F', region: 'south' }).reciprocal).toBe('bà ngoại');
  });

  it('a parent is bố or mẹ, a great-grandparent cụ ông or ông cố', () => {
    expect(kinshipTerm([C('F')], { selfSex: 'M' }).reciprocal).toBe('bố');
    expect(kinshipTerm([C('F')], { selfSex: 'F' }).reciprocal).toBe('mẹ');
    expect(kinshipTerm([C('M'), C('M'), C('M')], { selfSex: 'M' }).reciprocal).toBe('cụ ông');
    expect(kinshipTerm([C('M'), C('M'), C('M')], { selfSex: 'M', region: 'south' }).reciprocal).toBe(
      'ông cố',
    );
  });

  it('does not change the term', () => {
    expect(kinshipTerm([P('M'), P('M')], { selfSex: 'F' })).toEqual({
      term: 'ông nội',
      reciprocal: 'cháu (cháu nội)',
    });
  });
});

describe('any path gets an answer', () => {
  it('the empty path is A', () => {
    expect(kinshipTerm([]).term).toBe('chính mình');
  });

  it('very long lines get a generation count', () => {
    const sixUp = [P('M'), P('M'), P('M'), P('M'), P('M'), P('M')];
    expect(kinshipTerm(sixUp).term).toBe('ông tổ 6 đời');
    expect(kinshipTerm(sixUp).reciprocal).toBe('cháu 6 đời');
  });
});
