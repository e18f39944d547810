import { slugify } from '@giapha/genealogy';

/** The longest slug the contract accepts. */
export const SLUG_MAX_LENGTH = 120;

/** A slug from a Vietnamese title (`Giỗ Tổ Hùng Vương` → `gio-to-hung-vuong`), or `fallback` when nothing is left. */
export function slugFrom(text: string, fallback: string): string {
  return slugify(text, SLUG_MAX_LENGTH) || fallback;
}

/**
 * What every candidate of `firstFreeSlug(base, …)` starts with: the slugs to load before choosing
 * (a long base is shortened to make room for its `-n`).
 */
export function slugCandidatesPrefix(base: string): string {
  return base.slice(0, 100);
}

/** `base` when it is free, else the first free of `base-2`, `base-3`…, kept within the slug length. */
export function firstFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const stem = base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '');
    const candidate = `${stem}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}

/** Where slugs are unique (one clan's posts, or its categories), as the slug rules need it. */
export interface SlugScope {
  /** Whether another row already uses `slug`. */
  taken(slug: string): Promise<boolean>;
  /** The slugs of the other rows that start with `prefix`. */
  startingWith(prefix: string): Promise<string[]>;
}

/** A repository's slug lookups, each leaving out the row being edited (`exceptId`). */
export interface SlugLookups {
  slugTaken(slug: string, exceptId?: string): Promise<boolean>;
  slugsStartingWith(prefix: string, exceptId?: string): Promise<string[]>;
}

/** The slug scope of a repository's rows, other than the row `exceptId` being edited. */
export function slugScopeOf(repo: SlugLookups, exceptId?: string): SlugScope {
  return {
    taken: (slug) => repo.slugTaken(slug, exceptId),
    startingWith: (prefix) => repo.slugsStartingWith(prefix, exceptId),
  };
}

/**
 * The slug to store: a typed one as it is (an error from `takenError` when another row has it), a
 * blank one made from `text` and numbered until free (`gio-to`, `gio-to-2`…).
 */
export async function resolveSlug(
  typed: string | undefined,
  text: string,
  fallback: string,
  scope: SlugScope,
  takenError: () => Error,
): Promise<string> {
  if (typed) {
    if (await scope.taken(typed)) throw takenError();
    return typed;
  }
  const base = slugFrom(text, fallback);
  return firstFreeSlug(base, await scope.startingWith(slugCandidatesPrefix(base)));
}

/** One kind of row's slug rules: where its slugs are unique, what a blank one falls back to, the error for a taken one. */
export interface SlugRules<D> {
  /** The slug of a new row: the typed one, or one made from `text`. */
  forNew(db: D, clanId: string, typed: string | undefined, text: string): Promise<string>;
  /**
   * The slug an edit moves `row` to: undefined when none is typed or the row keeps its slug; a blank one
   * is made from `text`.
   */
  forEdit(
    db: D,
    clanId: string,
    row: { id: string; slug: string },
    typed: string | undefined,
    text: string,
  ): Promise<string | undefined>;
}

export function slugRules<D>(
  fallback: string,
  takenError: () => Error,
  scopeOf: (db: D, clanId: string, exceptId?: string) => SlugScope,
): SlugRules<D> {
  return {
    forNew: (db, clanId, typed, text) => resolveSlug(typed, text, fallback, scopeOf(db, clanId), takenError),
    async forEdit(db, clanId, row, typed, text) {
      if (typed === undefined || typed === row.slug) return undefined;
      const next = await resolveSlug(typed, text, fallback, scopeOf(db, clanId, row.id), takenError);
      return next === row.slug ? undefined : next;
    },
  };
}
