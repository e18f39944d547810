// Test helpers: short step builders and a table runner for kinship cases in both registers.
import { expect, it } from 'vitest';
import { kinshipTerm } from './terms.ts';
import type { KinshipSex, KinshipStep, KinshipTerms } from './types.ts';

export const P = (sex: KinshipSex): KinshipStep => ({ rel: 'parent', sex });
export const C = (sex: KinshipSex): KinshipStep => ({ rel: 'child', sex });
export const W = (sex: KinshipSex): KinshipStep => ({ rel: 'spouse', sex });
/** Sibling older than the previous person. */
export const O = (sex: KinshipSex): KinshipStep => ({ rel: 'sibling', sex, birth_order: 'older' });
/** Sibling younger than the previous person. */
export const Y = (sex: KinshipSex): KinshipStep => ({ rel: 'sibling', sex, birth_order: 'younger' });
/** Sibling with no birth order. */
export const S = (sex: KinshipSex): KinshipStep => ({ rel: 'sibling', sex });

/** [label, path, north term, north reciprocal, south term, south reciprocal]; south defaults to north. */
export type Row = [string, KinshipStep[], string, string, string?, string?];

function pick(result: KinshipTerms): [string, string] {
  return [result.term, result.reciprocal];
}

/** One test per row and register: 2 cases per row. */
export function checkRows(rows: readonly Row[]): void {
  for (const [label, path, term, reciprocal, southTerm, southReciprocal] of rows) {
    it(`${label} (north)`, () => {
      expect(pick(kinshipTerm(path))).toEqual([term, reciprocal]);
      expect(pick(kinshipTerm(path, { region: 'north' }))).toEqual([term, reciprocal]);
    });
    it(`${label} (south)`, () => {
      expect(pick(kinshipTerm(path, { region: 'south' }))).toEqual([
        southTerm ?? term,
        southReciprocal ?? reciprocal,
      ]);
    });
  }
}
