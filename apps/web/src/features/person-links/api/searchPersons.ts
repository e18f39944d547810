import { type Person, personLinksApi, personsApi } from '@giapha/contract';
import { callApi } from '../../../lib/api.ts';
import { generationLabel, PERSON_LINKS_FALLBACK } from '../texts.ts';

/** A person as a picker lists them: name, and "Đời 5 · sinh 1950" to tell namesakes apart. */
export interface PersonOption {
  id: string;
  name: string;
  hint: string;
}

export type PersonSearch = (q: string, signal?: AbortSignal) => Promise<PersonOption[]>;

const SEARCH_LIMIT = 10;

function hintOf(generation: number | null, birthYear: number | null): string {
  return [generationLabel(generation), birthYear === null ? '' : `sinh ${birthYear}`]
    .filter(Boolean)
    .join(' · ');
}

function birthYearOf(person: Person): number | null {
  return person.birth?.solar?.year ?? person.birth?.lunar?.year ?? null;
}

/** Members search the whole clan (GET /api/person/search, without diacritics). */
export const searchClanPersons: PersonSearch = async (q, signal) => {
  const response = await callApi(
    personsApi.search,
    { query: { search: q, limit: SEARCH_LIMIT, offset: 0 } },
    { fallbackMessage: PERSON_LINKS_FALLBACK.search, signal },
  );
  return response.data.map((person) => ({
    id: person.id,
    name: person.name,
    hint: hintOf(person.generation, birthYearOf(person)),
  }));
};

/** Visitors registering see the persons of the clan's public trees only (GET /api/public/persons/search). */
export const searchPublicPersons: PersonSearch = async (q, signal) => {
  const response = await callApi(
    personLinksApi.publicSearch,
    { query: { q, limit: SEARCH_LIMIT, offset: 0 } },
    { fallbackMessage: PERSON_LINKS_FALLBACK.search, signal },
  );
  return response.data.map((hit) => ({
    id: hit.id,
    name: hit.name,
    hint: hintOf(hit.generation, hit.birthYear),
  }));
};
