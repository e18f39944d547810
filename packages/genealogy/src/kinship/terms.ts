// kinshipTerm: what A calls B and B calls A along a path of steps, in the Northern or Southern register.
import { bloodForm } from './blood.ts';
import { describeRelationship } from './describe.ts';
import { combine, type Form } from './forms.ts';
import { relativeSpouseForm, spouseRelativeForm, throughMarriageForm } from './in-law.ts';
import { endSex, isEmpty, normalizePath, reversePath, shapeOf } from './path.ts';
import type { KinshipOptions, KinshipRegion, KinshipSex, KinshipStep, KinshipTerms } from './types.ts';

export type {
  BirthOrder,
  KinshipOptions,
  KinshipRegion,
  KinshipRel,
  KinshipSex,
  KinshipStep,
  KinshipTerms,
} from './types.ts';

/** Sibling steps without a birth order beyond this many are read as 'older' rather than enumerated. */
const MAX_OPEN_ORDERS = 4;

/** How A names B along a normalised path (no open birth orders left to decide). */
function formOf(path: readonly KinshipStep[], region: KinshipRegion, selfSex: KinshipSex | undefined): Form {
  const { segments, spouses } = shapeOf(path);
  const last = path[path.length - 1];
  const sex = last ? last.sex : selfSex;
  let form: Form | null = null;
  if (spouses.length === 0) {
    form = bloodForm(segments[0]!, sex, region);
  } else if (spouses.length === 1 && isEmpty(segments[1]!)) {
    form = relativeSpouseForm(segments[0]!, spouses[0]!, region);
  } else if (spouses.length === 1 && isEmpty(segments[0]!)) {
    form = spouseRelativeForm(segments[1]!, endSex(segments[1]!, spouses[0]), spouses[0]!, region);
  } else {
    form = throughMarriageForm(segments, spouses, sex, region);
  }
  if (form) return form;
  // No usual word: say what the relationship is.
  const words = describeRelationship(path, { you: '' });
  return { term: words, recip: words };
}

/** A's sex as the path shows it: a wife's husband is a man. */
function impliedSelfSex(path: readonly KinshipStep[]): KinshipSex | undefined {
  const first = path[0];
  if (first?.rel === 'spouse') return first.sex === 'F' ? 'M' : 'F';
  return undefined;
}

const SENIORITY = ['anh', 'chị', 'em'];

/** Like {@link combine}, but single words from several choices read eldest first: 'anh/chị/em'. */
function combineWords(forms: readonly string[]): string {
  if (new Set(forms).size < 2 || forms.some((form) => form.includes(' '))) return combine(forms);
  const words = [...new Set(forms.flatMap((form) => form.split('/')))];
  const rank = (word: string) => (SENIORITY.includes(word) ? SENIORITY.indexOf(word) : SENIORITY.length);
  return words.sort((a, b) => rank(a) - rank(b)).join('/');
}

/** Every way of filling in the sibling steps whose birth order is not given. */
function orderVariants(path: readonly KinshipStep[]): KinshipStep[][] {
  let variants: KinshipStep[][] = [[]];
  let open = 0;
  for (const step of path) {
    if (step.rel !== 'sibling' || step.birth_order) {
      variants = variants.map((v) => [...v, step]);
      continue;
    }
    open++;
    if (open > MAX_OPEN_ORDERS) {
      variants = variants.map((v) => [...v, { ...step, birth_order: 'older' as const }]);
      continue;
    }
    variants = variants.flatMap((v) => [
      [...v, { ...step, birth_order: 'older' as const }],
      [...v, { ...step, birth_order: 'younger' as const }],
    ]);
  }
  return variants;
}

/**
 * What A calls B (`term`) and B calls A (`reciprocal`) along `path`. North by default. Detours in the
 * path are folded first; a sibling step without birth order that changes the term gives both terms
 * ('bác/chú') and `undecided: 'birth-order'`. Never throws: a path with no usual term is described.
 */
export function kinshipTerm(path: readonly KinshipStep[], options: KinshipOptions = {}): KinshipTerms {
  const region = options.region ?? 'north';
  const normal = normalizePath(path, options.selfSex);
  const selfSex = options.selfSex ?? impliedSelfSex(normal);
  const selfSexes: KinshipSex[] = selfSex ? [selfSex] : ['M', 'F'];
  const terms: string[] = [];
  const reciprocals: string[] = [];
  const addresses: string[] = [];
  for (const variant of orderVariants(normal)) {
    const form = formOf(variant, region, selfSex);
    terms.push(form.term);
    addresses.push(form.address ?? form.term);
    const back = selfSexes.map((sex) => formOf(reversePath(variant, sex), region, undefined).recip);
    reciprocals.push(combine(back));
  }
  const result: KinshipTerms = { term: combine(terms), reciprocal: combineWords(reciprocals) };
  const address = combine(addresses);
  if (address !== result.term) result.address = address;
  if (new Set(terms).size > 1) result.undecided = 'birth-order';
  return result;
}
