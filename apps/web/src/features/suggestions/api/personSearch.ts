import { personsApi } from '@giapha/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { suggestionKeys } from './cache.ts';

export interface PersonHit {
  id: string;
  name: string;
  generation: number | null;
}

/** GET /api/person/search: persons of the clan whose names hold `search` (a duplicate's other person). */
export function usePersonSearch(search: string) {
  return useQuery({
    queryKey: [...suggestionKeys.all, 'person-search', search] as const,
    queryFn: async ({ signal }): Promise<PersonHit[]> => {
      const response = await callApi(
        personsApi.search,
        { query: { search, limit: 10, offset: 0 } },
        { fallbackMessage: 'Không tìm được người trong gia phả', signal },
      );
      return response.data.map((p) => ({ id: p.id, name: p.name, generation: p.generation }));
    },
    enabled: search.length >= 2,
  });
}
