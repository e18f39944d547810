import { createCategoryBody } from '@giapha/contract';
import { z } from 'zod';
import { checkedBy } from '../../lib/contract-checks.ts';

/** Name, slug and description as the inputs hold them; checked by the API's own rules. */
export const categoryForm = checkedBy(
  z.object({ name: z.string(), slug: z.string(), description: z.string() }),
  createCategoryBody,
);
export type CategoryFormValues = z.input<typeof categoryForm>;
export type CategoryFormOutput = z.output<typeof categoryForm>;

export const CATEGORY_FORM_FIELDS = ['name', 'slug', 'description'] as const;
