import { createSourceBody, type Source, type SourceKind, sourceKinds } from '@giapha/contract';
import { z } from 'zod';
import { checkedBy } from '../../lib/contract-checks.ts';

/** The source form as its inputs hold it; checked by the API's own rules (and its messages). */
export const sourceForm = checkedBy(
  z.object({
    title: z.string(),
    kind: z.enum(sourceKinds),
    author: z.string(),
    date: z.string(),
    repository: z.string(),
    note: z.string(),
  }),
  createSourceBody,
);
export type SourceFormValues = z.input<typeof sourceForm>;
export type SourceFormOutput = z.output<typeof sourceForm>;

/** The fields a server error may name. */
export const SOURCE_FORM_FIELDS = ['title', 'kind', 'author', 'date', 'repository', 'note'] as const;

export function sourceValues(source: Source | null, kind: SourceKind = 'book'): SourceFormValues {
  return {
    title: source?.title ?? '',
    kind: source?.kind ?? kind,
    author: source?.author ?? '',
    date: source?.date ?? '',
    repository: source?.repository ?? '',
    note: source?.note ?? '',
  };
}
