import { z } from 'zod';
import { MESSAGES } from './messages.ts';

// Names and titles are shown to other people, so what is stored must be what is seen. Characters that
// draw nothing or turn the text around (bidi overrides and isolates, zero-width spaces and joiners, the
// byte-order mark, soft hyphens, blank fillers) let one name pose as another ("Nguyễn\u202EnăV" reads
// "Nguyễn Văn" backwards) and are *stripped*, not refused: they usually arrive invisibly in text pasted
// from elsewhere, and an elder cannot fix what the form cannot show. Emoji sequences keep their joiners.

/** Format characters (bidi marks, zero-width characters, BOM, tags…) and characters that draw blank. */
const INVISIBLE = '[\\p{Cf}\\p{Cc}\\u034F\\u115F\\u1160\\u17B4\\u17B5\\u3164\\uFFA0]';
/** A zero-width joiner inside an emoji sequence (👨‍👩‍👧, 👩🏽‍🚀, 🏳️‍⚧️): kept with the emoji before it. */
const EMOJI_JOINER =
  '[\\p{Extended_Pictographic}\\p{Emoji_Modifier}\\uFE0F]\\u200D(?=\\p{Extended_Pictographic})';
/** A subdivision flag (🏴󠁧󠁢󠁳󠁣󠁴󠁿): the black flag and its tag characters, kept whole. */
const FLAG_TAGS = '\\u{1F3F4}[\\u{E0020}-\\u{E007E}]+\\u{E007F}';
const CLEAN = new RegExp(`(${EMOJI_JOINER}|${FLAG_TAGS})|${INVISIBLE}`, 'gu');
/** Line and paragraph breaks, tabs and other spacing: one name or title is one line. */
// Not `\s`, which counts the byte-order mark as a space.
const SPACING = /[\t\n\v\f\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]+/gu;

/**
 * A name or title as it is stored: NFC, without invisible or direction-changing characters, breaks and
 * runs of spaces made one space, trimmed.
 */
export function cleanDisplayText(value: string): string {
  return value
    .normalize('NFC')
    .replace(SPACING, ' ')
    .replace(CLEAN, (_match, kept: string | undefined) => kept ?? '')
    .replace(SPACING, ' ')
    .trim();
}

/** A required name or title: cleaned (see `cleanDisplayText`), then `message` when nothing is left. */
export function displayText(max: number, message: string = MESSAGES.invalidInput) {
  return z
    .string({ error: message })
    .overwrite(cleanDisplayText)
    .min(1, message)
    .max(max, MESSAGES.textTooLong.replace('{max}', String(max)));
}

/** An optional name or title (surname, other names, a block's title): blank becomes null, missing stays. */
export function optionalDisplayText(max: number) {
  return z
    .string()
    .overwrite(cleanDisplayText)
    .max(max, MESSAGES.textTooLong.replace('{max}', String(max)))
    .nullable()
    .optional()
    .transform((s) => (s === undefined ? undefined : s ? s : null));
}
