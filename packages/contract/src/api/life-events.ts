import { idParams, messageResponseSchema } from '../common.ts';
import {
  createFamilyEventBody,
  createPersonEventBody,
  lifeEventListResponse,
  lifeEventResponse,
  personFamilyEventsResponse,
  reorderLifeEventsBody,
  updateLifeEventBody,
} from '../life-events.ts';
import { apiRoute } from './define.ts';

/** Life events of persons and families (issue 21): members read, admins write (as for persons). */
export const lifeEventsApi = {
  listOfPerson: apiRoute({
    method: 'GET',
    path: '/api/person/:id/events',
    access: 'member',
    params: idParams,
    response: lifeEventListResponse,
  }),
  createForPerson: apiRoute({
    method: 'POST',
    path: '/api/person/:id/event',
    access: 'editor',
    params: idParams,
    body: createPersonEventBody,
    response: lifeEventResponse,
    status: 201,
  }),
  reorderOfPerson: apiRoute({
    method: 'PUT',
    path: '/api/person/:id/events/reorder',
    access: 'editor',
    params: idParams,
    body: reorderLifeEventsBody,
    response: lifeEventListResponse,
  }),
  /** The families the person is a spouse in, with their marriage, divorce… events. */
  familiesOfPerson: apiRoute({
    method: 'GET',
    path: '/api/person/:id/family-events',
    access: 'member',
    params: idParams,
    response: personFamilyEventsResponse,
  }),
  listOfFamily: apiRoute({
    method: 'GET',
    path: '/api/family/:id/events',
    access: 'member',
    params: idParams,
    response: lifeEventListResponse,
  }),
  createForFamily: apiRoute({
    method: 'POST',
    path: '/api/family/:id/event',
    access: 'editor',
    params: idParams,
    body: createFamilyEventBody,
    response: lifeEventResponse,
    status: 201,
  }),
  update: apiRoute({
    method: 'PUT',
    path: '/api/life-event/:id',
    access: 'editor',
    params: idParams,
    body: updateLifeEventBody,
    response: lifeEventResponse,
  }),
  remove: apiRoute({
    method: 'DELETE',
    path: '/api/life-event/:id',
    access: 'editor',
    params: idParams,
    response: messageResponseSchema,
  }),
} as const;
