// Shared types of the kinship (xưng hô) rules. A path is the list of steps from person A to person B.

export type KinshipRel = 'parent' | 'child' | 'sibling' | 'spouse';
export type KinshipSex = 'M' | 'F';
export type BirthOrder = 'older' | 'younger';

/** One step of a path: `sex` is the sex of the person reached; `birth_order` (sibling steps) compares
 *  the person reached with the previous one. */
export interface KinshipStep {
  rel: KinshipRel;
  sex: KinshipSex;
  birth_order?: BirthOrder;
}

export type KinshipRegion = 'north' | 'south';

export interface KinshipOptions {
  /** Register: Northern (default, the usual one in gia phả) or Southern/Central. */
  region?: KinshipRegion;
  /** A's own sex, when known: refines the reciprocal ('ông/bà nội' → 'ông nội'). */
  selfSex?: KinshipSex;
}

export interface KinshipTerms {
  /** What A calls B, e.g. 'chú', 'anh họ', 'bố vợ'. */
  term: string;
  /** What B calls A. */
  reciprocal: string;
  /** How A addresses B when it differs from `term` (chị dâu → 'chị', bố vợ → 'bố'). */
  address?: string;
  /** Set when a sibling step without birth order decides the term; `term` then names both ('bác/chú'). */
  undecided?: 'birth-order';
}
