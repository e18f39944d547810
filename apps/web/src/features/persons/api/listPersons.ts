import { type Person, personsApi } from '@giapha/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api.ts';
import { PERSONS_FALLBACK } from '../texts.ts';
import { type PersonListParams, personKeys } from './cache.ts';

export interface PersonPage {
  persons: Person[];
  total: number;
}

/**
 * GET /api/persons: one page of the clan's persons in tree order (generation, thứ tự, name), optionally
 * of one tree and one generation; `search` ignores case and diacritics on the server.
 */
export async function listPersons(params: PersonListParams, signal?: AbortSignal): Promise<PersonPage> {
  const response = await callApi(
    personsApi.list,
    {
      query: {
        limit: params.limit,
        offset: params.offset,
        search: params.search,
        treeId: params.treeId,
        generation: params.generation,
        // The query carries it as text, as the address always did.
        deceased: params.deceased === undefined ? undefined : params.deceased ? 'true' : 'false',
      },
    },
    { fallbackMessage: PERSONS_FALLBACK.list, signal },
  );
  return { persons: response.data, total: response.total };
}

export const personsListQuery = (params: PersonListParams) =>
  queryOptions({
    queryKey: personKeys.list(params),
    queryFn: ({ signal }) => listPersons(params, signal),
    // The table keeps its rows while the next page, search or filter loads.
    placeholderData: keepPreviousData,
  });

export function usePersonsList(params: PersonListParams) {
  return useQuery(personsListQuery(params));
}
