import { z } from 'zod';
import { okResponse } from './common.ts';

/** What every page of a clan's site needs before it renders (spec §2: the app loads the setting first). */
export const publicSettingSchema = z.object({
  clanId: z.string(),
  domain: z.string(),
  siteName: z.string(),
  /** Address of the page icon; null means the default `/favicon.ico`. */
  favicon: z.string().nullable(),
});
export type PublicSetting = z.infer<typeof publicSettingSchema>;

// GET /api/public/setting
export const publicSettingResponse = okResponse(publicSettingSchema);
