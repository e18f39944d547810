// GEDCOM import (5.5.1 and 7.0, any common encoding) into a draft tree, and export of a draft as 5.5.1.

export {
  applyDateNote,
  applyDateWords,
  DATE_NOTE_PREFIX,
  type GedcomDateOut,
  type GedcomDateReading,
  type GedcomVersion,
  parseLunarPhrase,
  readGedcomDate,
  writeGedcomDate,
} from './dates.ts';
export { type DecodedGedcom, decodeGedcom, type GedcomEncoding } from './decode.ts';
export { assignGenerations, parseGedcom, parseGedcomInSlices, parseGedcomText } from './parse.ts';
export { type WriteGedcomOptions, writeGedcom } from './write.ts';
