import { type FieldError, isMediaUrl, MESSAGES, uploadedImageOf } from '@giapha/contract';
import { badRequest } from './errors.ts';

// Image sources (docs/ARCHITECTURE.md): an image field, a rich-text <img>, a tree's border image or
// picture holds either one of the clan's own uploads or an https URL. An upload of another clan —
// by its path, or by a full https URL to this server — is refused, so that one clan can neither show
// nor keep alive (the clean-up keeps referenced files) another clan's images.

/** The clan id in an address of an uploaded image, whether given as a path or as a full URL. */
function uploadClanOf(url: string): string | null {
  const direct = uploadedImageOf(url);
  if (direct) return direct.clanId;
  if (!/^https:\/\//i.test(url)) return null;
  try {
    return uploadedImageOf(new URL(url).pathname)?.clanId ?? null;
  } catch {
    return null;
  }
}

/**
 * Why `url` cannot be one of this clan's images (the message to show on the field), or null when it can:
 * the clan's own upload, or an https URL that is not another clan's upload.
 */
export function imageSourceProblem(clanId: string, url: string): string | null {
  const owner = uploadClanOf(url);
  if (owner !== null) return owner === clanId ? null : MESSAGES.imageOtherClan;
  return isMediaUrl(url) ? null : MESSAGES.imageUrlInvalid;
}

export function isOwnImageSource(clanId: string, url: string): boolean {
  return imageSourceProblem(clanId, url) === null;
}

/**
 * Refuses (400, the message on each field) image fields that are not this clan's images; blank and
 * missing fields pass. `fields` maps the field's name in the request (`logo`, `images.2.url`) to its value.
 */
export function checkImageSources(clanId: string, fields: Record<string, string | null | undefined>): void {
  const errors: FieldError[] = [];
  for (const [field, url] of Object.entries(fields)) {
    if (!url) continue;
    const message = imageSourceProblem(clanId, url);
    if (message) errors.push({ field, message });
  }
  const [first] = errors;
  if (first) throw badRequest(first.message, errors);
}

// Anywhere in a text (JSON of rows, HTML, a URL): `/uploads/{clanId}/` followed by a file name.
const UPLOAD_REFERENCE =
  /\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/[0-9a-z-]+(?:\.webp)?/gi;

/**
 * The text with every reference to another clan's upload taken out (what a clan's export writes, so it
 * carries no other clan's ids, even from rows saved before these checks).
 */
export function withoutOtherClansUploads(text: string, clanId: string): string {
  return text.replace(UPLOAD_REFERENCE, (match, owner: string) =>
    owner.toLowerCase() === clanId ? match : '',
  );
}
