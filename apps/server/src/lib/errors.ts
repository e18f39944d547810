import { type FieldError, MESSAGES } from '@giapha/contract';

/** An error whose message is safe to show the user, with the status it answers with. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string = MESSAGES.invalidInput, errors?: FieldError[]) =>
  new AppError(400, message, errors);
export const unauthorized = (message: string = MESSAGES.loginRequired) => new AppError(401, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new AppError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new AppError(404, message);

/** The record read, or a 404 saying `message` when there is none. */
export function found<T>(record: T | null | undefined, message: string = MESSAGES.notFound): T {
  if (record === undefined || record === null) throw notFound(message);
  return record;
}
export const conflict = (message: string = MESSAGES.versionConflict, errors?: FieldError[]) =>
  new AppError(409, message, errors);

/** A 409 about one field of the request (a slug, a code, an account another row already has). */
export const fieldConflict = (field: string, message: string) => conflict(message, [{ field, message }]);

/**
 * A unique hit from a concurrent write said as the error its constraint stands for (`errors`, by
 * constraint name); any other error as it is.
 */
export function translateUniqueViolation(
  error: unknown,
  errors: Readonly<Record<string, () => AppError>>,
): unknown {
  const constraint = uniqueViolation(error);
  if (constraint === undefined || !Object.hasOwn(errors, constraint)) return error;
  return errors[constraint]?.() ?? error;
}

/** The `code` of a Node or driver error, without trusting its shape. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return undefined;
}

/** PostgreSQL's unique_violation, with the constraint it hit. */
export function uniqueViolation(error: unknown): string | undefined {
  // drizzle wraps driver errors; the PostgreSQL error is the cause.
  for (let e: unknown = error; e; e = e instanceof Error ? e.cause : undefined) {
    if (errorCode(e) === '23505') {
      return typeof e === 'object' && e !== null && 'constraint' in e && typeof e.constraint === 'string'
        ? e.constraint
        : '';
    }
  }
  return undefined;
}
