import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api.ts';

/** The text to show for a failed request: the server's (already normalized) message, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/**
 * Puts the server's `errors` array (400 validation, 409 duplicates) under the form's fields.
 * Only fields the form shows are set; returns the first one set, so the page can focus it.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): FieldPath<T> | undefined {
  if (!(error instanceof ApiError) || !error.errors) return undefined;
  let first: FieldPath<T> | undefined;
  for (const fieldError of error.errors) {
    const field = fields.find((name) => name === fieldError.field);
    if (!field) continue;
    setError(field, { type: 'server', message: fieldError.message }, { shouldFocus: first === undefined });
    first ??= field;
  }
  return first;
}
