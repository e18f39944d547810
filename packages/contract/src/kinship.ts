import { z } from 'zod';

// Xưng hô as screens show it (issue 23): the terms both ways, the path in words and its persons, or why
// the records cannot decide. The web computes it on a tree it holds; the server for a person page.

export const kinshipStepSchema = z.object({
  rel: z.enum(['parent', 'child', 'sibling', 'spouse']),
  sex: z.enum(['M', 'F']),
  birth_order: z.enum(['older', 'younger']).optional(),
});

export const kinshipAnswerSchema = z.object({
  kind: z.enum(['self', 'found', 'undecided', 'unrelated']),
  /** What the first person calls the second ("chú họ"). */
  term: z.string().nullable(),
  /** What the second calls the first. */
  reciprocal: z.string().nullable(),
  /** How the first addresses the second when it differs from the term ("chị" for a chị dâu). */
  address: z.string().nullable(),
  /** "con trai của em trai ông nội bạn". */
  description: z.string().nullable(),
  /** Why no term is given, or what is uncertain in it. */
  message: z.string().nullable(),
  /** The persons on the path, first to second. */
  persons: z.array(z.string()),
  path: z.array(kinshipStepSchema),
});
export type KinshipAnswer = z.infer<typeof kinshipAnswerSchema>;
