// Gia phả typed as outline text (Word, pasted text) → draft tree.
export { parseGiaPhaText } from './parse.ts';
