import {
  type ClanEvent,
  type CreateEventBody,
  createEventBody,
  EVENT_TEMPLATE_PRESETS,
  type EventCalendar,
  type EventTemplate,
  eventCalendarSchema,
  eventTemplateSchema,
  MESSAGES,
} from '@giapha/contract';
import {
  LUNAR_MAX_YEAR,
  LUNAR_MIN_YEAR,
  leapMonthOf,
  lunarMonthLength,
  type SolarDate,
  solarToLunar,
  yearCanChi,
} from '@giapha/genealogy';
import { z } from 'zod';

/**
 * The event form as its inputs hold it: dates as the pickers' `YYYY-MM-DD`, times as `HH:mm` (or
 * empty), the lunar day, month and year as the selects' texts.
 */
export const eventFormInputs = z.object({
  template: eventTemplateSchema.nullable(),
  title: z.string(),
  slug: z.string(),
  calendar: eventCalendarSchema,
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  lunarDay: z.string().nullable(),
  lunarMonth: z.string().nullable(),
  lunarYear: z.string().nullable(),
  lunarLeap: z.boolean(),
  /** The person whose giỗ this is (yearly lunar events). */
  person: z.object({ id: z.string(), name: z.string() }).nullable(),
  coverImage: z.string().nullable(),
  location: z.string(),
  summary: z.string(),
  description: z.string(),
});
export type EventFormInput = z.infer<typeof eventFormInputs>;
export type EventFormField = keyof EventFormInput;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function numberOf(text: string | null): number | null {
  if (text === null) return null;
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/** `Bính Ngọ (2026)`. */
export const yearWithCanChi = (year: number) => `${yearCanChi(year)} (${year})`;

export type LunarProblem = { field: 'lunarDay' | 'lunarLeap'; message: string };

/**
 * What is wrong with a lunar date of a given year, in words a member understands: a leap month the
 * year does not have, or day 30 of a 29-day month. Null when the date exists.
 */
export function lunarDateProblem(
  day: number,
  month: number,
  year: number,
  leap: boolean,
): LunarProblem | null {
  if (year < LUNAR_MIN_YEAR || year > LUNAR_MAX_YEAR) {
    return {
      field: 'lunarDay',
      message: `Chỉ tính được âm lịch từ năm ${LUNAR_MIN_YEAR} đến ${LUNAR_MAX_YEAR}`,
    };
  }
  const leapMonth = leapMonthOf(year);
  if (leap && leapMonth !== month) {
    return {
      field: 'lunarLeap',
      message:
        leapMonth === null
          ? `Năm ${yearWithCanChi(year)} không có tháng nhuận`
          : `Năm ${yearWithCanChi(year)} nhuận tháng ${leapMonth}, không có tháng ${month} nhuận`,
    };
  }
  const length = lunarMonthLength(year, month, leap);
  if (day > length) {
    return {
      field: 'lunarDay',
      message: `Tháng ${month}${leap ? ' nhuận' : ''} năm ${yearWithCanChi(year)} chỉ có ${length} ngày`,
    };
  }
  return null;
}

/** The lunar fields of the form as numbers (null when not chosen). */
export function lunarFieldsOf(values: Pick<EventFormInput, 'lunarDay' | 'lunarMonth' | 'lunarYear'>) {
  return {
    day: numberOf(values.lunarDay),
    month: numberOf(values.lunarMonth),
    year: numberOf(values.lunarYear),
  };
}

/** The contract's field names as the form names them (server errors and the contract's own checks). */
const FORM_FIELD_OF: Record<string, EventFormField> = {
  title: 'title',
  slug: 'slug',
  calendar: 'calendar',
  summary: 'summary',
  description: 'description',
  coverImage: 'coverImage',
  location: 'location',
  startDate: 'startDate',
  endDate: 'endDate',
  startTime: 'startTime',
  endTime: 'endTime',
  lunar: 'lunarDay',
  'lunar.day': 'lunarDay',
  'lunar.month': 'lunarMonth',
  'lunar.year': 'lunarYear',
  'lunar.leap': 'lunarLeap',
  personId: 'person',
  template: 'template',
};

export function formFieldOf(apiField: string): EventFormField | undefined {
  return FORM_FIELD_OF[apiField];
}

type Issue = { field: EventFormField; message: string };

/** The checks each kind of date needs, with the server's messages (so the page and the API agree). */
function calendarIssues(values: EventFormInput): Issue[] {
  const issues: Issue[] = [];
  const add = (field: EventFormField, message: string) => issues.push({ field, message });
  const startTime = values.startTime.trim();
  const endTime = values.endTime.trim();
  if (startTime && !TIME.test(startTime)) add('startTime', MESSAGES.timeInvalid);
  if (endTime && !TIME.test(endTime)) add('endTime', MESSAGES.timeInvalid);

  switch (values.calendar) {
    case 'solar': {
      if (!values.startDate) add('startDate', MESSAGES.eventStartDateRequired);
      else if (values.endDate && values.endDate < values.startDate)
        add('endDate', MESSAGES.eventEndBeforeStart);
      const sameDay = !values.endDate || values.endDate === values.startDate;
      if (sameDay && TIME.test(startTime) && TIME.test(endTime) && endTime < startTime) {
        add('endTime', MESSAGES.eventEndBeforeStart);
      }
      break;
    }
    case 'lunar': {
      const { day, month, year } = lunarFieldsOf(values);
      if (day === null) add('lunarDay', MESSAGES.eventLunarRequired);
      if (month === null) add('lunarMonth', MESSAGES.eventLunarRequired);
      if (year === null) add('lunarYear', MESSAGES.eventLunarYearRequired);
      if (day !== null && month !== null && year !== null) {
        const problem = lunarDateProblem(day, month, year, values.lunarLeap);
        if (problem) add(problem.field, problem.message);
      }
      break;
    }
    case 'lunarYearly': {
      const { day, month } = lunarFieldsOf(values);
      if (day === null) add('lunarDay', MESSAGES.eventLunarRequired);
      if (month === null) add('lunarMonth', MESSAGES.eventLunarRequired);
      break;
    }
    case 'thanhMinh':
      break;
  }
  return issues;
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The body the API takes for these values (only what the kind of date uses). */
export function eventBodyOf(values: EventFormInput): CreateEventBody {
  const { day, month, year } = lunarFieldsOf(values);
  const common = {
    title: values.title,
    slug: values.slug.trim(),
    calendar: values.calendar,
    template: values.template,
    summary: blankToNull(values.summary),
    location: blankToNull(values.location),
    coverImage: values.coverImage,
    description: values.description,
    startTime: blankToNull(values.startTime),
    endTime: blankToNull(values.endTime),
  };
  switch (values.calendar) {
    case 'solar':
      return {
        ...common,
        startDate: values.startDate,
        endDate: values.endDate && values.endDate !== values.startDate ? values.endDate : null,
        lunar: null,
        personId: null,
      };
    case 'lunar':
      return {
        ...common,
        startDate: null,
        endDate: null,
        lunar: day !== null && month !== null ? { day, month, year, leap: values.lunarLeap } : null,
        personId: null,
      };
    case 'lunarYearly':
      return {
        ...common,
        startDate: null,
        endDate: null,
        // A giỗ keeps to the regular month: a leap month counts as the regular one.
        lunar: day !== null && month !== null ? { day, month, year: null, leap: false } : null,
        personId: values.person?.id ?? null,
      };
    case 'thanhMinh':
      return { ...common, startDate: null, endDate: null, lunar: null, personId: null };
  }
}

/**
 * The form's schema: its inputs in, the API's body out; the kind of date's own checks first, then
 * the contract's (title, slug, lengths, image address), each under the field the admin sees.
 */
export const eventFormSchema = eventFormInputs.transform((values, ctx): CreateEventBody => {
  const issues = calendarIssues(values);
  const body = eventBodyOf(values);
  const parsed = createEventBody.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = formFieldOf(issue.path.join('.')) ?? formFieldOf(String(issue.path[0] ?? ''));
      if (field && !issues.some((known) => known.field === field))
        issues.push({ field, message: issue.message });
    }
  }
  for (const issue of issues) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  return issues.length > 0 ? z.NEVER : body;
});

export type EventFormOutput = z.output<typeof eventFormSchema>;

/** A new event: solar, nothing chosen yet; the lunar year is this one's (Vietnam time). */
export function emptyEventForm(today: SolarDate): EventFormInput {
  return {
    template: null,
    title: '',
    slug: '',
    calendar: 'solar',
    startDate: null,
    endDate: null,
    startTime: '',
    endTime: '',
    lunarDay: null,
    lunarMonth: null,
    lunarYear: String(solarToLunar(today).year),
    lunarLeap: false,
    person: null,
    coverImage: null,
    location: '',
    summary: '',
    description: '',
  };
}

/** A new event started from a template: its title, summary, kind of date and lunar day. */
export function templateForm(template: EventTemplate, today: SolarDate): EventFormInput {
  const preset = EVENT_TEMPLATE_PRESETS[template];
  return {
    ...emptyEventForm(today),
    template,
    title: preset.title,
    summary: preset.summary,
    calendar: preset.calendar,
    lunarDay: preset.lunar ? String(preset.lunar.day) : null,
    lunarMonth: preset.lunar ? String(preset.lunar.month) : null,
    lunarLeap: false,
  };
}

/** A stored event in the form. */
export function eventFormValues(event: ClanEvent, today: SolarDate): EventFormInput {
  const empty = emptyEventForm(today);
  const solarKind = event.calendar === 'solar';
  return {
    template: event.template,
    title: event.title,
    slug: event.slug,
    calendar: event.calendar,
    startDate: solarKind ? event.startDate : null,
    endDate: solarKind ? event.endDate : null,
    startTime: event.startTime ?? '',
    endTime: event.endTime ?? '',
    lunarDay: event.lunar ? String(event.lunar.day) : null,
    lunarMonth: event.lunar ? String(event.lunar.month) : null,
    lunarYear: event.lunar?.year != null ? String(event.lunar.year) : empty.lunarYear,
    lunarLeap: event.calendar === 'lunar' ? (event.lunar?.leap ?? false) : false,
    person: event.person,
    coverImage: event.coverImage,
    location: event.location ?? '',
    summary: event.summary ?? '',
    description: event.description,
  };
}

/** Which kind of date a template is for, to tell the admin. */
export function calendarOfTemplate(template: EventTemplate): EventCalendar {
  return EVENT_TEMPLATE_PRESETS[template].calendar;
}
