import type { PublicSetting } from '@giapha/contract';
import type { ClanRow } from '../clans/clans.repo.ts';

/** The site setting as it stands before a clan edits its own (name from the clan, default icon). */
export function publicSetting(clan: ClanRow): PublicSetting {
  return { clanId: clan.id, domain: clan.domain, siteName: clan.clanName, favicon: null };
}
