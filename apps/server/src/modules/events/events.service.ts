import {
  type anniversariesQuery,
  type createEventBody,
  EVENT_TEMPLATE_PRESETS,
  type EventCalendar,
  type EventOccurrence,
  type EventTemplate,
  type eventsInMonthQuery,
  type FieldError,
  type listEventsQuery,
  MESSAGES,
  type publicEventsQuery,
  type updateEventBody,
} from '@giapha/contract';
import {
  addSolarDays,
  compareSolarDates,
  deathAnniversaryOf,
  formatIsoDay,
  isLunarConvertible,
  isValidLunarDate,
  leapMonthOf,
  lunarToSolar,
  parseIsoDay,
  type SolarDate,
  solarMonthRange,
  vietnamDayOf,
  vietnamToday,
} from '@giapha/genealogy';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, fieldConflict, found, translateUniqueViolation } from '../../lib/errors.ts';
import { checkImageSources } from '../../lib/image-sources.ts';
import type { ActorContext, ClanContext } from '../../lib/request-context.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import { slugRules, slugScopeOf } from '../../lib/slugs.ts';
import { diffPatch, writesAnything } from '../audit/audit-diff.ts';
import { recordAction } from '../audit/audit-trail.ts';
import type { ClanRow } from '../clans/clans.repo.ts';
import { personsRepo } from '../persons/persons.repo.ts';
import { toEventDto, toEventListItemDto, toPublicEventDto } from './events.dto.ts';
import {
  type CalendarEventRow,
  type DayRange,
  eventOccurrences,
  gioOccurrences,
  sortOccurrences,
} from './events.occurrences.ts';
import { type EventPatch, type EventRow, eventsRepo, type NewEvent } from './events.repo.ts';

/** A blank slug is made from the title; this when the title has no letter or digit to make it from. */
const FALLBACK_SLUG = 'su-kien';
/** How far ahead the public list of upcoming days looks. */
const UPCOMING_DAYS = 365;

type CreateEventInput = z.output<typeof createEventBody>;
type UpdateEventInput = z.output<typeof updateEventBody>;

interface LunarInput {
  day: number;
  month: number;
  year: number | null;
  leap: boolean;
}

/** An event's date fields as they will be, before they are checked against its calendar. */
interface DateState {
  calendar: EventCalendar;
  startDate: string | null;
  endDate: string | null;
  startTime: string | null;
  endTime: string | null;
  lunar: LunarInput | null;
  personId: string | null;
}

type DateColumns = Pick<
  NewEvent,
  | 'calendar'
  | 'startDate'
  | 'endDate'
  | 'startTime'
  | 'endTime'
  | 'lunarDay'
  | 'lunarMonth'
  | 'lunarYear'
  | 'lunarLeap'
  | 'personId'
>;

const DATE_COLUMNS = [
  'calendar',
  'startDate',
  'endDate',
  'startTime',
  'endTime',
  'lunarDay',
  'lunarMonth',
  'lunarYear',
  'lunarLeap',
  'personId',
] as const satisfies readonly (keyof DateColumns)[];

const slugTaken = () => fieldConflict('slug', MESSAGES.eventSlugTaken);

/** A unique-slug hit from a concurrent write, said as the slug error; anything else as it is. */
const translateUnique = (error: unknown) =>
  translateUniqueViolation(error, { events_clan_slug_key: slugTaken });

const slugs = slugRules(FALLBACK_SLUG, slugTaken, (db: DbOrTx, clanId: string, exceptId?: string) =>
  slugScopeOf(eventsRepo(db, clanId), exceptId),
);

function lunarOfRow(row: EventRow): LunarInput | null {
  if (row.lunarDay === null || row.lunarMonth === null) return null;
  return { day: row.lunarDay, month: row.lunarMonth, year: row.lunarYear, leap: row.lunarLeap };
}

function lunarOfInput(
  input: { day: number; month: number; year?: number | null | undefined; leap: boolean } | null | undefined,
): LunarInput | null | undefined {
  if (input === undefined || input === null) return input;
  return { day: input.day, month: input.month, year: input.year ?? null, leap: input.leap };
}

/** A solar day the lunar calendar can name (1900 to 2100): every stored day must be one. */
function storableDay(text: string): SolarDate | undefined {
  const day = parseIsoDay(text);
  return day && isLunarConvertible(day) ? day : undefined;
}

/**
 * Checks the date fields against the calendar and gives the columns to store, or the field errors:
 * a solar event needs its first day (and ends no earlier), a lunar one-off a lunar date with its year
 * that exists, a yearly lunar event a lunar day and month; Thanh Minh needs nothing.
 */
export function settleDates(state: DateState): { columns: DateColumns; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const columns: DateColumns = {
    calendar: state.calendar,
    startDate: null,
    endDate: null,
    startTime: state.startTime,
    endTime: state.endTime,
    lunarDay: null,
    lunarMonth: null,
    lunarYear: null,
    lunarLeap: false,
    personId: null,
  };
  const endsBeforeItStarts = () =>
    state.startTime !== null && state.endTime !== null && state.endTime < state.startTime;

  switch (state.calendar) {
    case 'solar': {
      if (state.startDate === null) {
        errors.push({ field: 'startDate', message: MESSAGES.eventStartDateRequired });
        break;
      }
      const start = storableDay(state.startDate);
      if (!start) errors.push({ field: 'startDate', message: MESSAGES.dateInvalid });
      const end = state.endDate === null ? undefined : storableDay(state.endDate);
      if (state.endDate !== null && !end) errors.push({ field: 'endDate', message: MESSAGES.dateInvalid });
      if (start && end && compareSolarDates(end, start) < 0) {
        errors.push({ field: 'endDate', message: MESSAGES.eventEndBeforeStart });
      }
      const sameDay = !end || (start !== undefined && compareSolarDates(end, start) === 0);
      if (sameDay && endsBeforeItStarts()) {
        errors.push({ field: 'endTime', message: MESSAGES.eventEndBeforeStart });
      }
      columns.startDate = state.startDate;
      // A last day equal to the first is a one-day event.
      columns.endDate = end && start && compareSolarDates(end, start) > 0 ? state.endDate : null;
      break;
    }
    case 'lunar': {
      const lunar = state.lunar;
      if (!lunar) {
        errors.push({ field: 'lunar', message: MESSAGES.eventLunarRequired });
        break;
      }
      if (lunar.year === null) {
        errors.push({ field: 'lunar.year', message: MESSAGES.eventLunarYearRequired });
        break;
      }
      const date = { year: lunar.year, month: lunar.month, day: lunar.day, leap: lunar.leap };
      if (!isValidLunarDate(date)) {
        // The month itself is missing (no such leap month that year), or it is short of day 30.
        const noSuchMonth = lunar.leap && leapMonthOf(lunar.year) !== lunar.month;
        errors.push({ field: noSuchMonth ? 'lunar.leap' : 'lunar.day', message: MESSAGES.lunarDateInvalid });
        break;
      }
      if (endsBeforeItStarts()) errors.push({ field: 'endTime', message: MESSAGES.eventEndBeforeStart });
      columns.startDate = formatIsoDay(lunarToSolar(date));
      Object.assign(columns, {
        lunarDay: lunar.day,
        lunarMonth: lunar.month,
        lunarYear: lunar.year,
        lunarLeap: lunar.leap,
      });
      break;
    }
    case 'lunarYearly': {
      if (!state.lunar) {
        errors.push({ field: 'lunar', message: MESSAGES.eventLunarRequired });
        break;
      }
      if (endsBeforeItStarts()) errors.push({ field: 'endTime', message: MESSAGES.eventEndBeforeStart });
      // Yearly: no year; day 30 and a leap month are placed each year by the giỗ rule.
      Object.assign(columns, {
        lunarDay: state.lunar.day,
        lunarMonth: state.lunar.month,
        lunarLeap: state.lunar.leap,
        personId: state.personId,
      });
      break;
    }
    case 'thanhMinh':
      if (endsBeforeItStarts()) errors.push({ field: 'endTime', message: MESSAGES.eventEndBeforeStart });
      break;
  }
  return { columns, errors };
}

/** The yearly lunar date of a template, when it has one. */
function templateLunar(template: EventTemplate | null | undefined): LunarInput | null {
  const preset = template ? EVENT_TEMPLATE_PRESETS[template] : undefined;
  return preset?.lunar ? { ...preset.lunar, year: null } : null;
}

/** The person a giỗ event is of (404 when not the clan's), and their lunar day of death if recorded. */
async function findPerson(db: DbOrTx, clanId: string, personId: string): Promise<LunarInput | null> {
  const person = found(await personsRepo(db, clanId).findById(personId), MESSAGES.personNotFound);
  // A giỗ falls on a known lunar day and month of death, never on an approximate one.
  const gio = deathAnniversaryOf(person.death);
  return gio ? { ...gio, year: null } : null;
}

/**
 * Writes a new event by the rules of the API: the calendar (else the template's, else solar) and its
 * dates checked, a yearly lunar date taken from the person's death or the template when left out,
 * slug made from the title when blank, description sanitized. Shared by the API and the demo seed.
 */
export async function insertEvent(
  db: DbOrTx,
  clanId: string,
  authorId: string | null,
  input: CreateEventInput,
): Promise<EventRow> {
  checkImageSources(clanId, { coverImage: input.coverImage });
  const calendar =
    input.calendar ?? (input.template ? EVENT_TEMPLATE_PRESETS[input.template].calendar : 'solar');
  let lunar = lunarOfInput(input.lunar) ?? null;
  if (input.personId) {
    const deathLunar = await findPerson(db, clanId, input.personId);
    if (!lunar && calendar === 'lunarYearly') lunar = deathLunar;
  }
  if (!lunar && calendar === 'lunarYearly') lunar = templateLunar(input.template);
  const { columns, errors } = settleDates({
    calendar,
    startDate: input.startDate ?? null,
    endDate: input.endDate ?? null,
    startTime: input.startTime ?? null,
    endTime: input.endTime ?? null,
    lunar,
    personId: input.personId ?? null,
  });
  if (errors.length > 0) throw badRequest(MESSAGES.invalidInput, errors);

  const slug = await slugs.forNew(db, clanId, input.slug, input.title);
  return eventsRepo(db, clanId).insert({
    ...columns,
    slug,
    title: input.title,
    summary: input.summary ?? null,
    description: sanitizeRichText(input.description ?? '', clanId),
    coverImage: input.coverImage ?? null,
    location: input.location ?? null,
    template: input.template ?? null,
    createdBy: authorId,
  });
}

/** The day a month is asked for by (`2027-02-01` or an instant, whose month is Vietnam's). */
function dayOfQuery(dateTime: string): SolarDate {
  const day = parseIsoDay(dateTime) ?? vietnamDayOf(new Date(dateTime));
  if (!Number.isFinite(day.year)) {
    throw badRequest(MESSAGES.invalidInput, [{ field: 'dateTime', message: MESSAGES.dateInvalid }]);
  }
  return day;
}

/** Giỗ events of the clan's own: a person's, and Giỗ Tổ. */
function isGioEvent(row: CalendarEventRow & { template: EventTemplate | null }): boolean {
  return row.calendar === 'lunarYearly' && (row.person !== null || row.template === 'gioTo');
}

/**
 * Events of a clan: admins write them, members read them, visitors see them and the giỗ of the
 * deceased of public trees, day by day, in the solar and lunar calendars.
 */
export class EventsService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private today(): SolarDate {
    return vietnamToday(this.now());
  }

  private async detail(db: DbOrTx, clan: ClanRow, id: string) {
    const row = found(await eventsRepo(db, clan.id).findDetailById(id), MESSAGES.eventNotFound);
    return row;
  }

  /**
   * Every day within `range`: the events', and the giỗ of the deceased — of public trees, as visitors
   * see them (`publicOnly`), or of the whole clan for its members.
   */
  private async occurrences(
    clan: ClanRow,
    range: DayRange,
    { publicOnly, gioOnly }: { publicOnly: boolean; gioOnly: boolean },
  ): Promise<EventOccurrence[]> {
    const repo = eventsRepo(this.db, clan.id);
    const rows = await repo.listForRange(formatIsoDay(range.from), formatIsoDay(range.to));
    const persons = await repo.gioPersons(publicOnly);
    const list = [
      ...rows.filter((row) => !gioOnly || isGioEvent(row)).flatMap((row) => eventOccurrences(row, range)),
      ...persons.flatMap((person) => gioOccurrences(person, range)),
    ];
    return sortOccurrences(list);
  }

  /**
   * The days within `range` a calendar feed or a reminder shows (issue 24): the giỗ of the deceased — of
   * public trees for `audience: 'public'`, of the whole clan for members — only of `personIds` when given,
   * and the clan's events when `events` is set (a giỗ event of a person outside `personIds` stays out).
   */
  async calendarDays(
    { clan }: ClanContext,
    range: DayRange,
    options: { audience: 'public' | 'members'; personIds: ReadonlySet<string> | null; events: boolean },
  ): Promise<EventOccurrence[]> {
    const { personIds } = options;
    const all = await this.occurrences(clan, range, {
      publicOnly: options.audience === 'public',
      gioOnly: false,
    });
    return all.filter((day) => {
      if (day.source === 'event' && !options.events) return false;
      if (personIds === null) return true;
      if (day.person) return personIds.has(day.person.id);
      return day.source === 'event';
    });
  }

  async list({ clan }: ClanContext, query: z.output<typeof listEventsQuery>) {
    const { rows, total } = await eventsRepo(this.db, clan.id).list(query);
    const today = this.today();
    return { data: rows.map((row) => toEventListItemDto(row, today)), total };
  }

  async get({ clan }: ClanContext, id: string) {
    return toEventDto(await this.detail(this.db, clan, id), this.today());
  }

  async getBySlug({ clan }: ClanContext, slug: string) {
    const row = found(await eventsRepo(this.db, clan.id).findDetailBySlug(slug), MESSAGES.eventNotFound);
    return toEventDto(row, this.today());
  }

  /** An event for visitors; an unknown slug is the public "Not Found". */
  async getPublic({ clan }: ClanContext, slug: string) {
    const row = found(await eventsRepo(this.db, clan.id).findDetailBySlug(slug));
    return toPublicEventDto(row, this.today());
  }

  /** Every day in the solar month of `dateTime` (Vietnam time), for visitors. */
  async inMonth({ clan }: ClanContext, query: z.output<typeof eventsInMonthQuery>) {
    const day = dayOfQuery(query.dateTime);
    const { first, last } = solarMonthRange(day.year, day.month);
    const data = await this.occurrences(
      clan,
      { from: first, to: last },
      { publicOnly: true, gioOnly: false },
    );
    return { data, total: data.length };
  }

  /** Upcoming days for visitors: from `from` (today in Vietnam) over the next year, soonest first. */
  async upcomingPublic({ clan }: ClanContext, query: z.output<typeof publicEventsQuery>) {
    const from = query.from === undefined ? this.today() : parseIsoDay(query.from);
    if (!from) throw badRequest(MESSAGES.invalidInput, [{ field: 'from', message: MESSAGES.dateInvalid }]);
    const range = { from, to: addSolarDays(from, UPCOMING_DAYS - 1) };
    const all = await this.occurrences(clan, range, { publicOnly: true, gioOnly: false });
    return { data: all.slice(query.offset, query.offset + query.limit), total: all.length };
  }

  /**
   * The giỗ of the next `days` days for the clan's members: every deceased person of the clan with a
   * lunar day of death, whatever their tree's visibility, and the clan's giỗ events.
   */
  async anniversaries({ clan }: ClanContext, query: z.output<typeof anniversariesQuery>) {
    const from = this.today();
    const range = { from, to: addSolarDays(from, query.days - 1) };
    const data = await this.occurrences(clan, range, { publicOnly: false, gioOnly: true });
    return { data, total: data.length };
  }

  async create({ actor, clan }: ActorContext, input: CreateEventInput) {
    try {
      return await this.db.transaction(async (tx) => {
        const row = await insertEvent(tx, clan.id, actor.id, input);
        await recordAction(tx, { actor, clan }, 'event.create', {
          id: row.id,
          name: row.title,
          detail: { title: row.title, slug: row.slug, calendar: row.calendar },
        });
        return toEventDto(await this.detail(tx, clan, row.id), this.today());
      });
    } catch (error) {
      throw translateUnique(error);
    }
  }

  /**
   * Changes the fields sent; the dates are checked again as the merged row will be (a partial update
   * cannot leave a solar event without its day, or a lunar one on a day that does not exist).
   */
  async update({ actor, clan }: ActorContext, id: string, input: UpdateEventInput) {
    const {
      version,
      slug,
      description,
      calendar,
      startDate,
      endDate,
      startTime,
      endTime,
      personId,
      ...fields
    } = input;
    checkImageSources(clan.id, { coverImage: fields.coverImage });
    try {
      return await this.db.transaction(async (tx) => {
        const current = found(await eventsRepo(tx, clan.id).findByIdForUpdate(id), MESSAGES.eventNotFound);
        if (version !== undefined && version !== current.version) throw conflict();

        const nextCalendar = calendar ?? current.calendar;
        let lunar = input.lunar === undefined ? lunarOfRow(current) : (lunarOfInput(input.lunar) ?? null);
        if (personId) {
          const deathLunar = await findPerson(tx, clan.id, personId);
          // Another person's giỗ follows their day of death, unless a lunar date is sent with them.
          const follows = !lunar || (personId !== current.personId && input.lunar === undefined);
          if (deathLunar && follows && nextCalendar === 'lunarYearly') lunar = deathLunar;
        }
        const { columns, errors } = settleDates({
          calendar: nextCalendar,
          startDate: startDate === undefined ? current.startDate : startDate,
          endDate: endDate === undefined ? current.endDate : endDate,
          startTime: startTime === undefined ? current.startTime : startTime,
          endTime: endTime === undefined ? current.endTime : endTime,
          lunar,
          personId: personId === undefined ? current.personId : personId,
        });
        if (errors.length > 0) throw badRequest(MESSAGES.invalidInput, errors);

        const { lunar: _lunar, ...plain } = fields;
        const patch: EventPatch = { ...plain };
        if (description !== undefined) patch.description = sanitizeRichText(description, clan.id);
        const nextSlug = await slugs.forEdit(tx, clan.id, current, slug, fields.title ?? current.title);
        if (nextSlug) patch.slug = nextSlug;
        // Only the date columns that change, so the audit names what the admin changed.
        for (const key of DATE_COLUMNS) {
          if (columns[key] !== current[key]) Object.assign(patch, { [key]: columns[key] });
        }

        if (writesAnything(patch)) {
          if (!(await eventsRepo(tx, clan.id).update(current, patch, version))) throw conflict();
          await recordAction(tx, { actor, clan }, 'event.update', {
            id,
            name: patch.title ?? current.title,
            detail: { changes: diffPatch(current, patch, { longText: ['description'] }) },
          });
        }
        return toEventDto(await this.detail(tx, clan, id), this.today());
      });
    } catch (error) {
      throw translateUnique(error);
    }
  }

  async remove({ actor, clan }: ActorContext, id: string) {
    await this.db.transaction(async (tx) => {
      const current = found(await eventsRepo(tx, clan.id).findByIdForUpdate(id), MESSAGES.eventNotFound);
      await eventsRepo(tx, clan.id).delete(id);
      await recordAction(tx, { actor, clan }, 'event.delete', {
        id,
        name: current.title,
        detail: { title: current.title, slug: current.slug },
      });
    });
  }
}
