// The words a tree card shows besides the name (the birth order, the initials drawn when there is no
// portrait) and which way it writes them. Pure and cheap: called for every mounted card, and by the server for its painted cards.

const ORDINAL_WORDS = [
  '',
  'trưởng',
  'thứ hai',
  'thứ ba',
  'thứ tư',
  'thứ năm',
  'thứ sáu',
  'thứ bảy',
  'thứ tám',
  'thứ chín',
  'thứ mười',
];

/** "Con trưởng", "Con thứ hai" … "Con thứ mười", then "Con thứ 11"; null when no order is recorded. */
export function ordinalLabel(ordinal: number | null): string | null {
  if (ordinal === null || !Number.isInteger(ordinal) || ordinal < 1) return null;
  return `Con ${ORDINAL_WORDS[ordinal] ?? `thứ ${ordinal}`}`;
}

/** Up to two letters for the portrait's place: the given name's first letter, after the surname's. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]!.charAt(0);
  const last = words[words.length - 1]!.charAt(0);
  return (words.length === 1 ? first : `${first}${last}`).toLocaleUpperCase('vi');
}

/** Tall narrow cards write their text in columns, right to left, as a traditional phả đồ does. */
export function isVerticalCard(width: number, height: number): boolean {
  return height > 1.6 * width;
}
