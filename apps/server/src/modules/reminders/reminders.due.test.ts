import type { EventOccurrence } from '@giapha/contract';
import { describe, expect, it } from 'vitest';
import { daysBetween, dueLead, dueReminders } from './reminders.due.ts';

function gio(personId: string, date: string): EventOccurrence {
  return {
    source: 'gio',
    eventId: null,
    slug: null,
    title: `Giỗ ${personId}`,
    calendar: 'lunarYearly',
    date,
    endDate: null,
    lunar: { day: 10, month: 3, year: 2027, leap: false },
    startTime: null,
    location: null,
    coverImage: null,
    person: { id: personId, name: personId },
    treeId: null,
    clamped30To29: false,
  };
}

function event(eventId: string, date: string, personId: string | null = null): EventOccurrence {
  return {
    ...gio('x', date),
    source: 'event',
    eventId,
    slug: eventId,
    title: eventId,
    calendar: 'solar',
    person: personId ? { id: personId, name: personId } : null,
  };
}

describe('dueLead', () => {
  it.each([
    // days until, leads, due lead
    [8, [7, 1], null],
    [7, [7, 1], 7],
    [6, [7, 1], 7], // the day after a missed run: the week's reminder still goes
    [2, [7, 1], 7],
    [1, [7, 1], 1], // never 7 and 1 the same day
    [0, [7, 1], 1],
    [-1, [7, 1], null],
    [30, [30, 7, 0], 30],
    [8, [30, 7, 0], 30],
    [7, [30, 7, 0], 7],
    [1, [30, 7, 0], 7],
    [0, [30, 7, 0], 0],
    [0, [3], 3],
    [4, [3], null],
    [5, [1, 14, 3], 14], // the order given does not matter
  ])('%i days before with leads %j → %s', (daysUntil, leads, expected) => {
    expect(dueLead(daysUntil, leads)).toBe(expected);
  });
});

describe('dueReminders', () => {
  const days = [
    gio('a', '2027-04-16'),
    gio('b', '2027-04-10'),
    gio('c', '2027-05-30'),
    event('hop-ho', '2027-04-12'),
    event('gio-to', '2027-04-11', 'c'),
  ];

  it('lists the giỗ and events due today, soonest first, with their keys and leads', () => {
    const due = dueReminders('2027-04-09', days, { daysAhead: [7, 1], includeEvents: true, personIds: null });
    expect(due.map((d) => [d.subject, d.daysUntil, d.daysAhead])).toEqual([
      ['person:b', 1, 1],
      ['event:gio-to', 2, 7],
      ['event:hop-ho', 3, 7],
      ['person:a', 7, 7],
    ]);
  });

  it('keeps to the persons followed, and leaves events out when asked', () => {
    const followed = { daysAhead: [7, 1], includeEvents: true, personIds: new Set(['a']) };
    // An event about a person outside the follows stays out; one about nobody stays in.
    expect(dueReminders('2027-04-09', days, followed).map((d) => d.subject)).toEqual([
      'event:hop-ho',
      'person:a',
    ]);
    expect(
      dueReminders('2027-04-09', days, { ...followed, includeEvents: false }).map((d) => d.subject),
    ).toEqual(['person:a']);
  });

  it('counts whole days across months and years', () => {
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2027-02-22', '2027-03-01')).toBe(7);
    expect(daysBetween('2027-03-01', '2027-03-01')).toBe(0);
  });
});
