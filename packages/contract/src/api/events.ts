import { idParams, idQuery, messageResponseSchema } from '../common.ts';
import {
  anniversariesQuery,
  anniversariesResponse,
  createEventBody,
  eventListResponse,
  eventResponse,
  eventSlugParams,
  eventsInMonthQuery,
  listEventsQuery,
  occurrenceListResponse,
  publicEventResponse,
  publicEventsQuery,
  updateEventBody,
} from '../events.ts';
import { apiRoute } from './define.ts';

/**
 * Events (spec §7): visitors see the events and the giỗ of public trees day by day; members read the
 * clan's events and the coming giỗ; admins write.
 */
export const eventsApi = {
  upcomingPublic: apiRoute({
    method: 'GET',
    path: '/api/public/events',
    access: 'public',
    query: publicEventsQuery,
    response: occurrenceListResponse,
  }),
  inMonth: apiRoute({
    method: 'GET',
    path: '/api/public/events-in-month',
    access: 'public',
    query: eventsInMonthQuery,
    response: occurrenceListResponse,
  }),
  getPublic: apiRoute({
    method: 'GET',
    path: '/api/public/event/:slug',
    access: 'public',
    params: eventSlugParams,
    response: publicEventResponse,
  }),
  list: apiRoute({
    method: 'GET',
    path: '/api/events',
    access: 'member',
    query: listEventsQuery,
    response: eventListResponse,
  }),
  /** The admin home's "giỗ in the next 30 days". */
  anniversaries: apiRoute({
    method: 'GET',
    path: '/api/events/anniversaries',
    access: 'member',
    query: anniversariesQuery,
    response: anniversariesResponse,
  }),
  get: apiRoute({
    method: 'GET',
    path: '/api/event',
    access: 'member',
    query: idQuery,
    response: eventResponse,
  }),
  getBySlug: apiRoute({
    method: 'GET',
    path: '/api/event/:slug',
    access: 'member',
    params: eventSlugParams,
    response: eventResponse,
  }),
  create: apiRoute({
    method: 'POST',
    path: '/api/event',
    access: 'admin',
    body: createEventBody,
    response: eventResponse,
    status: 201,
  }),
  update: apiRoute({
    method: 'PUT',
    path: '/api/event/:id',
    access: 'admin',
    params: idParams,
    body: updateEventBody,
    response: eventResponse,
  }),
  remove: apiRoute({
    method: 'DELETE',
    path: '/api/event/:id',
    access: 'admin',
    params: idParams,
    response: messageResponseSchema,
  }),
} as const;
