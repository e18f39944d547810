import { errorResponseSchema } from '@giapha/contract';
import type { z } from 'zod';

/** Response schemas for a route: its success body, and the one error shape for everything else. */
export function responses<T extends z.ZodType>(ok: T, status: 200 | 201 = 200) {
  return { [status]: ok, '4xx': errorResponseSchema, '5xx': errorResponseSchema } as const;
}
