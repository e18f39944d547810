import { type KinshipRegion, MESSAGES, personLinksApi } from '@giapha/contract';
import { recordMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { PERSON_LINKS_FALLBACK } from '../texts.ts';
import { personLinkKeys } from './cache.ts';

/** PUT /api/me/kinship-region: the member's own register; null follows the clan's. */
export const setKinshipRegion = recordMutation(personLinksApi.setRegion, {
  request: (region: KinshipRegion | null) => ({ body: { region } }),
  fallbackMessage: PERSON_LINKS_FALLBACK.region,
  successMessage: MESSAGES.kinshipRegionSaved,
  answer: (saved, message) => ({ ...saved, message }),
});

export function useSetKinshipRegion() {
  return useApiMutation(setKinshipRegion, (queryClient) =>
    queryClient.invalidateQueries({ queryKey: personLinkKeys.mine() }),
  );
}
