import { DEFAULT_PRIMARY_COLOR, type PublicSetting } from '@giapha/contract';
import type { ClanRow } from '../clans/clans.repo.ts';

/** The site setting as it stands before a clan edits its own (name from the clan, default icon). */
export function publicSetting(clan: ClanRow): PublicSetting {
  return {
    clanId: clan.id,
    domain: clan.domain,
    siteName: clan.clanName,
    slogan: null,
    description: null,
    logo: null,
    favicon: null,
    banner: null,
    primaryColor: DEFAULT_PRIMARY_COLOR,
    contact: { address: null, phone: null, email: null, mapUrl: null },
    social: { facebook: null, youtube: null, zalo: null, tiktok: null },
    footerText: null,
    dateFormat: 'mm/dd/yy',
  };
}
