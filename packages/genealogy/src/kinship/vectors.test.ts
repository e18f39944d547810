/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { kinshipTerm } from './terms.ts';
import type { KinshipRegion, KinshipStep } from './types.ts';

// The shared vectors live beside the repository checkout, whatever the checkout folder is called.
const vectorsUrl = new URL('../../../../../shared/vectors/kinship-sample.json', import.meta.url);

interface KinshipCase {
  id: string;
  path: KinshipStep[];
  term: string;
  region: 'all' | KinshipRegion;
  reciprocal: string;
  address?: string;
  alternatives?: string[];
}

const vectors: { cases: KinshipCase[]; rules: string[] } = JSON.parse(readFileSync(vectorsUrl, 'utf8'));

describe('kinship-sample.json', () => {
  it('has cases and rules', () => {
    expect(vectors.cases.length).toBeGreaterThan(10);
    expect(vectors.rules.length).toBeGreaterThan(5);
  });

  for (const c of vectors.cases) {
    const regions: KinshipRegion[] = c.region === 'all' ? ['north', 'south'] : [c.region];
    for (const region of regions) {
      it(`${c.id} ${region}: ${c.term} / ${c.reciprocal}`, () => {
        const result = kinshipTerm(c.path, { region });
        expect(result.term).toBe(c.term);
        expect(result.reciprocal).toBe(c.reciprocal);
        if (c.address) expect(result.address).toBe(c.address);
        expect(result.undecided).toBeUndefined();
      });
    }
  }
});
