import { calendarApi, MESSAGES, type MemberCalendar } from '@giapha/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiUrl, routePath } from '../../../lib/api.ts';
import { downloadBlob, fetchApiFile } from '../../../lib/download-file.ts';
import { recordMutation } from '../../../lib/record-mutations.ts';
import { dataRead } from '../../../lib/record-queries.ts';
import { isAuthenticated, sessionStore } from '../../../lib/session.ts';

export const CALENDAR_FALLBACK = {
  mine: 'Không thể tải địa chỉ lịch của bạn',
  reset: 'Không thể đổi địa chỉ lịch',
  download: 'Không thể tải tệp lịch',
} as const;

/** A feed's two addresses: `url` (https, for Google Calendar and copying), `webcalUrl` (Apple). */
export type FeedAddresses = MemberCalendar;

export const calendarKeys = {
  all: ['calendar'] as const,
  mine: () => ['calendar', 'me'] as const,
};

/** The absolute address of an API path of this clan (with `?domain=`), as a calendar app must fetch it. */
function absoluteApiUrl(path: string): string {
  return new URL(apiUrl(path), window.location.origin).toString();
}

/** `https://…` → `webcal://…`: the scheme Apple Calendar (and iPhone) subscribe to. */
export function webcalUrlOf(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}

/** Google Calendar's "add by URL" page for a feed. */
export function googleCalendarUrl(feed: FeedAddresses): string {
  return `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(feed.webcalUrl)}`;
}

function addresses(url: string): FeedAddresses {
  return { url, webcalUrl: webcalUrlOf(url) };
}

/** The clan's public feed: giỗ of the public trees and the clan's events. */
export function publicFeedAddresses(): FeedAddresses {
  return addresses(absoluteApiUrl(calendarApi.publicFeed.path));
}

/** A branch's public feed. */
export function branchFeedAddresses(branchId: string): FeedAddresses {
  return addresses(absoluteApiUrl(routePath(calendarApi.branchFeed.path, { id: branchId })));
}

/** GET /api/me/calendar: the member's private feed. */
export const getMyCalendar = dataRead(calendarApi.myCalendar, {
  request: (_: undefined) => ({}),
  fallbackMessage: CALENDAR_FALLBACK.mine,
});

export function useMyCalendarQuery() {
  return useQuery(
    queryOptions({
      queryKey: calendarKeys.mine(),
      queryFn: ({ signal }): Promise<MemberCalendar> => getMyCalendar(undefined, signal),
      staleTime: 60_000,
    }),
  );
}

/** POST /api/me/calendar/reset: a new private address (the old one stops working). */
export const resetMyCalendar = recordMutation(calendarApi.resetMyCalendar, {
  request: (_: undefined) => ({}),
  fallbackMessage: CALENDAR_FALLBACK.reset,
  successMessage: MESSAGES.calendarAddressReset,
  answer: (calendar, message) => ({ calendar, message }),
});

export function useResetMyCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetMyCalendar,
    onSuccess: ({ calendar }) => queryClient.setQueryData(calendarKeys.mine(), calendar),
  });
}

/**
 * The person's next giỗ as a single-event `.ics`: signed in, the members' route (any person of the clan,
 * with the bearer token); else the public one (persons on a public tree).
 */
export function useDownloadGio() {
  return useMutation({
    mutationFn: async (personId: string) => {
      const signedIn = isAuthenticated(sessionStore.get());
      const route = signedIn ? calendarApi.personGio : calendarApi.publicPersonGio;
      const file = await fetchApiFile(routePath(route.path, { id: personId }), {
        accept: 'text/calendar, application/json',
        fallback: CALENDAR_FALLBACK.download,
      });
      const name = file.fileName ?? 'ngay-gio.ics';
      downloadBlob(file.blob, name);
      return name;
    },
  });
}
