import type { AuditChange } from '@giapha/contract';

/** Columns that change on every write or say nothing an admin wants in the log. */
const ALWAYS_SKIPPED = new Set([
  'id',
  'clanId',
  'version',
  'createdAt',
  'updatedAt',
  'searchText',
  'createdBy',
  'authorId',
  'uploadedBy',
  'viewCount',
]);

/** A secret (a password hash, a ledger code's hash): only that it changed is ever recorded. */
const SECRET = /hash|password|secret|token/i;

/** Text longer than this is cut in the log (the whole value stays in the row itself). */
export const AUDIT_TEXT_LIMIT = 200;
/** An array or object whose JSON is longer than this is recorded as "changed" only. */
const AUDIT_JSON_LIMIT = 400;

export interface DiffOptions {
  /** Further keys to leave out (a list's position, a box on the canvas). */
  skip?: readonly string[];
  /** Long texts (rich-text bodies, biographies): recorded as "changed", never stored whole. */
  longText?: readonly string[];
}

type Plain = Record<string, unknown>;

function isPlainObject(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/** JSON-safe value for the log: dates as ISO text, bigints as numbers or text, undefined as null. */
function normalize(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') {
    return value <= BigInt(Number.MAX_SAFE_INTEGER) && value >= BigInt(-Number.MAX_SAFE_INTEGER)
      ? Number(value)
      : value.toString();
  }
  if (Array.isArray(value)) return value.map(normalize);
  if (isPlainObject(value)) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, normalize(value[key])]),
    );
  }
  return value;
}

/** Same value whatever the key order; `null`, `undefined` and a missing key are equal. */
function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(normalize(a)) === JSON.stringify(normalize(b));
}

/** A small object of plain values (contact, other names): one change per inner key. */
function isFlatGroup(value: unknown): value is Plain {
  return (
    isPlainObject(value) &&
    Object.values(value).every((inner) => inner === null || inner === undefined || typeof inner !== 'object')
  );
}

function shown(value: unknown): unknown {
  const normalized = normalize(value);
  if (typeof normalized === 'string' && normalized.length > AUDIT_TEXT_LIMIT) {
    return `${normalized.slice(0, AUDIT_TEXT_LIMIT - 1)}…`;
  }
  return normalized;
}

function change(field: string, from: unknown, to: unknown, valuesKept: boolean): AuditChange {
  if (!valuesKept) return { field };
  const tooBig = [from, to].some(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      JSON.stringify(normalize(value)).length > AUDIT_JSON_LIMIT,
  );
  return tooBig ? { field } : { field, from: shown(from), to: shown(to) };
}

/** `passwordHash` → `password`, `ledgerCodeHash` → `ledgerCode`: the log names the secret, not its hash. */
function secretName(key: string): string {
  return key.replace(/Hash$/, '');
}

/**
 * The fields that differ between a row before and after a write, with their old and new values, in
 * the order of the row's keys. Bookkeeping (`version`, `updatedAt`, `searchText`…) is left out; secrets
 * and the `longText` keys say only that they changed; other long text is cut; a small object of plain
 * values (`contact`) gives one change per inner key (`contact.phone`). A key missing on one side
 * counts as null.
 */
export function diffRows(before: object, after: object, options: DiffOptions = {}): AuditChange[] {
  const skip = new Set(options.skip ?? []);
  const longText = new Set(options.longText ?? []);
  const was: Plain = { ...before };
  const now: Plain = { ...after };
  const changes: AuditChange[] = [];
  for (const key of new Set([...Object.keys(was), ...Object.keys(now)])) {
    if (ALWAYS_SKIPPED.has(key) || skip.has(key)) continue;
    const from = was[key];
    const to = now[key];
    if (same(from, to)) continue;
    if (SECRET.test(key)) {
      changes.push({ field: secretName(key) });
      continue;
    }
    const fromGroup = from === null || from === undefined || isFlatGroup(from);
    const toGroup = to === null || to === undefined || isFlatGroup(to);
    if (fromGroup && toGroup && (isFlatGroup(from) || isFlatGroup(to))) {
      const inner: Plain = isFlatGroup(from) ? from : {};
      const outer: Plain = isFlatGroup(to) ? to : {};
      for (const innerKey of new Set([...Object.keys(inner), ...Object.keys(outer)])) {
        if (same(inner[innerKey], outer[innerKey])) continue;
        changes.push(change(`${key}.${innerKey}`, inner[innerKey], outer[innerKey], true));
      }
      continue;
    }
    changes.push(change(key, from, to, !longText.has(key)));
  }
  return changes;
}

/**
 * The changes a patch makes to a row (keys left undefined in the patch are not written), for the
 * services whose update does not return the row.
 */
/** Whether `patch` writes any column (an undefined value writes none). */
export function writesAnything(patch: object): boolean {
  return Object.values(patch).some((value) => value !== undefined);
}

export function diffPatch(before: object, patch: object, options: DiffOptions = {}): AuditChange[] {
  const written = Object.entries(patch).filter(([, value]) => value !== undefined);
  const was: Plain = { ...before };
  return diffRows(
    Object.fromEntries(written.map(([key]) => [key, was[key]])),
    Object.fromEntries(written),
    options,
  );
}
