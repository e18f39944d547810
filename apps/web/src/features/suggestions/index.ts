// What other features may use of members' suggestions (issue 24); the rest stays inside.

export { useSuggestionSummary } from './api/suggestions.ts';
export { SuggestChangesButton } from './components/SuggestChangesButton.tsx';
export { SuggestionsSettingsCard } from './components/SuggestionsSettingsCard.tsx';
