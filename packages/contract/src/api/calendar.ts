import { calendarFeedQuery, icsFileResponse, memberCalendarResponse, memberFeedParams } from '../calendar.ts';
import { idParams } from '../common.ts';
import { apiRoute } from './define.ts';

/**
 * Calendar feeds (issue 24). The `.ics` routes answer `text/calendar`; a calendar app fetches them
 * without signing in, so the member's feed is opened by the secret key in its address.
 */
export const calendarApi = {
  /** The clan's public feed: giỗ of the deceased shown on public trees, and the clan's events. */
  publicFeed: apiRoute({
    method: 'GET',
    path: '/api/public/calendar.ics',
    access: 'public',
    query: calendarFeedQuery,
    response: icsFileResponse,
    kind: 'file',
  }),
  /** A member's private feed: every giỗ they may see, of the branches and persons they follow. */
  memberFeed: apiRoute({
    method: 'GET',
    path: '/api/public/calendar/member/:userId/:key/calendar.ics',
    access: 'public',
    params: memberFeedParams,
    query: calendarFeedQuery,
    response: icsFileResponse,
    kind: 'file',
  }),
  /** A branch's feed: the giỗ of the branch's persons shown on public trees. */
  branchFeed: apiRoute({
    method: 'GET',
    path: '/api/public/branch/:id/calendar.ics',
    access: 'public',
    params: idParams,
    query: calendarFeedQuery,
    response: icsFileResponse,
    kind: 'file',
  }),
  /** The next giỗ of a person on a public tree, as a single-event file to add once. */
  publicPersonGio: apiRoute({
    method: 'GET',
    path: '/api/public/person/:id/gio.ics',
    access: 'public',
    params: idParams,
    response: icsFileResponse,
    kind: 'file',
  }),
  /** The same for a member, of any person of the clan (fetched with the bearer token). */
  personGio: apiRoute({
    method: 'GET',
    path: '/api/person/:id/gio.ics',
    access: 'member',
    params: idParams,
    response: icsFileResponse,
    kind: 'file',
  }),
  /** The signed-in member's private feed address. */
  myCalendar: apiRoute({
    method: 'GET',
    path: '/api/me/calendar',
    access: 'member',
    response: memberCalendarResponse,
  }),
  /** A new private address; the old one answers 404 from then on. */
  resetMyCalendar: apiRoute({
    method: 'POST',
    path: '/api/me/calendar/reset',
    access: 'member',
    response: memberCalendarResponse,
  }),
} as const;
