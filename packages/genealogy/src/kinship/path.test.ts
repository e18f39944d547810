import { describe, expect, it } from 'vitest';
import { describeRelationship } from './describe.ts';
import { normalizePath, reversePath } from './path.ts';
import { C, O, P, S, W, Y } from './steps.testing.ts';
import { kinshipTerm } from './terms.ts';

describe('normalizePath', () => {
  it('parent then child is a sibling of unknown order', () => {
    expect(normalizePath([P('M'), C('F')])).toEqual([S('F')]);
    expect(kinshipTerm([P('M'), C('F')]).undecided).toBe('birth-order');
  });

  it("a child's parent is A or A's spouse", () => {
    expect(normalizePath([C('M'), P('M')], 'M')).toEqual([]);
    expect(normalizePath([C('M'), P('F')], 'M')).toEqual([W('F')]);
    expect(kinshipTerm([C('M'), P('F')]).term).toBe('vợ');
  });

  it("a sibling's parent is a parent, a child's sibling a child", () => {
    expect(normalizePath([O('M'), P('F')])).toEqual([P('F')]);
    expect(normalizePath([C('M'), O('F')])).toEqual([C('F')]);
    expect(kinshipTerm([O('M'), P('M'), P('M')]).term).toBe('ông nội');
  });

  it('folds repeatedly: an uncle reached through a grandparent', () => {
    expect(normalizePath([P('M'), P('M'), C('M')])).toEqual([P('M'), S('M')]);
    expect(kinshipTerm([P('M'), P('M'), C('M')]).term).toBe('bác/chú');
  });

  it('an older sibling of an older sibling is older; mixed orders stay open', () => {
    expect(normalizePath([O('M'), O('F')])).toEqual([O('F')]);
    expect(normalizePath([O('M'), Y('F')])).toEqual([S('F')]);
  });

  it("a parent's spouse's child is a sibling", () => {
    expect(normalizePath([P('F'), W('M'), C('M')])).toEqual([S('M')]);
  });

  it('drops a birth order given on a step that is not a sibling step', () => {
    expect(normalizePath([{ rel: 'parent', sex: 'M', birth_order: 'older' }])).toEqual([P('M')]);
  });
});

describe('reversePath', () => {
  it('walks back from B with inverse steps and flipped orders', () => {
    expect(reversePath([P('M'), O('M'), C('F')], 'F')).toEqual([P('M'), Y('M'), C('F')]);
    expect(reversePath([W('F'), P('M')], 'M')).toEqual([C('F'), W('M')]);
  });
});

describe('describeRelationship', () => {
  it('reads from B back to A', () => {
    expect(describeRelationship([P('M'), P('M'), Y('M'), C('M')])).toBe('con trai của em trai ông nội bạn');
  });

  it('groups steps up into ông/bà nội/ngoại, cụ and kỵ', () => {
    expect(describeRelationship([P('M')])).toBe('bố bạn');
    expect(describeRelationship([P('F'), P('F')])).toBe('bà ngoại bạn');
    expect(describeRelationship([P('M'), P('F'), P('M')])).toBe('cụ ông bạn');
    expect(describeRelationship([P('M'), P('M'), P('M'), P('F')])).toBe('kỵ bà bạn');
    expect(describeRelationship([P('F'), O('F')])).toBe('chị gái mẹ bạn');
  });

  it('names siblings, children and spouses with their sex', () => {
    expect(describeRelationship([O('M'), W('F')])).toBe('vợ anh trai bạn');
    expect(describeRelationship([Y('F'), C('M'), C('F')])).toBe('con gái của con trai em gái bạn');
    expect(describeRelationship([W('F'), P('M')])).toBe('bố vợ bạn');
    expect(describeRelationship([W('M'), O('F')])).toBe('chị gái chồng bạn');
    expect(describeRelationship([S('M')])).toBe('anh/em trai bạn');
  });

  it('keeps long lines readable and takes another name for A', () => {
    const path = [P('M'), P('M'), P('M'), P('M'), P('M'), O('M'), C('M')];
    expect(describeRelationship(path, { you: 'ông Nguyễn Văn An' })).toBe(
      'con trai của anh trai của bố kỵ ông ông Nguyễn Văn An',
    );
    expect(describeRelationship([])).toBe('bạn');
  });
});
