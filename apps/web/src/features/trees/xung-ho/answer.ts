// The shared mapping (packages/genealogy kinship/answer.ts), typed as the contract's KinshipAnswer: the
// web answers on a tree it holds, the server on the clan's whole graph, in the same words.
import type { KinshipAnswer } from '@giapha/contract';
import {
  type KinshipAnswerOptions,
  type KinshipGraphIndex,
  kinshipAnswer as sharedKinshipAnswer,
} from '@giapha/genealogy';

export { generationsUp, thirdPerson } from '@giapha/genealogy';

export function kinshipAnswer(
  index: KinshipGraphIndex,
  from: string,
  to: string,
  options: KinshipAnswerOptions,
): KinshipAnswer {
  return sharedKinshipAnswer(index, from, to, options);
}
