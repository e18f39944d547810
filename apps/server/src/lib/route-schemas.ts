import { errorResponseSchema } from '@giapha/contract';
import type { z } from 'zod';

/** Response schemas for a route: its success body, and the one error shape for everything else. */
export function responses<T extends z.ZodType>(ok: T, status: 200 | 201 = 200) {
  return { [status]: ok, '4xx': errorResponseSchema, '5xx': errorResponseSchema } as const;
}

/**
 * The error shapes alone, for the few routes whose success body is JSON text built by the database
 * (a whole tree graph, megabytes): their tests check that body against its contract schema.
 */
export const errorResponses = { '4xx': errorResponseSchema, '5xx': errorResponseSchema } as const;
