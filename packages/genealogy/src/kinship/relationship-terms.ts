// One call for screens: the relationship, its terms both ways and its description in words.
import { describeRelationship } from './describe.ts';
import type { KinshipGraphIndex } from './graph.ts';
import { findRelationship, type Relationship } from './relationship.ts';
import { kinshipTerm } from './terms.ts';
import type { KinshipOptions, KinshipTerms } from './types.ts';

export interface RelationshipTermsOptions extends KinshipOptions {
  /** How A is named in the description; 'bạn' by default. */
  you?: string;
}

export interface RelationshipTerms {
  relationship: Relationship;
  /** Present when a path was found (also when undecided: the term then names both choices). */
  terms?: KinshipTerms;
  description?: string;
}

export function relationshipTerms(
  index: KinshipGraphIndex,
  from: string,
  to: string,
  options: RelationshipTermsOptions = {},
): RelationshipTerms {
  const relationship = findRelationship(index, from, to);
  const path =
    relationship.kind === 'found' || relationship.kind === 'undecided' ? relationship.path : undefined;
  if (!path) return { relationship };
  const selfSex = options.selfSex ?? index.persons.get(from)?.sex ?? undefined;
  const kinshipOptions: KinshipOptions = { region: options.region ?? 'north' };
  if (selfSex) kinshipOptions.selfSex = selfSex;
  const describeOptions = options.you === undefined ? {} : { you: options.you };
  return {
    relationship,
    terms: kinshipTerm(path, kinshipOptions),
    description: describeRelationship(path, describeOptions),
  };
}
