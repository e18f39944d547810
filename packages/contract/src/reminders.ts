// Giỗ reminders and calendar feeds (issue 24): what a member follows and how far ahead they are told.

/** Days ahead a member is reminded when they have not chosen: a week before, and the day before. */
export const DEFAULT_REMINDER_DAYS = [7, 1] as const;
