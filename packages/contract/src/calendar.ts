import { z } from 'zod';
import { idSchema, okResponse } from './common.ts';

// Calendar feeds (issue 24): the clan's giỗ and events as RFC 5545 iCalendar files a phone calendar
// subscribes to — the clan's public feed, a member's private feed behind a secret address they can
// reset, a branch's feed, and a single giỗ to add once ("Thêm vào lịch").

/** How many years ahead a feed lists each giỗ. */
export const CALENDAR_FEED_YEARS = 5;

/**
 * `?alarm=N` on a feed: a reminder at 08:00 (Vietnam time) N days before each day (0: on the day);
 * without it the feed carries no alarm.
 */
export const calendarFeedQuery = z.object({
  alarm: z.coerce.number().int().min(0).max(30).optional(),
});
export type CalendarFeedQuery = z.input<typeof calendarFeedQuery>;

/** The key in a member's private address: 32 URL-safe characters. */
export const calendarKeySchema = z.string().regex(/^[A-Za-z0-9_-]{32}$/);

// GET /api/public/calendar/member/{userId}/{key}/calendar.ics
export const memberFeedParams = z.object({ userId: idSchema, key: calendarKeySchema });

/** A member's private feed: `url` (https) for Google Calendar, `webcalUrl` (webcal://) for Apple's. */
export const memberCalendarSchema = z.object({
  url: z.string(),
  webcalUrl: z.string(),
});
export type MemberCalendar = z.infer<typeof memberCalendarSchema>;
export const memberCalendarResponse = okResponse(memberCalendarSchema);

/** The answer of every `.ics` route: iCalendar text, not JSON. */
export const icsFileResponse = z.string();
