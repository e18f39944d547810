// A relationship in plain words, read from B back to A: "con trai của em trai ông nội bạn".
import { sideOf } from './forms.ts';
import type { KinshipSex, KinshipStep } from './types.ts';

export interface DescribeOptions {
  /** How A is named at the end; 'bạn' by default. An empty string leaves A out. */
  you?: string;
}

function withSex(sex: KinshipSex, male: string, female: string): string {
  return sex === 'F' ? female : male;
}

/** Consecutive steps up grouped into one word: bố, ông nội, bà ngoại, cụ ông, kỵ bà. */
function ancestorWord(sexes: readonly KinshipSex[]): string {
  const last = sexes[sexes.length - 1]!;
  const elder = withSex(last, 'ông', 'bà');
  if (sexes.length === 1) return withSex(last, 'bố', 'mẹ');
  if (sexes.length === 2) return `${elder} ${sideOf(sexes[0])}`;
  if (sexes.length === 3) return `cụ ${elder}`;
  return `kỵ ${elder}`;
}

function stepWord(step: KinshipStep): string {
  if (step.rel === 'child') return withSex(step.sex, 'con trai', 'con gái');
  if (step.rel === 'spouse') return withSex(step.sex, 'chồng', 'vợ');
  const tail = withSex(step.sex, 'trai', 'gái');
  if (step.birth_order === 'older') return withSex(step.sex, 'anh trai', 'chị gái');
  if (step.birth_order === 'younger') return `em ${tail}`;
  return withSex(step.sex, 'anh/em trai', 'chị/em gái');
}

/** The words for each hop from A towards B (A's side first). */
export function relationWords(path: readonly KinshipStep[]): string[] {
  const words: string[] = [];
  let i = 0;
  while (i < path.length) {
    const step = path[i]!;
    if (step.rel !== 'parent') {
      words.push(stepWord(step));
      i++;
      continue;
    }
    // Up to four generations up read as one word; longer climbs are cut into such groups.
    const run: KinshipSex[] = [];
    while (i < path.length && path[i]!.rel === 'parent' && run.length < 4) run.push(path[i++]!.sex);
    words.push(ancestorWord(run));
  }
  return words;
}

/** B described from A: each hop "của" the next, the last one straight onto A ("em trai ông nội bạn"). */
export function describeRelationship(path: readonly KinshipStep[], options: DescribeOptions = {}): string {
  const you = options.you ?? 'bạn';
  const words = relationWords(path).reverse();
  if (words.length === 0) return you || 'chính mình';
  // Without A's name every hop takes "của", which reads better than a bare chain of nouns.
  if (!you) return words.join(' của ');
  const head = words.slice(0, -1).join(' của ');
  const tail = `${words[words.length - 1]!} ${you}`;
  return head ? `${head} ${tail}` : tail;
}
