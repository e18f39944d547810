import {
  type CreateFamilyEventBody,
  type CreatePersonEventBody,
  lifeEventsApi,
  MESSAGES,
  type UpdateLifeEventBody,
} from '@giapha/contract';
import { recordMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { LIFE_EVENTS_FALLBACK } from '../texts.ts';
import { type LifeEventChange, refreshLifeEvents } from './cache.ts';

/** Whose event a new one is: a person's or a family's. */
export type LifeEventOwner = { kind: 'person'; id: string } | { kind: 'family'; id: string };

const answer = (event: LifeEventChange['event'], message: string): LifeEventChange => ({ event, message });

/** POST /api/person/:id/event (admin) */
const createPersonEvent = recordMutation(lifeEventsApi.createForPerson, {
  request: ({ personId, body }: { personId: string; body: CreatePersonEventBody }) => ({
    params: { id: personId },
    body,
  }),
  fallbackMessage: LIFE_EVENTS_FALLBACK.create,
  successMessage: MESSAGES.lifeEventCreated,
  answer,
});

/** POST /api/family/:id/event (admin) */
const createFamilyEvent = recordMutation(lifeEventsApi.createForFamily, {
  request: ({ familyId, body }: { familyId: string; body: CreateFamilyEventBody }) => ({
    params: { id: familyId },
    body,
  }),
  fallbackMessage: LIFE_EVENTS_FALLBACK.create,
  successMessage: MESSAGES.lifeEventCreated,
  answer,
});

/** PUT /api/life-event/:id (admin); `version` makes a stale edit a 409. */
const updateLifeEvent = recordMutation(lifeEventsApi.update, {
  request: ({ id, changes }: { id: string; changes: UpdateLifeEventBody }) => ({
    params: { id },
    body: changes,
  }),
  fallbackMessage: LIFE_EVENTS_FALLBACK.update,
  successMessage: MESSAGES.lifeEventUpdated,
  answer,
});

export interface SaveLifeEventInput {
  owner: LifeEventOwner;
  /** The event to change; a new one is created without it. */
  id?: string;
  body: CreatePersonEventBody & UpdateLifeEventBody;
}

/** Creates an event for its owner, or changes one. */
function saveLifeEvent({ owner, id, body }: SaveLifeEventInput): Promise<LifeEventChange> {
  if (id) return updateLifeEvent({ id, changes: body });
  return owner.kind === 'person'
    ? createPersonEvent({ personId: owner.id, body })
    : createFamilyEvent({ familyId: owner.id, body });
}

export function useSaveLifeEvent() {
  return useApiMutation(saveLifeEvent, (queryClient) => refreshLifeEvents(queryClient));
}
