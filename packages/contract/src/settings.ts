import { z } from 'zod';
import { okResponse, versionField } from './common.ts';
import { linkUrlSchema, mediaUrlSchema, optionalTextField } from './content.ts';
import { displayText } from './display-text.ts';
import { MESSAGES } from './messages.ts';
import { kinshipRegionSchema } from './person-links.ts';

/** DESIGN §12: the date picker keeps the spec's mm/dd/yy unless the clan chooses dd/mm/yy. */
export const dateFormats = ['mm/dd/yy', 'dd/mm/yy'] as const;
export const dateFormatSchema = z.enum(dateFormats);
export type DateFormat = z.infer<typeof dateFormatSchema>;

/** The clan's red (sơn son) until it picks its own colour. */
export const DEFAULT_PRIMARY_COLOR = '#8a1c1c';
export const colorSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, MESSAGES.colorInvalid)
  .transform((s) => s.toLowerCase());

export const siteContactSchema = z.object({
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** A link to the clan hall on a map (Google Maps, OpenStreetMap…). */
  mapUrl: z.string().nullable(),
});
export type SiteContact = z.infer<typeof siteContactSchema>;

export const socialLinksSchema = z.object({
  facebook: z.string().nullable(),
  youtube: z.string().nullable(),
  zalo: z.string().nullable(),
  tiktok: z.string().nullable(),
});
export type SocialLinks = z.infer<typeof socialLinksSchema>;

/** What every page of a clan's site needs before it renders (spec §2: the app loads the setting first). */
export const publicSettingSchema = z.object({
  clanId: z.string(),
  domain: z.string(),
  siteName: z.string(),
  slogan: z.string().nullable(),
  description: z.string().nullable(),
  logo: z.string().nullable(),
  /** Address of the page icon; null means the default `/favicon.ico`. */
  favicon: z.string().nullable(),
  banner: z.string().nullable(),
  primaryColor: z.string(),
  contact: siteContactSchema,
  social: socialLinksSchema,
  footerText: z.string().nullable(),
  dateFormat: dateFormatSchema,
  /** The clan's xưng hô register (issue 23); a member may choose their own. */
  kinshipRegion: kinshipRegionSchema,
});
export type PublicSetting = z.infer<typeof publicSettingSchema>;

/** The admin's view adds the row's version (for conditional updates) and its last change. */
export const siteSettingSchema = publicSettingSchema.extend({
  version: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type SiteSetting = z.infer<typeof siteSettingSchema>;

// GET /api/public/setting
export const publicSettingResponse = okResponse(publicSettingSchema);

// GET /api/setting, PUT /api/setting (admin; fields left out stay as they are)
export const siteSettingResponse = okResponse(siteSettingSchema);

export const updateSettingBody = z.object({
  siteName: displayText(200, MESSAGES.siteNameRequired).optional(),
  slogan: optionalTextField(300),
  description: optionalTextField(1000),
  logo: mediaUrlSchema,
  favicon: mediaUrlSchema,
  banner: mediaUrlSchema,
  primaryColor: colorSchema.optional(),
  contact: z
    .object({
      address: optionalTextField(500),
      phone: optionalTextField(50),
      email: z
        .string()
        .trim()
        .max(200, MESSAGES.emailInvalid)
        .refine((s) => s === '' || z.email().safeParse(s).success, MESSAGES.emailInvalid)
        .nullable()
        .optional()
        .transform((s) => (s === undefined ? undefined : s ? s : null)),
      mapUrl: linkUrlSchema,
    })
    .optional(),
  social: z
    .object({
      facebook: linkUrlSchema,
      youtube: linkUrlSchema,
      zalo: linkUrlSchema,
      tiktok: linkUrlSchema,
    })
    .optional(),
  footerText: optionalTextField(1000),
  dateFormat: dateFormatSchema.optional(),
  kinshipRegion: kinshipRegionSchema.optional(),
  version: versionField,
});
export type UpdateSettingBody = z.input<typeof updateSettingBody>;
