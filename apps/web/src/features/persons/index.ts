// What other features may use of persons; everything else stays inside features/persons.
export { PersonForm } from './components/PersonForm.tsx';
export { deathAnniversaryLabel, formatPartialSolar, lifeYears, otherNamesLine } from './format.ts';
export { OTHER_NAME_LABELS, SEX_LABELS } from './texts.ts';
