import { dateFormatSchema, kinshipRegionSchema, type SiteSetting, updateSettingBody } from '@giapha/contract';
import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { checkedBy } from '../../lib/contract-checks.ts';

/** Every field as the inputs hold it: blank text is '' (the API stores it as empty). */
const settingsInputs = z.object({
  siteName: z.string(),
  slogan: z.string(),
  description: z.string(),
  logo: z.string(),
  favicon: z.string(),
  banner: z.string(),
  primaryColor: z.string(),
  dateFormat: dateFormatSchema,
  kinshipRegion: kinshipRegionSchema,
  contact: z.object({ address: z.string(), phone: z.string(), email: z.string(), mapUrl: z.string() }),
  social: z.object({ facebook: z.string(), youtube: z.string(), zalo: z.string(), tiktok: z.string() }),
  footerText: z.string(),
});

/** The form checks what the API checks; the version is added when saving. */
export const settingsForm = checkedBy(settingsInputs, updateSettingBody.omit({ version: true }));
export type SettingsFormValues = z.input<typeof settingsForm>;
export type SettingsFormOutput = z.output<typeof settingsForm>;

export function settingsValues(setting: SiteSetting): SettingsFormValues {
  return {
    siteName: setting.siteName,
    slogan: setting.slogan ?? '',
    description: setting.description ?? '',
    logo: setting.logo ?? '',
    favicon: setting.favicon ?? '',
    banner: setting.banner ?? '',
    primaryColor: setting.primaryColor,
    dateFormat: setting.dateFormat,
    kinshipRegion: setting.kinshipRegion,
    contact: {
      address: setting.contact.address ?? '',
      phone: setting.contact.phone ?? '',
      email: setting.contact.email ?? '',
      mapUrl: setting.contact.mapUrl ?? '',
    },
    social: {
      facebook: setting.social.facebook ?? '',
      youtube: setting.social.youtube ?? '',
      zalo: setting.social.zalo ?? '',
      tiktok: setting.social.tiktok ?? '',
    },
    footerText: setting.footerText ?? '',
  };
}

export type SettingsTab = 'general' | 'contact';

const GENERAL_FIELDS = [
  'siteName',
  'slogan',
  'description',
  'logo',
  'favicon',
  'banner',
  'primaryColor',
  'dateFormat',
  'kinshipRegion',
] as const satisfies readonly FieldPath<SettingsFormValues>[];

const CONTACT_FIELDS = [
  'contact.address',
  'contact.phone',
  'contact.email',
  'contact.mapUrl',
  'social.facebook',
  'social.youtube',
  'social.zalo',
  'social.tiktok',
  'footerText',
] as const satisfies readonly FieldPath<SettingsFormValues>[];

/** The fields the server may name in its `errors` (nested ones as `contact.email`). */
export const SETTINGS_SERVER_FIELDS: readonly FieldPath<SettingsFormValues>[] = [
  ...GENERAL_FIELDS,
  ...CONTACT_FIELDS,
];

/** The tab a field is on, so an error (ours or the server's) can bring its tab forward. */
export function tabOfField(field: string): SettingsTab {
  return field === 'contact' || field === 'social' || CONTACT_FIELDS.some((name) => name === field)
    ? 'contact'
    : 'general';
}
