// What other features may use of life events; everything else stays inside features/life-events.
export { FamilyEventsSection } from './components/FamilyEventsSection.tsx';
export { PersonMarriagesSection } from './components/PersonMarriagesSection.tsx';
export { PersonTimeline } from './components/PersonTimeline.tsx';
export { lifeEventDate, lifeEventPlace, lifeEventTitle } from './format.ts';
