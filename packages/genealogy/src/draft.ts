// The draft tree importers produce (GEDCOM files, gia phả outline text, a language model) and the
// GEDCOM exporter reads: persons and families with temporary ids, reviewed on the canvas before it
// becomes a real tree. Pure data; the API's zod schema for drafts mirrors these shapes.

import type { QualifiedDate } from './dates/types.ts';

export type DraftSex = 'male' | 'female' | 'unknown';
export type DraftChildRelation = 'birth' | 'adopted' | 'step' | 'foster';

/**
 * Birth, death or marriage as the source gave it: the one qualified date shape (solar and/or lunar,
 * qualifier, range end, the words kept verbatim, another calendar) and the place.
 */
export type DraftLifeDate = QualifiedDate & {
  place: string | null;
  /** The place's coordinates (GEDCOM PLAC.MAP), when known. */
  coordinates?: DraftCoordinates | null;
};

export interface DraftCoordinates {
  latitude: number;
  longitude: number;
}

/** Life events of a person (burial, khoa bảng…) or of a family (marriage, divorce…), as the records name them. */
export type DraftEventType =
  | 'burial'
  | 'reburial'
  | 'cremation'
  | 'degree'
  | 'title'
  | 'occupation'
  | 'education'
  | 'residence'
  | 'emigration'
  | 'immigration'
  | 'military'
  | 'religion'
  | 'marriage'
  | 'engagement'
  | 'divorce'
  | 'custom';

/**
 * GEDCOM lines the draft has no field for, kept to be written back: the record's sub-lines with
 * levels relative to the record (its direct sub-lines are level 1), one per line.
 */
export type DraftGedcomExtra = string | null;

/** Evidence: a source of the draft (`DraftSource.id`), the page in words and the quote. */
export interface DraftCitation {
  sourceId: string;
  page: string | null;
  quote: string | null;
}

/** A person's citation names the fact it backs (an event's and a family's back the event or the couple). */
export interface DraftPersonCitation extends DraftCitation {
  fact: 'name' | 'sex' | 'birth' | 'death' | 'general';
}

export interface DraftEvent {
  type: DraftEventType;
  /** The clan's word for a custom event, or a refinement ("Tiến sĩ"). */
  label: string | null;
  /** What the fact says: the degree, the occupation, the title… */
  value: string | null;
  /** Date and place (a date with only a place when undated). */
  date: DraftLifeDate | null;
  note: string | null;
  citations?: DraftCitation[];
  gedcomExtra?: DraftGedcomExtra;
}

/** A source record (GEDCOM SOUR): the gia phả book, a stele, a register… */
export interface DraftSource {
  id: string;
  title: string;
  author: string | null;
  /** When it was written, in its own words. */
  date: string | null;
  /** Where it is kept, in words. */
  repository: string | null;
  note: string | null;
  gedcomExtra?: DraftGedcomExtra;
}

/**
 * A grave (mộ phần) of a deceased person: where they rest. GEDCOM carries it as a `BURI` marked
 * `_GRAVE` (see gedcom/write.ts); other BURI are burial events.
 */
export interface DraftGrave {
  /** The cemetery or the family's land ("Nghĩa trang làng Hành Thiện"). */
  cemetery: string | null;
  /** Row, plot, the marker that finds it ("Khu B, hàng 3, mộ số 12"). */
  plot: string | null;
  /** The place's name, smallest part first (GEDCOM PLAC). */
  place: string | null;
  /** The grave's own point, else its place's. */
  coordinates: DraftCoordinates | null;
  note: string | null;
  /** Photos of the grave and its stele: their addresses as stored (`/uploads/…`, `https://…`). */
  photos: string[];
}

/** The name a person gets when the source gives none (a GEDCOM INDI without NAME, or `NAME //`). */
export const UNKNOWN_PERSON_NAME = 'Chưa rõ tên';

export interface DraftPerson {
  /** Temporary id, unique in the draft (GEDCOM xref such as `I12`, or `p1`, `p2`…). */
  id: string;
  /** Full name in Vietnamese order, NFC (`Nguyễn Văn An`). */
  name: string;
  /** The family name when the source marks it (`/Nguyễn/`), else null. */
  surname: string | null;
  sex: DraftSex;
  /** Đời: 1 for the founder; null when unknown (the reviewer or the layout works it out). */
  generation: number | null;
  /** Thứ tự among siblings (con trưởng = 1), null when unknown. */
  ordinalNumber: number | null;
  birth: DraftLifeDate | null;
  death: DraftLifeDate | null;
  deceased: boolean;
  /** Tên húy, tên tự, hiệu… as `{ kind, value }` when the source names them. */
  otherNames: { kind: 'tenHuy' | 'tenTu' | 'hieu' | 'thuyHieu' | 'phapDanh' | 'other'; value: string }[];
  notes: string | null;
  /** The name in Hán-Nôm characters. */
  nameHanNom?: string | null;
  events?: DraftEvent[];
  citations?: DraftPersonCitation[];
  /** Where the person rests, in the order the clan keeps them. */
  graves?: DraftGrave[];
  gedcomExtra?: DraftGedcomExtra;
}

export interface DraftFamilyChild {
  personId: string;
  relation: DraftChildRelation;
}

/** A couple (or a single parent) and their children; a man with several wives has one family per wife. */
export interface DraftFamily {
  id: string;
  fatherId: string | null;
  motherId: string | null;
  children: DraftFamilyChild[];
  /** Marriage date and place, when known. */
  marriage: DraftLifeDate | null;
  /** Further family events (engagement, divorce, a second marriage record…). */
  events?: DraftEvent[];
  /** Evidence for the couple itself. */
  citations?: DraftCitation[];
  gedcomExtra?: DraftGedcomExtra;
}

/** Something the reviewer should look at: a line or tag not understood, a link that points nowhere… */
export interface DraftWarning {
  /** 1-based line of the source, when there is one. */
  line: number | null;
  /** The source text concerned (the line, or the tag path such as `INDI.BIRT.SOUR`). */
  text: string;
  message: string;
}

/** Per tag (GEDCOM) or per kind of line (text): how many were used and how many were skipped. */
export interface FidelityEntry {
  tag: string;
  imported: number;
  skipped: number;
}

export interface DraftTree {
  persons: DraftPerson[];
  families: DraftFamily[];
  warnings: DraftWarning[];
  report: FidelityEntry[];
  sources?: DraftSource[];
}
