// Vietnamese text handling (DESIGN §6): search folding, name splitting and name ordering.
// Pure: no I/O, no dependencies beyond the built-in Intl.

/** A name as stored on a person, with the optional explicit surname (họ) that overrides the heuristic. */
export interface NameParts {
  name: string;
  surname?: string | null;
}

/** The three parts of a Vietnamese full name: họ, tên đệm (middle), tên (given). */
export interface SplitName {
  surname: string;
  middle: string;
  given: string;
}

const COMBINING_MARKS = /\p{M}/gu;
// U+00D0/U+00F0 (Icelandic eth) look identical to Đ/đ and occur in legacy data typed on the wrong layout.
const D_UPPER = /[\u0110\u00D0]/g;
const D_LOWER = /[\u0111\u00F0]/g;
const WHITESPACE = /\s+/g;

/**
 * Folds text for search so that `nguyen van duc` finds `Nguyễn Văn Đức`: strips tone and vowel marks,
 * maps đ/Đ to d, lower-cases and collapses whitespace. NFC and NFD input fold identically.
 */
export function foldVietnamese(s: string): string {
  return s
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(D_UPPER, 'D')
    .replace(D_LOWER, 'd')
    .toLowerCase()
    .replace(WHITESPACE, ' ')
    .trim();
}

function words(s: string): string[] {
  const trimmed = s.normalize('NFC').trim();
  return trimmed === '' ? [] : trimmed.split(WHITESPACE);
}

/**
 * Splits a full name into surname, middle and given name. The first word is the surname unless an
 * explicit (possibly compound) `surname` such as "Tôn Thất" prefixes the name, compared after folding
 * so that NFD input or a missing tone mark still matches. Words are returned as written in the full
 * name (NFC), so the display spelling wins over the spelling of the surname field.
 */
export function splitVietnameseName(fullName: string, surname?: string | null): SplitName {
  const parts = words(fullName);
  if (parts.length === 0) return { surname: '', middle: '', given: '' };

  let surnameCount = parts.length > 1 ? 1 : 0;
  if (surname != null) {
    const explicit = words(surname).map(foldVietnamese);
    // A name that is nothing but the surname keeps the heuristic: an empty given name would sort oddly.
    if (
      explicit.length > 0 &&
      explicit.length < parts.length &&
      explicit.every((w, i) => foldVietnamese(parts[i] ?? '') === w)
    ) {
      surnameCount = explicit.length;
    }
  }

  const rest = parts.slice(surnameCount);
  return {
    surname: parts.slice(0, surnameCount).join(' '),
    middle: rest.slice(0, -1).join(' '),
    given: rest.at(-1) ?? '',
  };
}

// Creating a collator is expensive relative to comparing; sorting thousands of persons reuses this one.
const collator = new Intl.Collator('vi');

function toParts(n: NameParts | string): NameParts {
  return typeof n === 'string' ? { name: n } : n;
}

/**
 * Orders names the Vietnamese way: by given name, then middle, then surname, using the `vi` collation
 * (a < ă < â, d < đ, tones as secondary differences); the whole name breaks remaining ties.
 */
export function compareVietnameseNames(a: NameParts | string, b: NameParts | string): number {
  const pa = toParts(a);
  const pb = toParts(b);
  const sa = splitVietnameseName(pa.name, pa.surname);
  const sb = splitVietnameseName(pb.name, pb.surname);
  return (
    collator.compare(sa.given, sb.given) ||
    collator.compare(sa.middle, sb.middle) ||
    collator.compare(sa.surname, sb.surname) ||
    collator.compare(pa.name, pb.name)
  );
}

/**
 * Formats an amount of đồng as `1.234.567 ₫` (the vi-VN currency format, NBSP before the sign). Written
 * out rather than via Intl so that server, browsers and ICU versions agree byte for byte.
 * Rounds half away from zero like Intl, but never prints "-0".
 */
export function formatVnd(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a finite amount: ${amount}`);
  const rounded = Math.round(Math.abs(amount));
  // BigInt keeps large amounts in plain digits where Number#toString would switch to exponent form.
  const digits = BigInt(rounded)
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, '.');
  const sign = amount < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${digits}\u00A0\u20AB`;
}

/**
 * A URL slug from Vietnamese text: tone marks and đ folded, anything else joined by single hyphens
 * (`Giỗ Tổ Hùng Vương 2026` → `gio-to-hung-vuong-2026`). Empty when nothing is left.
 */
export function slugify(s: string, maxLength = 120): string {
  return foldVietnamese(s)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '');
}
