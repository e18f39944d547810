import type { KinshipRegion } from '@giapha/contract';
import { isAuthenticated, useSession } from '../../lib/session.ts';
import { useSiteSetting } from '../../lib/site-setting.ts';
import { useMyPersonQuery } from './api/myPerson.ts';

export interface MyPersonView {
  /** The person the signed-in member is, once an admin linked them; null otherwise (and signed out). */
  personId: string | null;
  /** The register to speak in: the member's own choice, else the clan's (north until it says). */
  region: KinshipRegion;
}

/** "Me" in the tree for the tree and person pages. Signed out it asks the server nothing. */
export function useMyPerson(): MyPersonView {
  const signedIn = isAuthenticated(useSession());
  const { setting } = useSiteSetting();
  const { data } = useMyPersonQuery(signedIn);
  const clanRegion = data?.clanKinshipRegion ?? setting?.kinshipRegion ?? 'north';
  if (!signedIn) return { personId: null, region: setting?.kinshipRegion ?? 'north' };
  return { personId: data?.person?.id ?? null, region: data?.kinshipRegion ?? clanRegion };
}
