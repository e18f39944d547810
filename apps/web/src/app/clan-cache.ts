import type { QueryClient } from '@tanstack/react-query';
import { currentDomain, onDomainChosen } from '../lib/tenant.ts';

/**
 * Every cached answer belongs to the clan it was asked of. Rather than each query key carrying the
 * domain, the whole cache is dropped the moment another clan is chosen (registering one, a `?domain=`
 * link), so no page can show one clan's rows under another clan's name.
 */
export function clearCacheOnClanChange(queryClient: QueryClient): () => void {
  let domain = currentDomain();
  return onDomainChosen(() => {
    const chosen = currentDomain();
    if (chosen === domain) return;
    domain = chosen;
    queryClient.clear();
  });
}
