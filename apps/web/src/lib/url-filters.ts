import { useSearchParams } from 'react-router';

export type UpdateFilters = (changes: Record<string, string | undefined>) => void;

/**
 * A list page's filters live in the address, so other pages can link to them and Back keeps them:
 * `updateFilters({ q: 'an', page: undefined })` sets or removes each parameter named, in place.
 */
export function useUrlFilters(): [URLSearchParams, UpdateFilters] {
  const [searchParams, setSearchParams] = useSearchParams();
  const updateFilters: UpdateFilters = (changes) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  return [searchParams, updateFilters];
}
