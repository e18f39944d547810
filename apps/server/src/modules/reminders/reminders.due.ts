import type { EventOccurrence } from '@giapha/contract';

// Which reminders are due on a day (issue 24), pure: the digest asks it for each member.

/**
 * The lead (days ahead) an occurrence `daysUntil` days away is due for, among `leads`: the smallest lead L
 * with `daysUntil ≤ L`, so each lead owns the days between it and the next smaller one. After a missed day
 * the 7-day reminder still goes (on day 6), and 7 and 1 never go the same day for one occurrence. Null when
 * the occurrence is past or farther than every lead.
 */
export function dueLead(daysUntil: number, leads: readonly number[]): number | null {
  if (daysUntil < 0) return null;
  let due: number | null = null;
  for (const lead of leads) if (daysUntil <= lead && (due === null || lead < due)) due = lead;
  return due;
}

/** A member's choices the digest reads. */
export interface ReminderChoices {
  daysAhead: readonly number[];
  includeEvents: boolean;
  /** Persons followed (branches expanded); null: the whole clan. */
  personIds: ReadonlySet<string> | null;
}

/** What a reminder is about: `person:<id>` for a giỗ, `event:<id>` for a clan event. */
export function reminderSubject(day: EventOccurrence): string | null {
  if (day.source === 'gio') return day.person ? `person:${day.person.id}` : null;
  return day.eventId ? `event:${day.eventId}` : null;
}

/** One reminder to send: the occurrence, its key and the lead it is sent for. */
export interface DueReminder {
  day: EventOccurrence;
  subject: string;
  daysUntil: number;
  daysAhead: number;
}

/** Whether a member hears about `day`: the same rule as the member's calendar (`calendarDays`). */
export function isFollowed(day: EventOccurrence, choices: ReminderChoices): boolean {
  if (day.source === 'event' && !choices.includeEvents) return false;
  if (choices.personIds === null) return true;
  if (day.person) return choices.personIds.has(day.person.id);
  return day.source === 'event';
}

/** Whole days from `from` to `to`, both `YYYY-MM-DD`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The reminders due on `today` for one member among the clan's coming days, soonest first. */
export function dueReminders(
  today: string,
  days: readonly EventOccurrence[],
  choices: ReminderChoices,
): DueReminder[] {
  const due: DueReminder[] = [];
  const seen = new Set<string>();
  for (const day of days) {
    if (!isFollowed(day, choices)) continue;
    const subject = reminderSubject(day);
    if (subject === null) continue;
    const daysUntil = daysBetween(today, day.date);
    const daysAhead = dueLead(daysUntil, choices.daysAhead);
    if (daysAhead === null) continue;
    const key = `${subject}|${day.date}|${daysAhead}`;
    if (seen.has(key)) continue;
    seen.add(key);
    due.push({ day, subject, daysUntil, daysAhead });
  }
  return due.sort((a, b) => a.daysUntil - b.daysUntil);
}
