import type { ClanRow } from './clans.repo.ts';

/** The clan as the API shows it. */
export function toClanDto(clan: ClanRow) {
  return { _id: clan.id, clanName: clan.clanName, domain: clan.domain };
}
