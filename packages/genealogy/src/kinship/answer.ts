// A relationship as a reader is told it: who calls whom what, in both directions, the path in words, or
// plainly why the records cannot decide. One mapping for the web (on a tree it holds) and the server (on
// the clan's whole graph, for a person page); the contract's KinshipAnswer has the same shape.
import type { KinshipGraphIndex } from './graph.ts';
import { relationshipTerms } from './relationship-terms.ts';
import type { KinshipRegion, KinshipSex, KinshipStep, KinshipTerms } from './types.ts';

export interface KinshipAnswerShape {
  kind: 'self' | 'found' | 'undecided' | 'unrelated';
  term: string | null;
  reciprocal: string | null;
  address: string | null;
  description: string | null;
  message: string | null;
  persons: string[];
  path: KinshipStep[];
}

export interface KinshipAnswerOptions {
  region: KinshipRegion;
  selfSex?: KinshipSex | null;
  /** How the first person is named in the description; 'bạn' by default. */
  you?: string;
}

/** Generations the second person stands above the first (negative: below). */
export function generationsUp(path: readonly KinshipStep[]): number {
  let up = 0;
  for (const step of path) {
    if (step.rel === 'parent') up += 1;
    else if (step.rel === 'child') up -= 1;
  }
  return up;
}

/**
 * How a sentence speaks of the second person: "ông ấy" for an elder generation, "anh ấy" / "chị ấy" for
 * someone of a senior branch in one's own generation, "người này" otherwise (a junior is not called
 * "em ấy" to an elder reader's face in print).
 */
export function thirdPerson(
  path: readonly KinshipStep[],
  sex: KinshipSex | null,
  term: string | null,
): string {
  const up = generationsUp(path);
  if (up >= 1 && sex) return sex === 'M' ? 'ông ấy' : 'bà ấy';
  if (up === 0 && sex && term && /^(anh|chị)(\s|$)/.test(term)) return sex === 'M' ? 'anh ấy' : 'chị ấy';
  return 'người này';
}

function addressOf(terms: KinshipTerms): string | null {
  return terms.address && terms.address !== terms.term ? terms.address : null;
}

export function kinshipAnswer(
  index: KinshipGraphIndex,
  from: string,
  to: string,
  options: KinshipAnswerOptions,
): KinshipAnswerShape {
  const result = relationshipTerms(index, from, to, {
    region: options.region,
    ...(options.selfSex ? { selfSex: options.selfSex } : {}),
    ...(options.you ? { you: options.you } : {}),
  });
  const relationship = result.relationship;
  const empty = { term: null, reciprocal: null, address: null, description: null, persons: [], path: [] };
  switch (relationship.kind) {
    case 'self':
      return { ...empty, kind: 'self', message: 'Đây là cùng một người.', persons: [from] };
    case 'unrelated':
      return { ...empty, kind: 'unrelated', message: relationship.message };
    case 'undecided':
      // A missing birth order that changes no term (South: cậu and dì either way) decides nothing.
      if (relationship.reason === 'birth-order' && result.terms && !result.terms.undecided) {
        return {
          kind: 'found',
          term: result.terms.term,
          reciprocal: result.terms.reciprocal,
          address: addressOf(result.terms),
          description: result.description ?? null,
          message: null,
          persons: [...(relationship.persons ?? [])],
          path: [...(relationship.path ?? [])],
        };
      }
      return {
        ...empty,
        kind: 'undecided',
        term: result.terms?.term ?? null,
        reciprocal: result.terms?.reciprocal ?? null,
        description: result.description ?? null,
        message: relationship.message,
        persons: [...(relationship.persons ?? [])],
        path: [...(relationship.path ?? [])],
      };
    case 'found': {
      const terms = result.terms;
      return {
        kind: 'found',
        term: terms?.term ?? null,
        reciprocal: terms?.reciprocal ?? null,
        address: terms ? addressOf(terms) : null,
        description: result.description ?? null,
        message: terms?.undecided ? 'Chưa rõ thứ bậc anh em (thiếu thứ tự con trong gia phả).' : null,
        persons: [...relationship.persons],
        path: [...relationship.path],
      };
    }
  }
}
