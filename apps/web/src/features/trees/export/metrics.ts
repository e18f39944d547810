// Advance widths of Noto Sans (the font the exports use and the PDF embeds), so that the SVG and the
// PDF wrap and centre text the same way without a font engine. Widths are in 1/1000 em, read from
// @expo-google-fonts/noto-sans 0.4.2 (NotoSans_400Regular.ttf, NotoSans_700Bold.ttf). Every other
// Vietnamese letter has the advance of its letter without the tone mark (checked against the fonts:
// ơ ư Ơ Ư and đ Đ are wider than o u O U d D, the other marks add nothing), so a letter is looked up
// as it is, then without its tone mark, then by its base letter.

const CHARS =
  ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~đĐơƠưƯ–—…·‘’“”';
const REGULAR = [
  260, 269, 408, 646, 572, 831, 732, 225, 300, 300, 551, 572, 268, 322, 268, 372, 572, 572, 572, 572, 572,
  572, 572, 572, 572, 572, 268, 268, 572, 572, 572, 434, 899, 639, 650, 632, 730, 556, 519, 728, 741, 339,
  273, 619, 524, 907, 760, 781, 605, 781, 622, 549, 556, 731, 600, 930, 586, 566, 572, 329, 372, 329, 572,
  444, 281, 561, 615, 480, 615, 564, 344, 615, 618, 258, 258, 534, 258, 935, 618, 605, 615, 615, 413, 479,
  361, 618, 508, 786, 529, 510, 470, 380, 551, 380, 572, 617, 730, 616, 784, 674, 780, 500, 1000, 791, 268,
  175, 175, 359, 359,
];
const BOLD = [
  260, 282, 479, 646, 572, 902, 750, 266, 339, 339, 542, 572, 285, 320, 281, 415, 572, 572, 572, 572, 572,
  572, 572, 572, 572, 572, 281, 285, 572, 572, 572, 477, 898, 692, 665, 642, 732, 560, 549, 724, 765, 389,
  331, 664, 559, 943, 813, 791, 621, 791, 656, 551, 577, 756, 650, 967, 670, 626, 579, 331, 415, 331, 572,
  411, 365, 599, 632, 516, 632, 597, 387, 632, 650, 299, 298, 620, 298, 975, 650, 625, 632, 632, 447, 502,
  434, 650, 571, 856, 578, 571, 493, 394, 551, 394, 572, 645, 732, 681, 821, 757, 885, 500, 1000, 855, 281,
  217, 217, 445, 445,
];

const regularWidths = new Map<string, number>();
const boldWidths = new Map<string, number>();
[...CHARS].forEach((ch, i) => {
  regularWidths.set(ch, REGULAR[i] ?? 600);
  boldWidths.set(ch, BOLD[i] ?? 600);
});

/** Combining marks: no advance of their own. */
const MARK = /\p{M}/u;

/** The five Vietnamese tone marks (grave, acute, tilde, hook above, dot below). */
const TONE_MARKS = /[\u0300\u0301\u0303\u0309\u0323]/g;

function lookUp(ch: string, table: Map<string, number>): number {
  if (MARK.test(ch)) return 0;
  const decomposed = ch.normalize('NFD');
  // ữ → ư (the horn widens the letter), then ư → u for letters whose marks do not.
  const withoutTone = table.get(decomposed.replace(TONE_MARKS, '').normalize('NFC'));
  if (withoutTone !== undefined) return withoutTone;
  const base = decomposed[0];
  const viaBase = base === undefined ? undefined : table.get(base);
  if (viaBase !== undefined) return viaBase;
  const code = ch.codePointAt(0) ?? 0;
  // Hán Nôm, kana, hangul and other wide scripts take a full em; anything else an average letter.
  return code >= 0x2e80 ? 1000 : 600;
}

function charWidth(ch: string, table: Map<string, number>): number {
  const known = table.get(ch);
  if (known !== undefined) return known;
  const width = lookUp(ch, table);
  // Remembered: names repeat the same few dozen letters (the tables stay small, bounded by the script).
  if (table.size < 20_000) table.set(ch, width);
  return width;
}

/** Width of `text` set at `size` in Noto Sans (regular or bold). */
export function measureText(text: string, size: number, bold = false): number {
  const table = bold ? boldWidths : regularWidths;
  let units = 0;
  for (const ch of text) units += charWidth(ch, table);
  return (units * size) / 1000;
}

/** Noto Sans: ascender of the tallest Vietnamese capitals (Ễ) and the descender, in em. */
export const FONT_ASCENT = 1.07;
export const FONT_DESCENT = 0.3;
/** Half the height of a capital letter, in em: what centres a line of text on a point. */
export const HALF_CAP_HEIGHT = 0.357;
