import { lifeEventsApi } from '@giapha/contract';
import { useQuery } from '@tanstack/react-query';
import { dataRead } from '../../../lib/record-queries.ts';
import { LIFE_EVENTS_FALLBACK } from '../texts.ts';
import { lifeEventKeys } from './cache.ts';

/** GET /api/person/:id/events: dated events in time, then the undated ones in the clan's order. */
const personEvents = dataRead(lifeEventsApi.listOfPerson, {
  request: (personId: string) => ({ params: { id: personId } }),
  fallbackMessage: LIFE_EVENTS_FALLBACK.list,
});

/** GET /api/family/:id/events */
const familyEvents = dataRead(lifeEventsApi.listOfFamily, {
  request: (familyId: string) => ({ params: { id: familyId } }),
  fallbackMessage: LIFE_EVENTS_FALLBACK.list,
});

/** GET /api/person/:id/family-events: the person's families as a spouse, with their events. */
const familiesOfPerson = dataRead(lifeEventsApi.familiesOfPerson, {
  request: (personId: string) => ({ params: { id: personId } }),
  fallbackMessage: LIFE_EVENTS_FALLBACK.list,
});

export function usePersonEvents(personId: string) {
  return useQuery({
    queryKey: lifeEventKeys.ofPerson(personId),
    queryFn: ({ signal }) => personEvents(personId, signal),
  });
}

export function useFamilyEvents(familyId: string) {
  return useQuery({
    queryKey: lifeEventKeys.ofFamily(familyId),
    queryFn: ({ signal }) => familyEvents(familyId, signal),
  });
}

export function usePersonFamilyEvents(personId: string) {
  return useQuery({
    queryKey: lifeEventKeys.familiesOfPerson(personId),
    queryFn: ({ signal }) => familiesOfPerson(personId, signal),
  });
}
