import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentDomain } from './tenant.ts';

/**
 * The query of a sign-up field checked as it is typed (is this email, this username still free in the
 * site's clan?): `availabilityQuery('email-available', checkEmail)`; a failed check is not retried.
 */
export function availabilityQuery(
  name: string,
  check: (value: string, signal?: AbortSignal) => Promise<boolean>,
) {
  return (domain: string, value: string) =>
    queryOptions({
      queryKey: ['auth', name, domain, value],
      queryFn: ({ signal }) => check(value, signal),
      staleTime: 30_000,
      retry: false,
    });
}

/** Checks `value` once it is set (a valid, debounced candidate); idle while undefined. */
export function useAvailability(query: ReturnType<typeof availabilityQuery>, value: string | undefined) {
  const domain = useCurrentDomain();
  return useQuery({ ...query(domain, value ?? ''), enabled: value !== undefined });
}
