import { type Person, personsApi } from '@giapha/contract';
import { useQuery } from '@tanstack/react-query';
import { searchPageQuery } from '../../../lib/record-cache.ts';
import { listQuery, pageRead } from '../../../lib/record-queries.ts';
import { PERSONS_FALLBACK } from '../texts.ts';
import { type PersonListParams, personKeys } from './cache.ts';

export interface PersonPage {
  persons: Person[];
  total: number;
}

/** The query carries it as text, as the address always did. */
function deceasedQuery(deceased: boolean | undefined): 'true' | 'false' | undefined {
  return deceased === undefined ? undefined : deceased ? 'true' : 'false';
}

/**
 * GET /api/persons: one page of the clan's persons in tree order (generation, thứ tự, name), optionally
 * of one tree and one generation; `search` ignores case and diacritics on the server.
 */
export const listPersons = pageRead(personsApi.list, {
  request: (params: PersonListParams) => ({
    query: {
      ...searchPageQuery(params),
      treeId: params.treeId,
      generation: params.generation,
      deceased: deceasedQuery(params.deceased),
    },
  }),
  fallbackMessage: PERSONS_FALLBACK.list,
  page: (persons, total): PersonPage => ({ persons, total }),
});

export const personsListQuery = listQuery(personKeys.list, listPersons);

export function usePersonsList(params: PersonListParams) {
  return useQuery(personsListQuery(params));
}
