// Draft tree → GEDCOM 5.5.1 (UTF-8, LINEAGE-LINKED) or 7.0. Choices, all read back by parseGedcom:
// - NAME in Vietnamese order with the surname marked: `/Nguyễn/ Văn An`, plus GIVN/SURN.
// - Other names (tên húy, hiệu, pháp danh…): extra NAME records with `TYPE aka` (7.0 `AKA`) and
//   `_TYPE <kind>` (tenHuy, hieu, phapDanh…): any reader keeps them as alternative names.
// - The Hán-Nôm name: in 5.5.1 another NAME with `TYPE aka` and `_TYPE hanNom`; in 7.0 the main
//   NAME's translation `TRAN` with `LANG vi-Hani` (Vietnamese in Han characters).
// - Places: `PLAC` with `MAP`/`LATI N21.0285`/`LONG E105.8542` when the place has coordinates.
// - Life events: BURI, CREM, EDUC, OCCU, TITL, RESI, EMIG, IMMI, RELI (ENGA, MARR, DIV for couples);
//   the rest `EVEN` with `TYPE Cải táng|Khoa bảng|Binh nghiệp` (`: label` when refined) or the custom
//   label. A standard event's label is its `TYPE`, its words the tag's value (a 5.5.1
//   residence's words are its `ADDR`).
// - Sources: `0 @S1@ SOUR` with TITL, AUTH, PUBL (the date in words), `REPO` (5.5.1 without pointer,
//   7.0 `@VOID@`) + NOTE for where it is kept; citations `SOUR @S1@` + `PAGE` + `DATA.TEXT` (the
//   quote) under the fact they back (name, birth, death, an event; sex and general under the INDI,
//   the couple under the FAM).
// - GEDCOM lines kept from an import (`gedcomExtra`) are written back under their record.
// - Dates: qualifiers, ranges, dual years and calendars as GEDCOM writes them; a lunar date rides in
//   the 5.5.1 interpreted-date phrase: `DATE INT 12 APR 1945 (âm lịch: ngày 1 tháng 3 năm Ất Dậu
//   1945)`; beside a qualified date (INT takes none) it is an event note `NOTE Âm lịch: …`. A lunar
//   date alone gets a Gregorian DATE derived from it when its year is known (`DATE ABT 1850` + `NOTE
//   Âm lịch, dương lịch quy đổi: khoảng năm Canh Tuất 1850`), else it is `DATE (âm lịch: …)`. Other
//   words of the phrase follow after `; ` (see dates.ts). In 7.0 the lunar date and other words are
//   the DATE's `PHRASE`. docs/gedcom-lunar-dates.md shows every form.
// - Graves: each grave is a `BURI` of its own: `PLAC` the grave's place (or its cemetery when it has
//   none) with `MAP` from the grave's point (or the place's), a `NOTE` for people (`Nghĩa trang: …;
//   Vị trí: …`, then the grave's note), its photos as `OBJE` (5.5.1 inline with FILE/FORM; 7.0, which
//   allows only pointers, `OBJE @O1@` to a multimedia record), and the marker `_GRAVE` with
//   `_CEMETERY` and `_PLOT` (7.0 documents the three tags in HEAD.SCHMA) so parseGedcom gives the
//   grave back. A burial event that says nothing the grave does not (no date, words, note, evidence
//   or kept lines, and no place or the grave's) is not written beside it: other programs would show
//   the same burial twice. Any other burial event is written as its own BURI.
// - Child relations: `PEDI adopted|foster` on the child's FAMC; a step child is `PEDI foster` (5.5.1
//   has no "step") refined by `_PEDI step`.
// - 5.5.1: lines longer than 255 characters continue with CONC, newlines with CONT; `@` is written
//   `@@`. 7.0: no CONC and no length limit; only a leading `@` is doubled.

import type {
  DraftCitation,
  DraftCoordinates,
  DraftEvent,
  DraftEventType,
  DraftFamily,
  DraftGedcomExtra,
  DraftGrave,
  DraftLifeDate,
  DraftPerson,
  DraftPersonCitation,
  DraftTree,
} from '../draft.ts';
import { splitVietnameseName } from '../text.ts';
import { type GedcomVersion, writeGedcomDate } from './dates.ts';

export interface WriteGedcomOptions {
  /** File name written in HEAD.FILE. */
  sourceName?: string;
  /** Transmission date (HEAD.DATE); defaults to now. */
  now?: Date;
  /** 5.5.1 (the default) or 7.0. */
  version?: GedcomVersion;
}

const MAX_LINE = 255;
const XREF_OK = /^[A-Za-z0-9_]{1,20}$/;

class Lines {
  readonly out: string[] = [];

  constructor(private readonly version: GedcomVersion) {}

  /** Writes `level TAG value`, with CONT for newlines and CONC for long lines. */
  add(level: number, tag: string, value?: string | null, xref?: string): void {
    const head = xref ? `${level} @${xref}@ ${tag}` : `${level} ${tag}`;
    if (value === undefined || value === null || value === '') {
      this.out.push(head);
      return;
    }
    const paragraphs = value.split(/\r\n|\r|\n/);
    paragraphs.forEach((text, i) => {
      const prefix = i === 0 ? head : `${level + 1} CONT`;
      this.long(prefix, level + 1, text);
    });
  }

  /**
   * A DATE value: in 5.5.1 its calendar escapes (`@#DJULIAN@`) are written as they are and any other
   * `@` is doubled; 7.0 names calendars without escapes.
   */
  date(level: number, value: string): void {
    if (this.version === '7.0') {
      this.add(level, 'DATE', value);
      return;
    }
    const escaped = value
      .split(/(@#D[A-Z ]+@)/)
      .map((part, i) => (i % 2 === 1 ? part : part.replaceAll('@', '@@')))
      .join('');
    const line = `${level} DATE ${escaped}`;
    if (line.length <= MAX_LINE && !/[\r\n]/.test(value)) this.out.push(line);
    else this.add(level, 'DATE', value);
  }

  /** A pointer or other raw value: no escaping. */
  raw(level: number, tag: string, value: string): void {
    this.out.push(`${level} ${tag} ${value}`);
  }

  /** A line kept from an import, as it was, at `level`. */
  kept(level: number, rest: string): void {
    this.out.push(`${level} ${rest}`);
  }

  private long(prefix: string, contLevel: number, text: string): void {
    if (this.version === '7.0') {
      const value = text.startsWith('@') ? `@${text}` : text;
      this.out.push(value === '' ? prefix : `${prefix} ${value}`);
      return;
    }
    let rest = text.replaceAll('@', '@@');
    let first = prefix;
    for (;;) {
      const room = MAX_LINE - first.length - 1;
      if (rest.length <= room) {
        this.out.push(rest === '' ? first : `${first} ${rest}`);
        return;
      }
      // Never cut a surrogate pair, an `@@`, or next to a space (readers may trim spaces at line ends).
      let cut = room;
      while (cut > 1 && !this.canCut(rest, cut)) cut--;
      if (cut <= 1) cut = room;
      this.out.push(`${first} ${rest.slice(0, cut)}`);
      rest = rest.slice(cut);
      first = `${contLevel} CONC`;
    }
  }

  private canCut(s: string, at: number): boolean {
    const before = s.charCodeAt(at - 1);
    const after = s.charCodeAt(at);
    if (before >= 0xd800 && before <= 0xdbff) return false;
    if (before === 32 || after === 32) return false;
    return !(before === 64 && after === 64);
  }
}

/**
 * `Nguyễn Văn An` with surname Nguyễn → `/Nguyễn/ Văn An`. The surname is marked where it is written
 * (`William Jefferson /Clinton/` stays in that order); without one, the first word of a Vietnamese name.
 */
function gedcomName(p: DraftPerson): { value: string; surname: string; given: string } {
  const name = p.name.replace(/\s+/g, ' ').trim();
  const surname = p.surname?.replace(/\s+/g, ' ').trim() ?? '';
  if (surname !== '') {
    if (name === '' || name === surname) return { value: `/${surname}/`, surname, given: '' };
    const at = ` ${name} `.indexOf(` ${surname} `);
    if (at >= 0) {
      const before = name.slice(0, at).trim();
      const after = name.slice(at + surname.length).trim();
      const value = [before, `/${surname}/`, after].filter((s) => s !== '').join(' ');
      return { value, surname, given: [before, after].filter((s) => s !== '').join(' ') };
    }
  }
  const split = splitVietnameseName(name);
  if (split.surname === '') {
    // A single word (or none): a given name only.
    return { value: name, surname: '', given: name };
  }
  const given = [split.middle, split.given].filter((s) => s !== '').join(' ');
  return { value: `/${split.surname}/ ${given}`, surname: split.surname, given };
}

/** `N21.0285` / `E105.8542` (GEDCOM's hemisphere letters, no sign). */
function coordinate(value: number, positive: string, negative: string): string {
  const digits = Math.abs(value)
    .toFixed(6)
    .replace(/\.?0+$/, '');
  return `${value < 0 ? negative : positive}${digits}`;
}

function hasDate(d: DraftLifeDate): boolean {
  return Boolean(d.solar || d.lunar || d.phrase || d.end);
}

/** The marker of a BURI written for a grave, and its cemetery and plot (read back by parseGedcom). */
export const GRAVE_TAG = '_GRAVE';
export const GRAVE_CEMETERY_TAG = '_CEMETERY';
export const GRAVE_PLOT_TAG = '_PLOT';
/** Where GEDCOM 7.0 files say the grave tags are documented (HEAD.SCHMA). */
export const GRAVE_SCHEMA_URI = 'https://giapha.vn/gedcom/';

/** The PLAC of a grave's BURI: its place, else its cemetery; null when it has neither. */
export function graveBuriPlace(g: DraftGrave): string | null {
  return g.place?.trim() || g.cemetery?.trim() || null;
}

/** The first line of a grave's NOTE: `Nghĩa trang: …; Vị trí: …` (the parts it has); null for neither. */
export function graveNoteHeading(g: Pick<DraftGrave, 'cemetery' | 'plot'>): string | null {
  const parts = [
    g.cemetery?.trim() ? `Nghĩa trang: ${g.cemetery.trim()}` : null,
    g.plot?.trim() ? `Vị trí: ${g.plot.trim()}` : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join('; ') : null;
}

/** The grave's NOTE for people reading the file: the heading, then the grave's own note. */
function graveNote(g: DraftGrave): string | null {
  const text = [graveNoteHeading(g), g.note?.trim() || null].filter((t) => t !== null).join('\n');
  return text === '' ? null : text;
}

/**
 * A burial event that says nothing the person's graves do not: no date, words, note, evidence or kept
 * lines, and no place or the place of one of the graves' BURI.
 */
function saidByGraves(e: DraftEvent, graves: readonly DraftGrave[]): boolean {
  if (e.type !== 'burial' || graves.length === 0) return false;
  if (e.label || e.value || e.note || (e.citations?.length ?? 0) > 0 || e.gedcomExtra) return false;
  if (e.date && hasDate(e.date)) return false;
  const place = e.date?.place?.trim() || null;
  return place === null || graves.some((g) => graveBuriPlace(g) === place);
}

const MEDIA_FORMATS: Record<string, { extension: string; mediaType: string }> = {
  jpg: { extension: 'jpg', mediaType: 'image/jpeg' },
  jpeg: { extension: 'jpg', mediaType: 'image/jpeg' },
  png: { extension: 'png', mediaType: 'image/png' },
  gif: { extension: 'gif', mediaType: 'image/gif' },
  webp: { extension: 'webp', mediaType: 'image/webp' },
  avif: { extension: 'avif', mediaType: 'image/avif' },
  bmp: { extension: 'bmp', mediaType: 'image/bmp' },
  tif: { extension: 'tif', mediaType: 'image/tiff' },
  tiff: { extension: 'tif', mediaType: 'image/tiff' },
  pdf: { extension: 'pdf', mediaType: 'application/pdf' },
};

/** The format of a file named by its address (5.5.1 FORM: an extension; 7.0: a media type). */
function mediaFormat(url: string): { extension: string; mediaType: string } | null {
  const path = url.split(/[?#]/)[0] ?? '';
  const m = /\.([A-Za-z0-9]{2,5})$/.exec(path);
  return m?.[1] ? (MEDIA_FORMATS[m[1].toLowerCase()] ?? null) : null;
}

/** GEDCOM 7.0 multimedia records (`0 @O1@ OBJE`), one per photo, written after the sources. */
class MediaRecords {
  readonly records: { xref: string; url: string }[] = [];

  constructor(private readonly taken: Set<string>) {}

  add(url: string): string {
    let n = this.records.length;
    let xref: string;
    do xref = `O${++n}`;
    while (this.taken.has(xref));
    this.taken.add(xref);
    this.records.push({ xref, url });
    return xref;
  }
}

/** The xrefs kept lines point at. */
function keptPointers(tree: DraftTree): string[] {
  const texts = [
    ...tree.persons.flatMap((p) => [p.gedcomExtra, ...(p.events ?? []).map((e) => e.gedcomExtra)]),
    ...tree.families.flatMap((f) => [f.gedcomExtra, ...(f.events ?? []).map((e) => e.gedcomExtra)]),
    ...(tree.sources ?? []).map((s) => s.gedcomExtra),
  ];
  return texts.flatMap((text) =>
    [...(text ?? '').matchAll(/@([A-Za-z0-9_]{1,20})@/g)].map((m) => m[1] ?? ''),
  );
}

class RecordWriter {
  constructor(
    private readonly lines: Lines,
    private readonly version: GedcomVersion,
    private readonly sourceX: Map<string, string>,
    private readonly media: MediaRecords,
  ) {}

  date(level: number, d: DraftLifeDate): void {
    const lines = this.lines;
    const date = hasDate(d) ? writeGedcomDate(d, this.version) : null;
    if (date && (date.value !== '' || date.phrase)) {
      lines.date(level, date.value);
      if (date.phrase) lines.add(level + 1, 'PHRASE', date.phrase);
    }
    if (d.place) {
      lines.add(level, 'PLAC', d.place);
      if (d.coordinates) this.map(level + 1, d.coordinates);
    }
    if (date?.note) lines.add(level, 'NOTE', date.note);
  }

  /** `MAP` with `LATI`/`LONG` at `level`. */
  private map(level: number, at: DraftCoordinates): void {
    this.lines.add(level, 'MAP');
    this.lines.add(level + 1, 'LATI', coordinate(at.latitude, 'N', 'S'));
    this.lines.add(level + 1, 'LONG', coordinate(at.longitude, 'E', 'W'));
  }

  /** A photo: inline `OBJE` + `FILE` + `FORM` in 5.5.1; in 7.0 a pointer to a multimedia record. */
  private photo(level: number, url: string): void {
    if (this.version === '7.0') {
      this.lines.raw(level, 'OBJE', `@${this.media.add(url)}@`);
      return;
    }
    this.lines.add(level, 'OBJE');
    this.lines.add(level + 1, 'FILE', url);
    const format = mediaFormat(url);
    if (format) this.lines.add(level + 2, 'FORM', format.extension);
  }

  /** A grave as its own BURI, marked `_GRAVE` (see the header). */
  grave(level: number, g: DraftGrave): void {
    const lines = this.lines;
    const place = graveBuriPlace(g);
    lines.add(level, 'BURI', place === null ? 'Y' : undefined);
    if (place !== null) {
      lines.add(level + 1, 'PLAC', place);
      if (g.coordinates) this.map(level + 2, g.coordinates);
    }
    const note = graveNote(g);
    if (note) lines.add(level + 1, 'NOTE', note);
    for (const url of g.photos) this.photo(level + 1, url);
    lines.add(level + 1, GRAVE_TAG);
    if (g.cemetery) lines.add(level + 2, GRAVE_CEMETERY_TAG, g.cemetery);
    if (g.plot) lines.add(level + 2, GRAVE_PLOT_TAG, g.plot);
    // A point with no place to hang it on rides under the marker.
    if (place === null && g.coordinates) this.map(level + 2, g.coordinates);
  }

  citations(level: number, citations: readonly DraftCitation[] | undefined): void {
    for (const c of citations ?? []) {
      const x = this.sourceX.get(c.sourceId);
      if (!x) continue;
      this.lines.raw(level, 'SOUR', `@${x}@`);
      if (c.page) this.lines.add(level + 1, 'PAGE', c.page);
      if (c.quote) {
        this.lines.add(level + 1, 'DATA');
        this.lines.add(level + 2, 'TEXT', c.quote);
      }
    }
  }

  /** Kept lines (levels relative to their record, sub-lines at 1) under a record at `level`. */
  extra(level: number, text: DraftGedcomExtra | undefined): void {
    if (!text) return;
    for (const line of text.split(/\r\n|\r|\n/)) {
      const m = /^\s*(\d+)\s+(\S.*)$/.exec(line);
      if (m?.[1] && m[2] && Number(m[1]) >= 1) this.lines.kept(Number(m[1]) + level, m[2]);
    }
  }

  event(level: number, e: DraftEvent): void {
    const spec = EVENT_TAGS[e.type];
    const lines = this.lines;
    const words = (...parts: (string | null)[]) =>
      parts.filter((s): s is string => s !== null && s.trim() !== '').join(': ') || null;
    // The event's words ride as the tag's value (BURI and the like take none in 5.5.1, but readers
    // keep it); a 5.5.1 residence's words are its ADDR.
    const resiAddress = e.type === 'residence' && this.version === '5.5.1';
    const payload = resiAddress ? null : e.value;
    const type =
      spec.tag !== 'EVEN'
        ? e.label
        : e.type === 'custom'
          ? (e.label ?? spec.type ?? null)
          : words(spec.type ?? null, e.label);
    lines.add(level, spec.tag, payload);
    if (type) lines.add(level + 1, 'TYPE', type);
    if (resiAddress && e.value) lines.add(level + 1, 'ADDR', e.value);
    if (e.date) this.date(level + 1, e.date);
    if (e.note) lines.add(level + 1, 'NOTE', e.note);
    this.citations(level + 1, e.citations);
    this.extra(level, e.gedcomExtra);
  }
}

/** Each life event type's GEDCOM tag (and the TYPE of the clan's own kinds written as EVEN). */
const EVENT_TAGS: Record<DraftEventType, { tag: string; type?: string }> = {
  burial: { tag: 'BURI' },
  reburial: { tag: 'EVEN', type: 'Cải táng' },
  cremation: { tag: 'CREM' },
  degree: { tag: 'EVEN', type: 'Khoa bảng' },
  title: { tag: 'TITL' },
  occupation: { tag: 'OCCU' },
  education: { tag: 'EDUC' },
  residence: { tag: 'RESI' },
  emigration: { tag: 'EMIG' },
  immigration: { tag: 'IMMI' },
  military: { tag: 'EVEN', type: 'Binh nghiệp' },
  religion: { tag: 'RELI' },
  marriage: { tag: 'MARR' },
  engagement: { tag: 'ENGA' },
  divorce: { tag: 'DIV' },
  custom: { tag: 'EVEN', type: 'Sự kiện khác' },
};

function citationsOf(
  p: DraftPerson,
  fact: DraftPersonCitation['fact'] | readonly DraftPersonCitation['fact'][],
): DraftPersonCitation[] {
  const facts: readonly string[] = typeof fact === 'string' ? [fact] : fact;
  return (p.citations ?? []).filter((c) => facts.includes(c.fact));
}

function xrefs(ids: string[], prefix: string, taken: Set<string>): Map<string, string> {
  const map = new Map<string, string>();
  let n = 0;
  for (const id of ids) {
    if (map.has(id)) continue;
    let x = XREF_OK.test(id) && !taken.has(id) ? id : '';
    while (x === '' || taken.has(x)) x = `${prefix}${++n}`;
    taken.add(x);
    map.set(id, x);
  }
  return map;
}

function relationPedi(relation: DraftFamily['children'][number]['relation']): string | null {
  switch (relation) {
    case 'adopted':
      return 'adopted';
    case 'foster':
    case 'step':
      return 'foster';
    default:
      return null;
  }
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

export function writeGedcom(tree: DraftTree, options: WriteGedcomOptions = {}): string {
  const now = options.now ?? new Date();
  const version = options.version ?? '5.5.1';
  const v7 = version === '7.0';
  const lines = new Lines(version);
  // Kept lines may point at records this file does not hold (`1 OBJE @O5@`): new records skip those.
  const own = new Set([...tree.persons, ...tree.families, ...(tree.sources ?? [])].map((r) => r.id));
  const taken = new Set<string>(['U1', ...keptPointers(tree).filter((x) => !own.has(x))]);
  const personX = xrefs(
    tree.persons.map((p) => p.id),
    'I',
    taken,
  );
  const familyX = xrefs(
    tree.families.map((f) => f.id),
    'F',
    taken,
  );
  const sources = tree.sources ?? [];
  const sourceX = xrefs(
    sources.map((s) => s.id),
    'S',
    taken,
  );
  const media = new MediaRecords(taken);
  const records = new RecordWriter(lines, version, sourceX, media);

  lines.add(0, 'HEAD');
  if (v7) {
    lines.add(1, 'GEDC');
    lines.add(2, 'VERS', '7.0');
    if (tree.persons.some((p) => (p.graves?.length ?? 0) > 0)) {
      lines.add(1, 'SCHMA');
      for (const tag of [GRAVE_TAG, GRAVE_CEMETERY_TAG, GRAVE_PLOT_TAG]) {
        lines.add(2, 'TAG', `${tag} ${GRAVE_SCHEMA_URI}${tag}`);
      }
    }
  }
  lines.add(1, 'SOUR', 'GIAPHA');
  lines.add(2, 'NAME', 'Gia phả');
  lines.add(1, 'DATE', `${now.getUTCDate()} ${MONTHS[now.getUTCMonth()]} ${now.getUTCFullYear()}`);
  if (options.sourceName && !v7) lines.add(1, 'FILE', options.sourceName);
  lines.raw(1, 'SUBM', '@U1@');
  if (!v7) {
    lines.add(1, 'GEDC');
    lines.add(2, 'VERS', '5.5.1');
    lines.add(2, 'FORM', 'LINEAGE-LINKED');
    lines.add(1, 'CHAR', 'UTF-8');
  }
  lines.add(0, 'SUBM', undefined, 'U1');
  lines.add(1, 'NAME', 'Gia phả');

  const famsOf = new Map<string, string[]>();
  const famcOf = new Map<
    string,
    { family: string; relation: DraftFamily['children'][number]['relation'] }[]
  >();
  for (const f of tree.families) {
    const fx = familyX.get(f.id) ?? f.id;
    for (const parent of [f.fatherId, f.motherId]) {
      if (parent === null || !personX.has(parent)) continue;
      famsOf.set(parent, [...(famsOf.get(parent) ?? []), fx]);
    }
    for (const c of f.children) {
      if (!personX.has(c.personId)) continue;
      famcOf.set(c.personId, [...(famcOf.get(c.personId) ?? []), { family: fx, relation: c.relation }]);
    }
  }

  const aka = v7 ? 'AKA' : 'aka';
  for (const p of tree.persons) {
    lines.add(0, 'INDI', undefined, personX.get(p.id));
    const name = gedcomName(p);
    if (name.value !== '') {
      lines.add(1, 'NAME', name.value);
      if (name.given !== '') lines.add(2, 'GIVN', name.given);
      if (name.surname !== '') lines.add(2, 'SURN', name.surname);
      if (v7 && p.nameHanNom) {
        lines.add(2, 'TRAN', p.nameHanNom);
        lines.add(3, 'LANG', 'vi-Hani');
      }
      records.citations(2, citationsOf(p, 'name'));
    }
    const others: { kind: string; value: string }[] = [...p.otherNames];
    if (!v7 && p.nameHanNom) others.unshift({ kind: 'hanNom', value: p.nameHanNom });
    for (const other of others) {
      lines.add(1, 'NAME', other.value.replaceAll('/', ' '));
      lines.add(2, 'TYPE', aka);
      lines.add(2, '_TYPE', other.kind);
    }
    lines.add(1, 'SEX', p.sex === 'male' ? 'M' : p.sex === 'female' ? 'F' : 'U');
    const birthCitations = citationsOf(p, 'birth');
    if (p.birth || birthCitations.length > 0) {
      lines.add(1, 'BIRT');
      if (p.birth) records.date(2, p.birth);
      records.citations(2, birthCitations);
    }
    const deathCitations = citationsOf(p, 'death');
    if (p.death || deathCitations.length > 0) {
      lines.add(1, 'DEAT', p.death && (hasDate(p.death) || p.death.place) ? undefined : 'Y');
      if (p.death) records.date(2, p.death);
      records.citations(2, deathCitations);
    } else if (p.deceased) {
      lines.add(1, 'DEAT', 'Y');
    }
    const graves = p.graves ?? [];
    for (const e of p.events ?? []) if (!saidByGraves(e, graves)) records.event(1, e);
    for (const g of graves) records.grave(1, g);
    if (p.notes) lines.add(1, 'NOTE', p.notes);
    records.citations(1, citationsOf(p, ['sex', 'general']));
    for (const fx of famsOf.get(p.id) ?? []) lines.raw(1, 'FAMS', `@${fx}@`);
    for (const link of famcOf.get(p.id) ?? []) {
      lines.raw(1, 'FAMC', `@${link.family}@`);
      const pedi = relationPedi(link.relation);
      if (pedi) lines.add(2, 'PEDI', v7 ? pedi.toUpperCase() : pedi);
      if (link.relation === 'step') lines.add(2, '_PEDI', 'step');
    }
    records.extra(0, p.gedcomExtra);
  }

  for (const f of tree.families) {
    lines.add(0, 'FAM', undefined, familyX.get(f.id));
    const father = f.fatherId === null ? undefined : personX.get(f.fatherId);
    const mother = f.motherId === null ? undefined : personX.get(f.motherId);
    if (father) lines.raw(1, 'HUSB', `@${father}@`);
    if (mother) lines.raw(1, 'WIFE', `@${mother}@`);
    for (const c of f.children) {
      const child = personX.get(c.personId);
      if (child) lines.raw(1, 'CHIL', `@${child}@`);
    }
    if (f.marriage) {
      lines.add(1, 'MARR');
      records.date(2, f.marriage);
    }
    for (const e of f.events ?? []) records.event(1, e);
    records.citations(1, f.citations);
    records.extra(0, f.gedcomExtra);
  }

  for (const s of sources) {
    lines.add(0, 'SOUR', undefined, sourceX.get(s.id));
    lines.add(1, 'TITL', s.title);
    if (s.author) lines.add(1, 'AUTH', s.author);
    if (s.date) lines.add(1, 'PUBL', s.date);
    if (s.repository) {
      if (v7) lines.raw(1, 'REPO', '@VOID@');
      else lines.add(1, 'REPO');
      lines.add(2, 'NOTE', s.repository);
    }
    if (s.note) lines.add(1, 'NOTE', s.note);
    records.extra(0, s.gedcomExtra);
  }
  for (const { xref, url } of media.records) {
    lines.add(0, 'OBJE', undefined, xref);
    lines.add(1, 'FILE', url);
    lines.add(2, 'FORM', mediaFormat(url)?.mediaType ?? 'application/octet-stream');
  }
  lines.add(0, 'TRLR');
  return `${lines.out.join('\n')}\n`;
}
