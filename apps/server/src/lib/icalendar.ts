// A small RFC 5545 (iCalendar) writer for the calendar feeds (issue 24): all-day events in one
// VCALENDAR, as Google Calendar and Apple Calendar subscribe to them. Lines end in CRLF, are folded at
// 75 octets without splitting a UTF-8 character, and TEXT values are escaped (\\ \; \, \n).

/** A reminder the calendar app shows: `trigger` is an RFC 5545 duration from the day's start (`-PT16H`). */
export interface IcsAlarm {
  trigger: string;
  description: string;
}

/** One all-day event. */
export interface IcsEvent {
  /** Stable across requests: the same occurrence keeps its UID, so apps update instead of duplicating. */
  uid: string;
  /** First day, `YYYY-MM-DD`. */
  date: string;
  /** Last day (`YYYY-MM-DD`) of an event lasting several days; the first day when absent. */
  lastDate?: string | null;
  summary: string;
  description?: string | null;
  location?: string | null;
  url?: string | null;
  alarm?: IcsAlarm | null;
}

export interface IcsCalendar {
  /** X-WR-CALNAME: the calendar's name in the app. */
  name: string;
  description?: string | null;
  /** DTSTAMP of every event: when the feed was made. */
  stamp: Date;
  /** How often apps should fetch it again (RFC 7986 REFRESH-INTERVAL and X-PUBLISHED-TTL), e.g. `PT6H`. */
  refreshInterval?: string;
  events: readonly IcsEvent[];
}

const PRODID = '-//Gia Pha Dong Ho//Lich gio//VI';
const LINE_OCTETS = 75;
const CRLF = '\r\n';

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks escaped; control characters dropped. */
export function icsText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\n/g, '\\n')
  );
}

/**
 * One content line folded (RFC 5545 §3.1): at most 75 octets a line, each continuation starting with a
 * space, breaking only between characters so a Vietnamese letter's UTF-8 bytes stay on one line.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** `2027-02-06` → `20270206`. */
function icsDate(isoDay: string): string {
  return isoDay.replaceAll('-', '');
}

/** The day after an ISO day (DTEND of an all-day event is exclusive). */
function nextIsoDay(isoDay: string): string {
  const next = new Date(`${isoDay}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** An instant in UTC: `20261128T000000Z`. */
export function icsInstant(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

function eventLines(event: IcsEvent, stamp: string): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${icsText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${icsDate(event.date)}`,
    `DTEND;VALUE=DATE:${icsDate(nextIsoDay(event.lastDate ?? event.date))}`,
    `SUMMARY:${icsText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${icsText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${icsText(event.location)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  lines.push('TRANSP:TRANSPARENT');
  if (event.alarm) {
    lines.push(
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${icsText(event.alarm.description)}`,
      `TRIGGER:${event.alarm.trigger}`,
      'END:VALARM',
    );
  }
  lines.push('END:VEVENT');
  return lines;
}

/** The whole iCalendar text of `calendar`, CRLF line ends included. */
export function writeCalendar(calendar: IcsCalendar): string {
  const stamp = icsInstant(calendar.stamp);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(calendar.name)}`,
    'X-WR-TIMEZONE:Asia/Ho_Chi_Minh',
  ];
  if (calendar.description) lines.push(`X-WR-CALDESC:${icsText(calendar.description)}`);
  if (calendar.refreshInterval) {
    lines.push(
      `REFRESH-INTERVAL;VALUE=DURATION:${calendar.refreshInterval}`,
      `X-PUBLISHED-TTL:${calendar.refreshInterval}`,
    );
  }
  for (const event of calendar.events) lines.push(...eventLines(event, stamp));
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/**
 * The trigger of an alarm at 08:00 (the day's local time) `daysBefore` days before an all-day event:
 * `PT8H` on the day, `-PT16H` the day before, `-P1DT16H` two days before.
 */
export function morningAlarmTrigger(daysBefore: number): string {
  if (daysBefore <= 0) return 'PT8H';
  const days = daysBefore - 1;
  return days === 0 ? '-PT16H' : `-P${days}DT16H`;
}
