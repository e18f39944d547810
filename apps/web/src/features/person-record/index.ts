// What other features may use of the public person page; everything else stays inside features/person-record.
export { personRecordPath } from './format.ts';
export { PERSON_RECORD_TEXTS } from './texts.ts';
