import { createHash } from 'node:crypto';
import {
  CALENDAR_FEED_YEARS,
  type EventLunar,
  type EventOccurrence,
  MESSAGES,
  type MemberCalendar,
} from '@giapha/contract';
import {
  addSolarDays,
  formatIsoDay,
  type SolarDate,
  slugify,
  vietnamToday,
  yearCanChi,
} from '@giapha/genealogy';
import type { AppConfig } from '../../config.ts';
import { branchPersonIds, followedPersonIds } from '../../db/branch-membership.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { type IcsEvent, morningAlarmTrigger, writeCalendar } from '../../lib/icalendar.ts';
import type { ActorContext, ClanContext } from '../../lib/request-context.ts';
import { isSignedKey, signedKey } from '../../lib/signed-keys.ts';
import { type ClanSite, clanSite } from '../../lib/site-url.ts';
import type { ClanRow } from '../clans/clans.repo.ts';
import type { DayRange } from '../events/events.occurrences.ts';
import { EventsService } from '../events/events.service.ts';
import { calendarRepo } from './calendar.repo.ts';

/** How often calendar apps are asked to fetch a feed again. */
const REFRESH_INTERVAL = 'PT6H';
/** How far ahead a single giỗ is looked for: more than the longest lunar year (385 days). */
const NEXT_GIO_DAYS = 400;
/** The alarm a single giỗ file carries: 08:00 the day before. */
const SINGLE_GIO_ALARM_DAYS = 1;

/** One `.ics` answer: its text, the name it is saved under, and an ETag of the text. */
export interface IcsFile {
  fileName: string;
  body: string;
  etag: string;
}

/**
 * A feed, ready to be written: what its text is built from beyond the clan's data (the day it starts, the
 * request's options) is fixed here, so a text stored for one data version and day is the same text.
 */
export interface IcsFeed {
  fileName: string;
  /**
   * What decides its text besides the clan's data, the day and the options: feeds with the same key are
   * the same text (every member who follows nothing shares one), so one stored answer serves them all.
   */
  key: string;
  /** The Vietnam day (yyyy-mm-dd) the feed starts on. */
  day: string;
  write: () => Promise<string>;
}

/** Options of a feed request: `alarm` days before each day, else no alarm. */
export interface FeedOptions {
  alarm?: number | undefined;
}

type CalendarConfig = Pick<AppConfig, 'publicUrl' | 'jwtSecret'>;

function lunarDayMonth(lunar: EventLunar): string {
  return `${lunar.day}/${lunar.month}${lunar.leap ? ' nhuận' : ''}`;
}

function lunarWords(lunar: EventLunar): string {
  const year = lunar.year === null ? '' : ` năm ${yearCanChi(lunar.year)}`;
  return `ngày ${lunar.day} tháng ${lunar.month}${lunar.leap ? ' nhuận' : ''}${year}`;
}

/** "Giỗ cụ Nguyễn Văn A — 10/3 âm lịch"; an event of the lunar calendar names its lunar day too. */
export function occurrenceSummary(day: EventOccurrence): string {
  if (day.source === 'gio' && day.person) {
    return `Giỗ cụ ${day.person.name} — ${lunarDayMonth(day.lunar)} âm lịch`;
  }
  const lunarCalendar = day.calendar === 'lunar' || day.calendar === 'lunarYearly';
  return lunarCalendar ? `${day.title} — ${lunarDayMonth(day.lunar)} âm lịch` : day.title;
}

/** Midnight (UTC) of a Vietnam day: every feed written that day is the same text. */
function stampOf(day: SolarDate): Date {
  return new Date(Date.UTC(day.year, day.month - 1, day.day));
}

/** The same day `years` later (29 February → 28 February). */
function yearsLater(day: SolarDate, years: number): SolarDate {
  const later = { year: day.year + years, month: day.month, day: day.day };
  if (later.month === 2 && later.day === 29) later.day = 28;
  return later;
}

function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * Calendar feeds (issue 24): the clan's giỗ and events as iCalendar, for visitors (the clan's and a
 * branch's feeds: public trees only), for one member (their private address, what they follow) and one
 * giỗ at a time ("Thêm vào lịch"). The days come from `EventsService.calendarDays`, on the Vietnamese
 * lunar calendar.
 */
export class CalendarService {
  private readonly events: EventsService;

  constructor(
    private readonly db: Db,
    private readonly config: CalendarConfig,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.events = new EventsService(db, now);
  }

  /** From `today` to the same day five years on. */
  private feedRange(today: SolarDate): DayRange {
    return { from: today, to: addSolarDays(yearsLater(today, CALENDAR_FEED_YEARS), -1) };
  }

  /** A feed starting today (Vietnam time), its days read when it is written. */
  private feed(
    clan: ClanRow,
    { key, name, fileName }: { key: string; name: string; fileName: string },
    daysIn: (range: DayRange) => Promise<readonly EventOccurrence[]>,
    options: FeedOptions,
  ): IcsFeed {
    const today = vietnamToday(this.now());
    return {
      fileName,
      key,
      day: formatIsoDay(today),
      write: async () => this.text(clan, name, today, await daysIn(this.feedRange(today)), options),
    };
  }

  private site(clan: ClanRow): ClanSite {
    return clanSite(this.config, clan.domain);
  }

  private icsEvent(site: ClanSite, day: EventOccurrence, options: FeedOptions & { uidSuffix?: string }) {
    const host = new URL(site.origin).hostname;
    const key =
      day.source === 'gio' && day.person
        ? `gio-${day.person.id}-${day.lunar.year}`
        : `event-${day.eventId ?? 'none'}-${day.date}`;
    const summary = occurrenceSummary(day);
    const url =
      day.source === 'gio' && day.person
        ? site.url(`/persons/${day.person.id}`)
        : day.slug
          ? site.url(`/events/${day.slug}`)
          : null;
    const lines = [`Âm lịch: ${lunarWords(day.lunar)}.`];
    if (day.clamped30To29) lines.push('Tháng này chỉ có 29 ngày nên giỗ ngày 30 được làm vào ngày 29.');
    if (day.startTime) lines.push(`Giờ bắt đầu: ${day.startTime}.`);
    if (url) lines.push(day.source === 'gio' ? `Trang của cụ: ${url}` : `Chi tiết: ${url}`);
    const event: IcsEvent = {
      uid: `${key}${options.uidSuffix ?? ''}@${host}`,
      date: day.date,
      lastDate: day.endDate,
      summary,
      description: lines.join('\n'),
      location: day.location,
      url,
      alarm:
        options.alarm === undefined
          ? null
          : { trigger: morningAlarmTrigger(options.alarm), description: summary },
    };
    return event;
  }

  private text(
    clan: ClanRow,
    name: string,
    today: SolarDate,
    days: readonly EventOccurrence[],
    options: FeedOptions & { uidSuffix?: string },
  ): string {
    const site = this.site(clan);
    return writeCalendar({
      name,
      description: `Ngày giỗ tính theo âm lịch Việt Nam — ${site.url('/events')}`,
      stamp: stampOf(today),
      refreshInterval: REFRESH_INTERVAL,
      events: days.map((day) => this.icsEvent(site, day, options)),
    });
  }

  /** The clan's public feed: giỗ of the deceased on public trees (who did not opt out) and the clan's events. */
  publicFeed(context: ClanContext, options: FeedOptions): IcsFeed {
    const { clan } = context;
    return this.feed(
      clan,
      { key: 'public', name: `Lịch giỗ ${clan.clanName}`, fileName: `lich-gio-${clan.domain}.ics` },
      (range) =>
        this.events.calendarDays(context, range, { audience: 'public', personIds: null, events: true }),
      options,
    );
  }

  /** The key of a member's private address, as it is now. */
  private memberKey(clanId: string, userId: string, calendarKey: number): string {
    return signedKey(this.config.jwtSecret, 'calendar-feed', [clanId, userId, calendarKey]);
  }

  /**
   * A member's private feed: every giỗ of the clan they follow (everyone when they follow nothing), and the
   * clan's events unless they turned them off. A wrong or retired key, or a member no longer active: 404.
   */
  async memberFeed(
    context: ClanContext,
    userId: string,
    key: string,
    options: FeedOptions,
  ): Promise<IcsFeed> {
    const { clan } = context;
    const member = await calendarRepo(this.db, clan.id).feedMember(userId);
    const valid =
      member?.active === true &&
      isSignedKey(this.config.jwtSecret, 'calendar-feed', [clan.id, userId, member.calendarKey], key);
    if (!member || !valid) throw notFound(MESSAGES.calendarFeedNotFound);
    // Who they follow is worked out when the text is written, not on every poll of a stored text.
    const daysIn = async (range: DayRange) => {
      const personIds = await followedPersonIds(this.db, clan.id, userId);
      const days = await this.events.calendarDays(context, range, {
        audience: 'members',
        personIds,
        events: true,
      });
      // A person's own giỗ event is a giỗ: it stays when the member turned the clan's events off.
      return member.includeEvents ? days : days.filter((day) => day.person !== null);
    };
    const events = member.includeEvents ? 'events' : 'no-events';
    return this.feed(
      clan,
      {
        key: member.follows ? `member:${userId}:${events}` : `members:${events}`,
        name: `Lịch giỗ ${clan.clanName} (riêng)`,
        fileName: `lich-gio-rieng-${clan.domain}.ics`,
      },
      daysIn,
      options,
    );
  }

  /** A branch's feed: the giỗ of its persons shown on public trees. Unknown branch or private tree: 404. */
  async branchFeed(context: ClanContext, branchId: string, options: FeedOptions): Promise<IcsFeed> {
    const { clan } = context;
    const branch = await calendarRepo(this.db, clan.id).branch(branchId);
    if (!branch?.treeIsPublic) throw notFound(MESSAGES.branchNotFound);
    const daysIn = async (range: DayRange) => {
      const personIds = await branchPersonIds(this.db, clan.id, branch);
      const days = await this.events.calendarDays(context, range, {
        audience: 'public',
        personIds,
        events: true,
      });
      return days.filter((day) => day.person !== null);
    };
    return this.feed(
      clan,
      {
        key: `branch:${branch.id}`,
        name: `Lịch giỗ ${branch.name} — ${clan.clanName}`,
        fileName: `lich-gio-${slugify(branch.name, 60) || 'chi'}.ics`,
      },
      daysIn,
      options,
    );
  }

  /**
   * The next giỗ of one person as a single-event file, with an alarm the morning before: of a person on a
   * public tree for `public`, of any person of the clan for members. No giỗ to show: 404.
   */
  async personGio(context: ClanContext, personId: string, audience: 'public' | 'members'): Promise<IcsFile> {
    const { clan } = context;
    const from = vietnamToday(this.now());
    const days = await this.events.calendarDays(
      context,
      { from, to: addSolarDays(from, NEXT_GIO_DAYS) },
      { audience, personIds: new Set([personId]), events: true },
    );
    const next = days.find((day) => day.person?.id === personId);
    if (!next?.person) throw notFound(MESSAGES.gioNotFound);
    const body = this.text(clan, `Giỗ cụ ${next.person.name}`, from, [next], {
      alarm: SINGLE_GIO_ALARM_DAYS,
      uidSuffix: '-file',
    });
    return { fileName: `gio-${slugify(next.person.name, 60) || 'nguoi-mat'}.ics`, body, etag: etagOf(body) };
  }

  private addresses(clan: ClanRow, userId: string, calendarKey: number): MemberCalendar {
    const key = this.memberKey(clan.id, userId, calendarKey);
    const url = this.site(clan).url(`/api/public/calendar/member/${userId}/${key}/calendar.ics`);
    return { url, webcalUrl: url.replace(/^https?:\/\//, 'webcal://') };
  }

  /** The signed-in member's private feed address. */
  async myCalendar({ clan, actor }: ActorContext): Promise<MemberCalendar> {
    const member = await calendarRepo(this.db, clan.id).feedMember(actor.id);
    return this.addresses(clan, actor.id, member?.calendarKey ?? 0);
  }

  /** A new private address: the key counts up, so the old address no longer opens. */
  async resetMyCalendar({ clan, actor }: ActorContext): Promise<MemberCalendar> {
    const calendarKey = await calendarRepo(this.db, clan.id).nextCalendarKey(actor.id);
    return this.addresses(clan, actor.id, calendarKey);
  }
}
