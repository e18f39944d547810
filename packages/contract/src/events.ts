import { z } from 'zod';
import { isoDateSchema } from './albums.ts';
import { listResponse, okResponse, pageQuery, versionField } from './common.ts';
import { mediaUrlSchema, optionalTextField, slugSchema } from './content.ts';
import { displayText } from './display-text.ts';
import { MESSAGES } from './messages.ts';

/**
 * How an event's date is given:
 * - `solar`: a solar date (`startDate`, optional `endDate`);
 * - `lunar`: one lunar date with its year (its solar date is worked out);
 * - `lunarYearly`: a lunar day and month every year, by the giỗ rule (a leap month counts as the
 *   regular one; day 30 falls on 29 in a short month) — a person's giỗ, Giỗ Tổ, Tết;
 * - `thanhMinh`: every year on the day of the Thanh Minh solar term (4 or 5 April).
 */
export const eventCalendars = ['solar', 'lunar', 'lunarYearly', 'thanhMinh'] as const;
export const eventCalendarSchema = z.enum(eventCalendars, { error: MESSAGES.eventCalendarInvalid });
export type EventCalendar = z.infer<typeof eventCalendarSchema>;

/** Clan-wide yearly events an admin can start from. */
export const eventTemplates = ['gioTo', 'thanhMinh', 'tet'] as const;
export const eventTemplateSchema = z.enum(eventTemplates);
export type EventTemplate = z.infer<typeof eventTemplateSchema>;

/** A lunar date as events carry it (year null for a yearly one). */
export const eventLunarSchema = z.object({
  day: z.number().int().min(1).max(30),
  month: z.number().int().min(1).max(12),
  year: z.number().int().min(1900).max(2100).nullable(),
  leap: z.boolean(),
});
export type EventLunar = z.infer<typeof eventLunarSchema>;

/** What a template fills in; the admin may change any of it (Giỗ Tổ's day differs between clans). */
export interface EventTemplatePreset {
  title: string;
  summary: string;
  calendar: EventCalendar;
  /** `lunarYearly` templates: the lunar day and month. */
  lunar?: { day: number; month: number; leap: boolean };
}

/** Clan-wide yearly events an admin starts from; the server stores which one in `template`. */
export const EVENT_TEMPLATE_PRESETS: Record<EventTemplate, EventTemplatePreset> = {
  tet: {
    title: 'Tết Nguyên Đán',
    summary: 'Con cháu sum họp đầu năm mới, dâng hương tổ tiên và chúc Tết các cụ trong họ.',
    calendar: 'lunarYearly',
    lunar: { day: 1, month: 1, leap: false },
  },
  gioTo: {
    title: 'Giỗ Tổ',
    summary: 'Ngày giỗ cụ Thủy tổ: con cháu các chi về nhà thờ họ dâng hương, tưởng nhớ công đức tổ tiên.',
    calendar: 'lunarYearly',
    lunar: { day: 10, month: 3, leap: false },
  },
  thanhMinh: {
    title: 'Tết Thanh Minh',
    summary: 'Con cháu cùng đi tảo mộ, sửa sang phần mộ tổ tiên vào tiết Thanh Minh.',
    calendar: 'thanhMinh',
  },
};

const timeField = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, MESSAGES.timeInvalid)
  .nullable()
  .optional();

export const eventPersonRefSchema = z.object({ id: z.string(), name: z.string() });

/** One day on which something happens: an event's occurrence or a giỗ worked out from a person. */
export const eventOccurrenceSchema = z.object({
  /** `event`: an event the clan created; `gio`: a deceased person's giỗ from a public tree. */
  source: z.enum(['event', 'gio']),
  eventId: z.string().nullable(),
  slug: z.string().nullable(),
  title: z.string(),
  calendar: eventCalendarSchema,
  /** Solar day `YYYY-MM-DD` (Vietnam time). */
  date: z.string(),
  /** Last day of a multi-day solar event, else null. */
  endDate: z.string().nullable(),
  /** The lunar date of `date`. */
  lunar: eventLunarSchema,
  startTime: z.string().nullable(),
  location: z.string().nullable(),
  coverImage: z.string().nullable(),
  person: eventPersonRefSchema.nullable(),
  /** For a giỗ from a tree: the public tree the person is shown in. */
  treeId: z.string().nullable(),
  /** A death on day 30 whose month is short this year: the giỗ is kept on day 29. */
  clamped30To29: z.boolean(),
});
export type EventOccurrence = z.infer<typeof eventOccurrenceSchema>;

const eventListFields = {
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  coverImage: z.string().nullable(),
  location: z.string().nullable(),
  calendar: eventCalendarSchema,
  /** `solar`: the start day; `lunar`: its solar day; yearly: null. */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  /** `lunar` and `lunarYearly` only. */
  lunar: eventLunarSchema.nullable(),
  person: eventPersonRefSchema.nullable(),
  template: eventTemplateSchema.nullable(),
  /** The next occurrence from today (Vietnam time); null for a one-off event that is over. */
  next: eventOccurrenceSchema.nullable(),
};

export const publicEventListItemSchema = z.object(eventListFields);
export type PublicEventListItem = z.infer<typeof publicEventListItemSchema>;
/** `description`: sanitized HTML. */
export const publicEventSchema = publicEventListItemSchema.extend({ description: z.string() });
export type PublicEvent = z.infer<typeof publicEventSchema>;

export const eventListItemSchema = publicEventListItemSchema.extend({
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EventListItem = z.infer<typeof eventListItemSchema>;
export const eventSchema = eventListItemSchema.extend({ description: z.string() });
export type ClanEvent = z.infer<typeof eventSchema>;

// GET /api/public/events (limit, offset, from?) → upcoming occurrences from `from` (default today),
// events and giỗ of public trees together, soonest first, over the next year.
export const publicEventsQuery = pageQuery().extend({ from: isoDateSchema.optional() });
export type PublicEventsQuery = z.input<typeof publicEventsQuery>;
export const occurrenceListResponse = listResponse(eventOccurrenceSchema);

// GET /api/public/events-in-month?dateTime → every occurrence in that solar month (Vietnam time).
export const eventsInMonthQuery = z.object({
  dateTime: z.iso.datetime({ offset: true, error: MESSAGES.dateInvalid }).or(isoDateSchema),
});
export type EventsInMonthQuery = z.input<typeof eventsInMonthQuery>;

// GET /api/public/event/{slug}, GET /api/event/{slug}
export const eventSlugParams = z.object({ slug: z.string().trim().min(1).max(200) });
export const publicEventResponse = okResponse(publicEventSchema);

// GET /api/events (limit, offset, search?, calendar?) — the clan's events, admin view
export const listEventsQuery = pageQuery().extend({
  search: z.string().trim().max(200).optional(),
  calendar: eventCalendarSchema.optional(),
});
export type ListEventsQuery = z.input<typeof listEventsQuery>;
export const eventListResponse = listResponse(eventListItemSchema);
// GET /api/event?id, POST /api/event, PUT /api/event/{id}
export const eventResponse = okResponse(eventSchema);

// GET /api/events/anniversaries (days = 30) — every giỗ in the next days, from every tree
// (members see their own clan's deceased whatever the tree's visibility), soonest first.
export const anniversariesQuery = z.object({ days: z.coerce.number().int().min(1).max(366).default(30) });
export const anniversariesResponse = listResponse(eventOccurrenceSchema);

const eventTitleField = displayText(300, MESSAGES.eventTitleRequired);

/** The lunar date an admin picks; `year` is required for `lunar`, ignored for `lunarYearly`. */
export const eventLunarInputSchema = z.object({
  day: z.number().int().min(1).max(30),
  month: z.number().int().min(1).max(12),
  year: z.number().int().min(1900).max(2100).nullable().optional(),
  leap: z.boolean().default(false),
});

const eventFields = {
  slug: slugSchema.or(z.literal('')).optional(),
  /** Rich text HTML; sanitized by the server. */
  description: z.string().max(200_000).optional(),
  summary: optionalTextField(1000),
  coverImage: mediaUrlSchema,
  location: optionalTextField(500),
  calendar: eventCalendarSchema.optional(),
  startDate: isoDateSchema.nullable().optional(),
  endDate: isoDateSchema.nullable().optional(),
  startTime: timeField,
  endTime: timeField,
  lunar: eventLunarInputSchema.nullable().optional(),
  /** The person whose giỗ this is (`lunarYearly`). */
  personId: z.uuid().nullable().optional(),
  template: eventTemplateSchema.nullable().optional(),
};

// Which fields each calendar needs is checked by the service (it answers with field errors), so
// that a partial update can be checked against the stored row. The field errors (400):
// - `solar`: `startDate` eventStartDateRequired (or dateInvalid outside 1900–2100); `endDate`
//   eventEndBeforeStart; `endTime` eventEndBeforeStart (same day, ends before it starts);
// - `lunar`: `lunar` eventLunarRequired; `lunar.year` eventLunarYearRequired; `lunar.day`
//   lunarDateInvalid (day 30 of a 29-day month); `lunar.leap` lunarDateInvalid (no such leap month);
// - `lunarYearly`: `lunar` eventLunarRequired (a `personId` with a lunar death day fills it in);
// - `thanhMinh`: nothing.
// When `calendar` is left out on create it is the template's, else `solar`; a `lunarYearly` template
// fills `lunar` when left out. An unknown `personId` is 404 personNotFound; `personId` is kept for
// `lunarYearly` only.
export const createEventBody = z.object({ title: eventTitleField, ...eventFields });
export type CreateEventBody = z.input<typeof createEventBody>;
export const updateEventBody = z.object({
  title: eventTitleField.optional(),
  ...eventFields,
  version: versionField,
});
export type UpdateEventBody = z.input<typeof updateEventBody>;
