import { z } from 'zod';
import { MESSAGES } from './messages.ts';
import { uploadedImageOf } from './uploads.ts';

/** Optional free text: trimmed, NFC; blank becomes null, missing stays missing (unchanged on update). */
export const optionalTextField = (max: number) =>
  z
    .string()
    .trim()
    .max(max, MESSAGES.textTooLong.replace('{max}', String(max)))
    .nullable()
    .optional()
    .transform((s) => (s === undefined ? undefined : s ? s.normalize('NFC') : null));

const SITE_PATH = /^\/(?![/\\])/;
const WEB_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const HTTPS_URL = /^https:\/\/[^\s/$.?#][^\s]*$/i;

/**
 * What an image field may hold: an uploaded image (`/uploads/{clanId}/{fileId}.webp`) or an https URL
 * (the page's CSP loads no http: image). Whether the upload is the clan's own is the server's check
 * (docs/ARCHITECTURE.md, "Image sources").
 */
export function isMediaUrl(value: string): boolean {
  return uploadedImageOf(value) !== null || HTTPS_URL.test(value);
}

/** Where a menu item may point: a page of this site, an http(s) URL, or mailto:/tel:. */
export function isLinkTarget(value: string): boolean {
  return (
    (SITE_PATH.test(value) && !/\s/.test(value)) ||
    WEB_URL.test(value) ||
    /^(mailto|tel):[^\s]+$/i.test(value)
  );
}

function urlField(check: (s: string) => boolean, message: string) {
  return z
    .string()
    .trim()
    .max(2000, message)
    .refine((s) => s === '' || check(s), message)
    .nullable()
    .optional()
    .transform((s) => (s === undefined ? undefined : s ? s : null));
}

/** Logo, favicon, banner, cover image, avatar: an upload or an https URL; blank → null, missing → unchanged. */
export const mediaUrlSchema = urlField(isMediaUrl, MESSAGES.imageUrlInvalid);
/** An outside page (map, Facebook…): http(s) only; blank → null. */
export const linkUrlSchema = urlField((s) => WEB_URL.test(s), MESSAGES.linkUrlInvalid);

/** A slug typed by an admin: lower-case ASCII words joined by single hyphens. */
export const slugSchema = z
  .string()
  .trim()
  .max(120, MESSAGES.slugInvalid)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, MESSAGES.slugInvalid);

/** `{ items: [{ id, position }] }`: the new order of a list after a drag (positions from 0). */
export const reorderBody = z.object({
  items: z
    .array(z.object({ id: z.uuid(), position: z.number().int().min(0).max(10_000) }))
    .min(1)
    .max(500),
});
export type ReorderBody = z.infer<typeof reorderBody>;
