// What other features may use of events; everything else stays inside features/events.
export { useAnniversaries } from './api/anniversaries.ts';
export { useUpcomingEvents } from './api/publicUpcomingEvents.ts';
export { countdownLabel, daysBetween, formatLunarShort, formatSolarWithWeekday, today } from './calendar.ts';
export { OccurrenceList, OccurrenceListSkeleton } from './components/OccurrenceList.tsx';
export { EVENT_CALENDAR_LABELS, EVENT_TEMPLATE_LABELS, EVENTS_FALLBACK } from './texts.ts';
