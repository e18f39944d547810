// What other features may use of persons; everything else stays inside features/persons.
export { LifeDateField } from './components/LifeDateField.tsx';
export { PersonForm } from './components/PersonForm.tsx';
export { otherNamesLine } from './format.ts';
export { type LifeDateFieldValue, lifeDateFieldSchema } from './lifeDate.ts';
export { OTHER_NAME_LABELS, SEX_LABELS } from './texts.ts';
