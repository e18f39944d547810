import ICAL from 'ical.js';
import { expect } from 'vitest';

/** One VEVENT as a real iCalendar parser (ical.js) reads it. */
export interface ParsedEvent {
  uid: string;
  summary: string;
  description: string | null;
  url: string | null;
  /** `YYYY-MM-DD` of DTSTART; `allDay` when it is a DATE value. */
  start: string;
  /** `YYYY-MM-DD` of DTEND (exclusive). */
  end: string;
  allDay: boolean;
  stamp: string | null;
  alarmTriggers: string[];
}

export interface ParsedCalendar {
  name: string | null;
  properties: Record<string, string>;
  events: ParsedEvent[];
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : value === null || value === undefined ? null : String(value);
}

/** Parses `ics` with ical.js (throws on what it cannot read) and checks the RFC 5545 line rules. */
export function parseIcs(ics: string): ParsedCalendar {
  // Every line ends in CRLF and holds at most 75 octets.
  expect(ics.endsWith('\r\n')).toBe(true);
  for (const line of ics.slice(0, -2).split('\r\n')) {
    expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
  }
  expect(ics.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  const calendar = new ICAL.Component(ICAL.parse(ics));
  expect(calendar.name).toBe('vcalendar');
  const properties: Record<string, string> = {};
  for (const property of calendar.getAllProperties()) {
    properties[property.name.toUpperCase()] = String(property.getFirstValue());
  }
  const events = calendar.getAllSubcomponents('vevent').map((component): ParsedEvent => {
    const event = new ICAL.Event(component);
    const start = event.startDate;
    const end = event.endDate;
    const stamp = component.getFirstPropertyValue('dtstamp');
    return {
      uid: event.uid,
      summary: event.summary,
      description: text(event.description),
      url: text(component.getFirstPropertyValue('url')),
      start: start.toString().slice(0, 10),
      end: end.toString().slice(0, 10),
      allDay: start.isDate,
      stamp: stamp ? String(stamp) : null,
      alarmTriggers: component
        .getAllSubcomponents('valarm')
        .map((alarm) => String(alarm.getFirstPropertyValue('trigger'))),
    };
  });
  return { name: properties['X-WR-CALNAME'] ?? null, properties, events };
}
