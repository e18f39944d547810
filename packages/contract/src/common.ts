import { z } from 'zod';

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** `{ success: true, data, message? }` */
export function okResponse<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string().optional() });
}

/** `{ success: true, data: [...], total, message? }` (a message after a write that answers with the list) */
export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({
    success: z.literal(true),
    data: z.array(item),
    total: z.number().int(),
    message: z.string().optional(),
  });
}

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 10;

/** `limit`/`offset` query parameters: strings on the wire, capped integers inside. */
export function pageQuery(defaultLimit = DEFAULT_PAGE_SIZE, maxLimit = MAX_PAGE_SIZE) {
  return z.object({
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
    offset: z.coerce.number().int().min(0).default(0),
  });
}

export const idSchema = z.uuid();
export const idParams = z.object({ id: idSchema });
export const idQuery = z.object({ id: idSchema });

/** An optional `version` sent back with an update: when present the write succeeds only on that version. */
// At most PostgreSQL's integer, the column's type: a larger number is bad input, not a database error.
export const versionField = z.number().int().min(1).max(2_147_483_647).optional();
