import { foldVietnamese } from '@giapha/genealogy';

/** The contract's limit: 3–15 upper-case letters and digits. */
const MAX_LENGTH = 15;
/** Initials kept, so that the year and a suffix still fit. */
const MAX_INITIALS = 11;
/** When the title has no word to take an initial from. */
const FALLBACK_INITIALS = 'QUY';

/**
 * The code a campaign gets when the admin leaves it blank: the initials of the title's words (no tone
 * marks, upper case) and a two-digit year — the year written in the title, else `year`
 * (`Quỹ xây nhà thờ họ 2024` → `QXNTH24`).
 */
export function transferCodeFrom(title: string, year: number): string {
  const words = foldVietnamese(title)
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
  const written = words.find((word) => /^(19|20|21)\d\d$/.test(word));
  const yy = (written ? Number(written) : year) % 100;
  const initials =
    words
      .filter((word) => /^[A-Z]/.test(word))
      .map((word) => word[0])
      .join('')
      .slice(0, MAX_INITIALS) || FALLBACK_INITIALS;
  return `${initials}${String(yy).padStart(2, '0')}`;
}

/** `base` when free, else `base` + B, C… Z, then + 27, 28…, within the length limit. */
export function firstFreeTransferCode(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = n <= 26 ? String.fromCharCode(64 + n) : String(n);
    const candidate = `${base.slice(0, MAX_LENGTH - suffix.length)}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}
