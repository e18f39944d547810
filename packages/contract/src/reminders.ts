import { z } from 'zod';
import { isoDateSchema } from './albums.ts';
import { idSchema, okResponse } from './common.ts';
import { eventOccurrenceSchema } from './events.ts';
import { MESSAGES } from './messages.ts';

// Giỗ reminders and calendar feeds (issue 24): what a member follows and how far ahead they are told.

/** Days ahead a member is reminded when they have not chosen: a week before, and the day before. */
export const DEFAULT_REMINDER_DAYS = [7, 1] as const;
/** The farthest ahead a reminder may be sent, and how many leads a member may choose. */
export const MAX_REMINDER_DAYS = 60;
export const MAX_REMINDER_LEADS = 3;
/** The leads the settings page offers (0: on the day itself). */
export const REMINDER_DAY_CHOICES = [30, 14, 7, 3, 1, 0] as const;

export const reminderFollowKinds = ['branch', 'person'] as const;
export const reminderFollowKindSchema = z.enum(reminderFollowKinds);
export type ReminderFollowKind = z.infer<typeof reminderFollowKindSchema>;

/** A branch or a person a member follows; `name` is the branch's or the person's. */
export const reminderFollowSchema = z.object({
  _id: z.string(),
  kind: reminderFollowKindSchema,
  targetId: z.string(),
  name: z.string(),
});
export type ReminderFollow = z.infer<typeof reminderFollowSchema>;

// GET /api/me/reminders → the member's settings, follows (none: the whole clan) and the next days they
// will be told about.
export const myRemindersSchema = z.object({
  mailEnabled: z.boolean(),
  /** Largest first. */
  daysAhead: z.array(z.number().int()),
  includeEvents: z.boolean(),
  follows: z.array(reminderFollowSchema),
  /** The coming giỗ (and events when included) of what they follow, soonest first, over the next 60 days. */
  upcoming: z.array(eventOccurrenceSchema),
});
export type MyReminders = z.infer<typeof myRemindersSchema>;
export const myRemindersResponse = okResponse(myRemindersSchema);

/** 1–3 distinct whole numbers of days, 0–60; kept largest first. */
export const reminderDaysSchema = z
  .array(
    z
      .number({ error: MESSAGES.reminderDaysInvalid })
      .int(MESSAGES.reminderDaysInvalid)
      .min(0, MESSAGES.reminderDaysInvalid)
      .max(MAX_REMINDER_DAYS, MESSAGES.reminderDaysInvalid),
    { error: MESSAGES.reminderDaysInvalid },
  )
  .min(1, MESSAGES.reminderDaysInvalid)
  .max(MAX_REMINDER_LEADS, MESSAGES.reminderDaysInvalid)
  .refine((days) => new Set(days).size === days.length, MESSAGES.reminderDaysInvalid)
  .transform((days) => [...days].sort((a, b) => b - a));

// PUT /api/me/reminders
export const updateRemindersBody = z.object({
  mailEnabled: z.boolean(),
  daysAhead: reminderDaysSchema,
  includeEvents: z.boolean(),
});
export type UpdateRemindersBody = z.input<typeof updateRemindersBody>;

// POST /api/me/reminder-follows { branchId } | { personId }
export const createReminderFollowBody = z
  .object({ branchId: idSchema.optional(), personId: idSchema.optional() })
  .refine((body) => (body.branchId === undefined) !== (body.personId === undefined), {
    message: MESSAGES.reminderFollowTargetRequired,
    path: ['personId'],
  });
export type CreateReminderFollowBody = z.input<typeof createReminderFollowBody>;
export const reminderFollowResponse = okResponse(reminderFollowSchema);

// POST /api/reminders/send { date? } (admin) → how many mails went out for that day (Vietnam time).
export const sendRemindersBody = z.object({ date: isoDateSchema.optional() });
export type SendRemindersBody = z.input<typeof sendRemindersBody>;
export const sendRemindersResponse = okResponse(z.object({ sent: z.number().int() }));

// POST /api/public/reminders/unsubscribe?domain=…&user=…&key=… (RFC 8058 one-click; also the web page's
// button). The body, when any, is `List-Unsubscribe=One-Click` and is not read.
export const unsubscribeRemindersQuery = z.object({
  user: idSchema,
  key: z.string().trim().min(1).max(100),
});
export type UnsubscribeRemindersQuery = z.input<typeof unsubscribeRemindersQuery>;
