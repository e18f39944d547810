// What other features may use of the calendar feeds (issue 24); the rest stays inside.

export { publicFeedAddresses } from './api/calendar.ts';
export { AddToCalendarButton } from './components/AddToCalendarButton.tsx';
export { BranchCalendarLink } from './components/BranchCalendarLink.tsx';
export { CalendarSubscribe } from './components/CalendarSubscribe.tsx';
export { MemberCalendarCard } from './components/MemberCalendarCard.tsx';
export { SubscribeCalendarLink } from './components/SubscribeCalendarLink.tsx';
