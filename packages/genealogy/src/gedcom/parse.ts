// GEDCOM 5.5.1 / 7.0 → draft tree. Records are handled one at a time as the reader completes them;
// links (notes, families) are resolved once the whole file is read.

import type { QualifiedDate } from '../dates/types.ts';
import type {
  DraftChildRelation,
  DraftCitation,
  DraftCoordinates,
  DraftEvent,
  DraftEventType,
  DraftFamily,
  DraftGrave,
  DraftLifeDate,
  DraftPerson,
  DraftPersonCitation,
  DraftSource,
  DraftTree,
  DraftWarning,
  FidelityEntry,
} from '../draft.ts';
import { UNKNOWN_PERSON_NAME } from '../draft.ts';
import { applyDateNote, readGedcomDate } from './dates.ts';
import { decodeGedcom } from './decode.ts';
import { type GedcomNode, type LineProblem, readGedcomRecords } from './lines.ts';
import { GRAVE_CEMETERY_TAG, GRAVE_PLOT_TAG, GRAVE_TAG, graveNoteHeading } from './write.ts';

type NotePiece = { text: string } | { ref: string; line: number };
/** A photo of a grave: its address, or a multimedia record's pointer resolved once the file is read. */
type PhotoPiece = { url: string } | { ref: string; line: number };

interface PendingGrave {
  grave: DraftGrave;
  photos: PhotoPiece[];
}
type OtherNameKind = DraftPerson['otherNames'][number]['kind'];

interface PendingPerson {
  person: DraftPerson;
  notes: NotePiece[];
  extra: string[];
  events: DraftEvent[];
  citations: DraftPersonCitation[];
  graves: PendingGrave[];
  famc: { ref: string; relation: DraftChildRelation | null; line: number }[];
}

interface PendingFamily {
  family: DraftFamily;
  extra: string[];
  events: DraftEvent[];
  citations: DraftCitation[];
  husb: { ref: string; line: number } | null;
  wife: { ref: string; line: number } | null;
  chil: { ref: string; relation: DraftChildRelation | null; line: number }[];
}

const OTHER_NAME_KINDS: readonly OtherNameKind[] = [
  'tenHuy',
  'tenTu',
  'hieu',
  'thuyHieu',
  'phapDanh',
  'other',
];

function otherNameKind(value: string): OtherNameKind | null {
  return OTHER_NAME_KINDS.find((k) => k === value) ?? null;
}
const SKIPPED_RECORDS_QUIET = new Set(['TRLR']);

/** Person events with a tag of their own (the rest are `EVEN` + `TYPE`). */
const PERSON_EVENT_TAGS: Record<string, DraftEventType> = {
  BURI: 'burial',
  CREM: 'cremation',
  EDUC: 'education',
  OCCU: 'occupation',
  TITL: 'title',
  RESI: 'residence',
  EMIG: 'emigration',
  IMMI: 'immigration',
  RELI: 'religion',
};
const FAMILY_EVENT_TAGS: Record<string, DraftEventType> = {
  MARR: 'marriage',
  ENGA: 'engagement',
  DIV: 'divorce',
};
/** `EVEN` types the writer gives the clan's own kinds (`TYPE Khoa bảng: Tiến sĩ` refines one). */
const EVEN_TYPES: Record<string, DraftEventType> = {
  'cải táng': 'reburial',
  'khoa bảng': 'degree',
  'binh nghiệp': 'military',
};

/** `N21.0285` / `-21.0285` / `S1.5` → signed degrees; null when unreadable or out of range. */
function readCoordinate(value: string, positive: string, negative: string, max: number): number | null {
  const v = value.trim().toUpperCase();
  const m = /^([NSEW])?\s*([+-]?\d+(?:\.\d+)?)$/.exec(v);
  if (!m?.[2]) return null;
  let n = Number(m[2]);
  if (m[1] === negative) n = -Math.abs(n);
  else if (m[1] !== undefined && m[1] !== positive) return null;
  return Number.isFinite(n) && Math.abs(n) <= max ? n : null;
}

/** `MAP` with `LATI` and `LONG`; null unless both are read. */
function mapCoordinates(map: GedcomNode): DraftCoordinates | null {
  let latitude: number | null = null;
  let longitude: number | null = null;
  for (const g of map.children) {
    if (g.tag === 'LATI') latitude = readCoordinate(g.value, 'N', 'S', 90);
    else if (g.tag === 'LONG') longitude = readCoordinate(g.value, 'E', 'W', 180);
  }
  return latitude !== null && longitude !== null ? { latitude, longitude } : null;
}

/** A node and its subtree as GEDCOM lines, levels relative to `base` (the owner record's level). */
export function subtreeText(node: GedcomNode, base: number): string[] {
  const level = node.level - base;
  const [first = '', ...more] = node.value.split('\n');
  const head = `${level} ${node.xref ? `@${node.xref}@ ` : ''}${node.tag}`;
  const out = [first === '' ? head : `${head} ${first}`];
  for (const line of more) out.push(line === '' ? `${level + 1} CONT` : `${level + 1} CONT ${line}`);
  for (const c of node.children) out.push(...subtreeText(c, base));
  return out;
}

class Fidelity {
  private readonly counts = new Map<string, FidelityEntry>();

  private entry(tag: string): FidelityEntry {
    let e = this.counts.get(tag);
    if (!e) {
      e = { tag, imported: 0, skipped: 0 };
      this.counts.set(tag, e);
    }
    return e;
  }

  imported(tag: string): void {
    this.entry(tag).imported++;
  }

  skipped(tag: string): void {
    this.entry(tag).skipped++;
  }

  entries(): FidelityEntry[] {
    return [...this.counts.values()].sort((a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0));
  }
}

/** `@I12@` → `I12`; null for anything else (including GEDCOM 7's `@VOID@`). */
function pointer(value: string): string | null {
  const v = value.trim();
  if (v.length < 3 || v[0] !== '@' || v[v.length - 1] !== '@' || v[1] === '#') return null;
  const inner = v.slice(1, -1);
  return inner === 'VOID' ? null : inner;
}

function clean(s: string): string {
  return s.replace(/\s+/g, ' ').trim().normalize('NFC');
}

function pediRelation(value: string): DraftChildRelation | null {
  switch (value.trim().toLowerCase()) {
    case 'adopted':
      return 'adopted';
    case 'foster':
      return 'foster';
    case 'step':
      return 'step';
    case 'birth':
    case 'natural':
    case 'biological':
    case 'sealing':
      return 'birth';
    default:
      return null;
  }
}

class GedcomImport {
  readonly warnings: DraftWarning[] = [];
  readonly report = new Fidelity();
  private readonly persons = new Map<string, PendingPerson>();
  private readonly families = new Map<string, PendingFamily>();
  private readonly sharedNotes = new Map<string, string>();
  private readonly sources = new Map<string, DraftSource>();
  /** Multimedia records (`0 @O1@ OBJE`): their first FILE, for the graves' photos. */
  private readonly mediaFiles = new Map<string, string>();
  private readonly citedSources: { ref: string; line: number }[] = [];
  /** DATE values kept as words (for the import report). */
  unreadDates = 0;
  private generated = 0;

  warn(line: number | null, text: string, message: string): void {
    this.warnings.push({ line, text, message });
  }

  record(node: GedcomNode): void {
    switch (node.tag) {
      case 'INDI':
        this.report.imported('INDI');
        this.person(node);
        return;
      case 'FAM':
        this.report.imported('FAM');
        this.family(node);
        return;
      case 'SOUR':
        if (node.xref !== null) {
          this.report.imported('SOUR');
          this.source(node);
        } else {
          this.report.skipped('SOUR');
        }
        return;
      case 'OBJE': {
        // Counted once the graves are read: imported when a grave shows it, else skipped.
        const file = node.children.find((c) => c.tag === 'FILE')?.value.trim();
        if (node.xref !== null && file) this.mediaFiles.set(node.xref, file);
        else this.report.skipped('OBJE');
        return;
      }
      case 'NOTE':
      case 'SNOTE':
        if (node.xref !== null) {
          this.report.imported(node.tag);
          this.sharedNotes.set(node.xref, node.value);
        } else {
          this.report.skipped(node.tag);
        }
        return;
      default:
        if (!SKIPPED_RECORDS_QUIET.has(node.tag)) this.report.skipped(node.tag);
    }
  }

  private uniqueId(
    xref: string | null,
    prefix: string,
    taken: Map<string, unknown>,
    node: GedcomNode,
  ): string {
    if (xref !== null && xref !== '' && !taken.has(xref)) return xref;
    let id: string;
    do {
      this.generated++;
      id = `${xref || prefix}-${this.generated}`;
    } while (taken.has(id));
    this.warn(
      node.line,
      xref ? `${node.tag} @${xref}@` : node.tag,
      xref
        ? `Mã @${xref}@ bị trùng; bản ghi này được đổi mã thành ${id}.`
        : `Bản ghi không có mã; đã đặt mã ${id}.`,
    );
    return id;
  }

  private name(node: GedcomNode, into: PendingPerson, first: boolean): void {
    const p = into.person;
    let surn: string | null = null;
    let givn: string | null = null;
    let kind: OtherNameKind = 'other';
    let hanNom = false;
    for (const c of node.children) {
      const path = `INDI.NAME.${c.tag}`;
      switch (c.tag) {
        case 'TRAN':
          // 7.0: the name in Han characters (`LANG vi-Hani`, as writeGedcom gives the Hán-Nôm name).
          if (
            c.children.some((g) => g.tag === 'LANG' && /^vi-Hani$/i.test(g.value.trim())) &&
            clean(c.value)
          ) {
            p.nameHanNom = clean(c.value);
          } else {
            this.report.skipped(path);
            continue;
          }
          break;
        case 'SOUR': {
          const cited = this.citation(c, path);
          if (cited) into.citations.push({ ...cited, fact: 'name' });
          continue;
        }
        case 'SURN':
          surn = clean(c.value) || null;
          break;
        case 'GIVN':
          givn = clean(c.value) || null;
          break;
        case 'NICK':
          if (clean(c.value)) p.otherNames.push({ kind: 'other', value: clean(c.value) });
          break;
        case '_TYPE':
          kind = otherNameKind(c.value.trim()) ?? kind;
          hanNom = c.value.trim() === 'hanNom';
          break;
        case 'TYPE':
        case 'NPFX':
        case 'NSFX':
        case 'SPFX':
          break;
        default:
          this.report.skipped(path);
          continue;
      }
      this.report.imported(path);
    }
    const value = node.value;
    const open = value.indexOf('/');
    const close = open < 0 ? -1 : value.indexOf('/', open + 1);
    let surname = open >= 0 ? clean(value.slice(open + 1, close < 0 ? undefined : close)) || null : surn;
    let full = clean(value.replaceAll('/', ' '));
    if (full === '') {
      // NAME with only its parts: Vietnamese order, family name first.
      full = clean([surn ?? '', givn ?? ''].join(' '));
      surname = surn;
    }
    if (full === '') return;
    if (first && !hanNom) {
      p.name = full;
      p.surname = surname;
    } else if (hanNom) {
      p.nameHanNom = p.nameHanNom ?? full;
    } else {
      p.otherNames.push({ kind, value: full });
    }
  }

  /** A place and its coordinates (`PLAC` with `MAP`/`LATI`/`LONG`). */
  private place(
    node: GedcomNode,
    path: string,
  ): { place: string | null; coordinates: DraftCoordinates | null } {
    let coordinates: DraftCoordinates | null = null;
    for (const c of node.children) {
      if (c.tag !== 'MAP') {
        this.report.skipped(`${path}.${c.tag}`);
        continue;
      }
      coordinates = mapCoordinates(c);
      this.report.imported(`${path}.MAP`);
    }
    return { place: clean(node.value) || null, coordinates };
  }

  /** `SOUR @S1@` with `PAGE` and `DATA.TEXT` (or `TEXT`); an inline `SOUR text` is no citation. */
  private citation(node: GedcomNode, path: string): DraftCitation | null {
    const ref = pointer(node.value);
    if (ref === null) {
      this.report.skipped(path);
      return null;
    }
    let page: string | null = null;
    let quote: string | null = null;
    for (const c of node.children) {
      if (c.tag === 'PAGE') page = c.value.trim() || null;
      else if (c.tag === 'TEXT') quote = c.value.trim() || null;
      else if (c.tag === 'DATA') {
        for (const g of c.children) if (g.tag === 'TEXT') quote = g.value.trim() || null;
      }
    }
    this.citedSources.push({ ref, line: node.line });
    this.report.imported(path);
    return { sourceId: ref, page, quote };
  }

  /**
   * BIRT, DEAT, MARR and the life events: date (with phrase and lunar), place, citations; notes go to
   * `notes` (the event's own when null) unless they carry the date's words; other sub-lines to `extra`.
   */
  private event(
    node: GedcomNode,
    path: string,
    notes: NotePiece[] | null,
    citations: DraftCitation[] = [],
    extra: string[] | null = null,
  ): DraftLifeDate | null {
    let date: QualifiedDate = {};
    let place: string | null = null;
    let coordinates: DraftCoordinates | null = null;
    for (const c of node.children) {
      const cPath = `${path}.${c.tag}`;
      if (c.tag === 'DATE') {
        let phrase: string | null = null;
        for (const g of c.children) {
          if (g.tag === 'PHRASE') {
            phrase = clean(g.value) || null;
            this.report.imported(`${cPath}.PHRASE`);
          } else {
            this.report.skipped(`${cPath}.${g.tag}`);
          }
        }
        const read = readGedcomDate(c.value, phrase);
        date = { ...date, ...(read.date ?? {}) };
        if (!read.understood) {
          this.unreadDates++;
          this.warn(c.line, `${cPath} ${c.value}`, 'Không đọc được ngày; đã giữ nguyên dạng chữ.');
        }
        this.report.imported(cPath);
      } else if (c.tag === 'PLAC') {
        ({ place, coordinates } = this.place(c, cPath));
        this.report.imported(cPath);
      } else if (c.tag === 'NOTE' && notes !== null) {
        const ref = pointer(c.value);
        const withNote = ref === null ? applyDateNote(date, c.value) : null;
        if (withNote) {
          date = withNote.date;
          if (withNote.note !== null) notes.push({ text: withNote.note });
        } else {
          notes.push(ref === null ? { text: c.value } : { ref, line: c.line });
        }
        this.report.imported(cPath);
      } else if (c.tag === 'SOUR') {
        const cited = this.citation(c, cPath);
        if (cited) citations.push(cited);
        else extra?.push(...subtreeText(c, node.level));
      } else if (extra !== null && !['TYPE', 'ADDR', 'NOTE'].includes(c.tag)) {
        extra.push(...subtreeText(c, node.level));
        this.report.skipped(cPath);
      } else if (extra === null) {
        this.report.skipped(cPath);
      }
    }
    const hasDate = date.solar || date.lunar || date.phrase || date.end;
    if (!hasDate && !place) return null;
    return coordinates ? { ...date, place, coordinates } : { ...date, place };
  }

  /** A life event (BURI, OCCU, EVEN + TYPE…, MARR, DIV…): type, label, value, date, place, note, evidence. */
  private lifeEvent(node: GedcomNode, path: string, type: DraftEventType): DraftEvent {
    const notes: NotePiece[] = [];
    const citations: DraftCitation[] = [];
    const extra: string[] = [];
    const date = this.event(node, path, notes, citations, extra);
    let label: string | null = null;
    let value: string | null = clean(node.value) || null;
    if (value === 'Y') value = null;
    let address: string | null = null;
    for (const c of node.children) {
      if (c.tag === 'TYPE') {
        label = clean(c.value) || null;
        this.report.imported(`${path}.TYPE`);
      } else if (c.tag === 'ADDR') {
        address = clean(c.value) || null;
        this.report.imported(`${path}.ADDR`);
      }
    }
    let kind = type;
    if (node.tag === 'EVEN' && label !== null) {
      const colon = label.indexOf(':');
      const head = (colon < 0 ? label : label.slice(0, colon)).trim().toLowerCase();
      const known = EVEN_TYPES[head];
      if (known) {
        kind = known;
        label = colon < 0 ? null : label.slice(colon + 1).trim() || null;
      }
    }
    if (type === 'residence' && value === null) value = address;
    const note = notes
      .map((n) => ('text' in n ? n.text.trim() : (this.sharedNotes.get(n.ref)?.trim() ?? '')))
      .filter((t) => t !== '')
      .join('\n\n');
    const event: DraftEvent = { type: kind, label, value, date, note: note || null };
    if (citations.length > 0) event.citations = citations;
    if (extra.length > 0) event.gedcomExtra = extra.join('\n');
    return event;
  }

  /**
   * A BURI that writeGedcom wrote for a grave (marked `_GRAVE`): the place (the cemetery when the
   * PLAC is the cemetery's), the point, cemetery and plot from the marker, the note without the
   * heading the writer gives it, the photos.
   */
  private grave(node: GedcomNode, path: string): PendingGrave {
    let place: string | null = null;
    let coordinates: DraftCoordinates | null = null;
    let cemetery: string | null = null;
    let plot: string | null = null;
    const notes: string[] = [];
    const photos: PhotoPiece[] = [];
    for (const c of node.children) {
      const cPath = `${path}.${c.tag}`;
      switch (c.tag) {
        case 'PLAC':
          ({ place, coordinates } = this.place(c, cPath));
          break;
        case 'NOTE': {
          const ref = pointer(c.value);
          const text = ref === null ? c.value : (this.sharedNotes.get(ref) ?? '');
          if (text.trim() !== '') notes.push(text.trim());
          break;
        }
        case 'OBJE': {
          const ref = pointer(c.value);
          const file = c.children.find((g) => g.tag === 'FILE')?.value.trim();
          if (ref !== null) photos.push({ ref, line: c.line });
          else if (file) photos.push({ url: file });
          else {
            this.report.skipped(cPath);
            continue;
          }
          break;
        }
        case GRAVE_TAG:
          for (const g of c.children) {
            if (g.tag === GRAVE_CEMETERY_TAG) cemetery = clean(g.value) || null;
            else if (g.tag === GRAVE_PLOT_TAG) plot = clean(g.value) || null;
            else if (g.tag === 'MAP' && coordinates === null) coordinates = mapCoordinates(g);
          }
          break;
        default:
          // A grave has no date or evidence of its own.
          this.report.skipped(cPath);
          continue;
      }
      this.report.imported(cPath);
    }
    // With no place of its own, the writer names the cemetery as the PLAC.
    if (place !== null && place === cemetery) place = null;
    const heading = graveNoteHeading({ cemetery, plot });
    let note = notes.join('\n\n');
    if (heading !== null && note.startsWith(heading)) note = note.slice(heading.length).replace(/^\n/, '');
    return {
      grave: { cemetery, plot, place, coordinates, note: note.trim() || null, photos: [] },
      photos,
    };
  }

  private source(node: GedcomNode): void {
    const id = node.xref ?? '';
    const source: DraftSource = { id, title: '', author: null, date: null, repository: null, note: null };
    const extra: string[] = [];
    const notes: string[] = [];
    for (const c of node.children) {
      const text = c.value.trim() || null;
      switch (c.tag) {
        case 'TITL':
          source.title = clean(c.value);
          break;
        case 'AUTH':
          source.author = text;
          break;
        case 'PUBL':
          source.date = text;
          break;
        case 'REPO': {
          const words = c.children.find((g) => g.tag === 'NOTE')?.value.trim();
          if (words && pointer(c.value) === null) source.repository = words;
          else extra.push(...subtreeText(c, node.level));
          break;
        }
        case 'NOTE':
          if (text && pointer(c.value) === null) notes.push(text);
          else extra.push(...subtreeText(c, node.level));
          break;
        default:
          extra.push(...subtreeText(c, node.level));
      }
    }
    if (source.title === '') source.title = source.author ?? `Nguồn @${id}@`;
    if (notes.length > 0) source.note = notes.join('\n\n');
    if (extra.length > 0) source.gedcomExtra = extra.join('\n');
    this.sources.set(id, source);
  }

  private person(node: GedcomNode): void {
    const id = this.uniqueId(node.xref, 'I', this.persons, node);
    const pending: PendingPerson = {
      person: {
        id,
        name: '',
        surname: null,
        sex: 'unknown',
        generation: null,
        ordinalNumber: null,
        birth: null,
        death: null,
        deceased: false,
        otherNames: [],
        notes: null,
      },
      notes: [],
      famc: [],
      extra: [],
      events: [],
      citations: [],
      graves: [],
    };
    const p = pending.person;
    let named = false;
    const cite = (fact: DraftPersonCitation['fact']) => (c: DraftCitation) =>
      pending.citations.push({ ...c, fact });
    for (const c of node.children) {
      const path = `INDI.${c.tag}`;
      switch (c.tag) {
        case 'NAME':
          this.name(c, pending, !named);
          named = named || p.name !== '';
          break;
        case 'SEX': {
          const v = c.value.trim().toUpperCase();
          p.sex = v === 'M' ? 'male' : v === 'F' ? 'female' : 'unknown';
          break;
        }
        case 'BIRT':
          // The first event is the preferred one; later ones are alternatives the draft cannot hold,
          // kept as they are to be written back.
          if (p.birth) {
            pending.extra.push(...subtreeText(c, node.level));
            this.report.skipped(path);
            continue;
          }
          {
            const cited: DraftCitation[] = [];
            p.birth = this.event(c, path, pending.notes, cited);
            cited.forEach(cite('birth'));
          }
          break;
        case 'DEAT':
          p.deceased = true;
          if (p.death) {
            pending.extra.push(...subtreeText(c, node.level));
            this.report.skipped(path);
            continue;
          }
          {
            const cited: DraftCitation[] = [];
            p.death = this.event(c, path, pending.notes, cited);
            cited.forEach(cite('death'));
          }
          break;
        case 'NOTE':
        case 'SNOTE': {
          const ref = pointer(c.value);
          pending.notes.push(ref === null ? { text: c.value } : { ref, line: c.line });
          break;
        }
        case 'FAMC': {
          const ref = pointer(c.value);
          let relation: DraftChildRelation | null = null;
          for (const g of c.children) {
            if (g.tag === 'PEDI' || g.tag === '_PEDI') {
              // `_PEDI step` (written by writeGedcom) refines the standard `PEDI foster`.
              relation = pediRelation(g.value) ?? relation;
              this.report.imported(`${path}.${g.tag}`);
            } else {
              this.report.skipped(`${path}.${g.tag}`);
            }
          }
          if (ref !== null) pending.famc.push({ ref, relation, line: c.line });
          break;
        }
        case 'FAMS':
          break;
        case 'SOUR': {
          const cited = this.citation(c, path);
          if (cited) cite('general')(cited);
          else pending.extra.push(...subtreeText(c, node.level));
          continue;
        }
        default: {
          if (c.tag === 'BURI' && c.children.some((g) => g.tag === GRAVE_TAG)) {
            pending.graves.push(this.grave(c, path));
            break;
          }
          const type = c.tag === 'EVEN' ? 'custom' : PERSON_EVENT_TAGS[c.tag];
          if (type) {
            pending.events.push(this.lifeEvent(c, path, type));
            break;
          }
          // Kept to be written back on export (OBJE, _UID, CHAN…).
          pending.extra.push(...subtreeText(c, node.level));
          this.report.skipped(path);
          continue;
        }
      }
      this.report.imported(path);
    }
    if (pending.events.length > 0) p.events = pending.events;
    if (pending.citations.length > 0) p.citations = pending.citations;
    if (pending.extra.length > 0) p.gedcomExtra = pending.extra.join('\n');
    if (p.name === '') {
      p.name = UNKNOWN_PERSON_NAME;
      this.warn(
        node.line,
        `INDI @${id}@`,
        `Người này không có tên; đã đặt tạm tên "${UNKNOWN_PERSON_NAME}".`,
      );
    }
    this.persons.set(id, pending);
  }

  private family(node: GedcomNode): void {
    const id = this.uniqueId(node.xref, 'F', this.families, node);
    const pending: PendingFamily = {
      family: { id, fatherId: null, motherId: null, children: [], marriage: null },
      husb: null,
      wife: null,
      chil: [],
      extra: [],
      events: [],
      citations: [],
    };
    for (const c of node.children) {
      const path = `FAM.${c.tag}`;
      switch (c.tag) {
        case 'HUSB':
        case 'WIFE': {
          const ref = pointer(c.value);
          const link = ref === null ? null : { ref, line: c.line };
          if (c.tag === 'HUSB') pending.husb = pending.husb ?? link;
          else pending.wife = pending.wife ?? link;
          break;
        }
        case 'CHIL': {
          const ref = pointer(c.value);
          let relation: DraftChildRelation | null = null;
          for (const g of c.children) {
            // Family Tree Maker and others put the relation on the child link (`_FREL`, `_MREL`).
            if (g.tag === '_FREL' || g.tag === '_MREL' || g.tag === 'PEDI') {
              relation = relation ?? pediRelation(g.value);
              this.report.imported(`${path}.${g.tag}`);
            } else {
              this.report.skipped(`${path}.${g.tag}`);
            }
          }
          if (ref !== null) pending.chil.push({ ref, relation, line: c.line });
          break;
        }
        case 'MARR':
          if (pending.family.marriage || c.children.some((g) => g.tag === 'NOTE' || g.tag === 'TYPE')) {
            pending.events.push(this.lifeEvent(c, path, 'marriage'));
            break;
          }
          pending.family.marriage = this.event(c, path, null, pending.citations);
          // A marriage known without a date or a place is still a marriage (`1 MARR`, `1 MARR Y`).
          if (!pending.family.marriage) pending.events.push(this.lifeEvent(c, path, 'marriage'));
          break;
        case 'SOUR': {
          const cited = this.citation(c, path);
          if (cited) pending.citations.push(cited);
          else pending.extra.push(...subtreeText(c, node.level));
          continue;
        }
        default: {
          const type = c.tag === 'EVEN' ? 'custom' : FAMILY_EVENT_TAGS[c.tag];
          if (type) {
            pending.events.push(this.lifeEvent(c, path, type));
            break;
          }
          pending.extra.push(...subtreeText(c, node.level));
          this.report.skipped(path);
          continue;
        }
      }
      this.report.imported(path);
    }
    const f = pending.family;
    if (pending.events.length > 0) f.events = pending.events;
    if (pending.citations.length > 0) f.citations = pending.citations;
    if (pending.extra.length > 0) f.gedcomExtra = pending.extra.join('\n');
    this.families.set(id, pending);
  }

  /** The graves' photos: multimedia records are read by now. */
  private resolveGravePhotos(): void {
    const used = new Set<string>();
    for (const { graves } of this.persons.values()) {
      for (const { grave, photos } of graves) {
        for (const photo of photos) {
          if ('url' in photo) {
            grave.photos.push(photo.url);
            continue;
          }
          const url = this.mediaFiles.get(photo.ref);
          if (url === undefined) {
            this.warn(photo.line, `OBJE @${photo.ref}@`, `Ảnh @${photo.ref}@ không có trong tệp; đã bỏ.`);
            continue;
          }
          grave.photos.push(url);
          used.add(photo.ref);
        }
      }
    }
    for (const ref of this.mediaFiles.keys()) {
      if (used.has(ref)) this.report.imported('OBJE');
      else this.report.skipped('OBJE');
    }
  }

  finish(): { persons: DraftPerson[]; families: DraftFamily[]; sources: DraftSource[] } {
    // Citations of sources missing from the file are dropped (the page and quote go with them).
    const missing = new Set<string>();
    for (const cited of this.citedSources) {
      if (this.sources.has(cited.ref) || missing.has(cited.ref)) continue;
      missing.add(cited.ref);
      this.warn(
        cited.line,
        `SOUR @${cited.ref}@`,
        `Nguồn @${cited.ref}@ không có trong tệp; đã bỏ trích dẫn.`,
      );
    }
    this.resolveGravePhotos();
    const known = <T extends DraftCitation>(list: T[] | undefined) =>
      list?.filter((c) => this.sources.has(c.sourceId));
    const prune = <T extends { citations?: DraftCitation[] }>(owner: T) => {
      if (missing.size === 0 || !owner.citations) return;
      const kept = known(owner.citations) ?? [];
      if (kept.length > 0) owner.citations = kept;
      else delete owner.citations;
    };
    for (const { person, graves } of this.persons.values()) {
      if (graves.length > 0) person.graves = graves.map((g) => g.grave);
      prune(person);
      for (const e of person.events ?? []) prune(e);
    }
    for (const { family } of this.families.values()) {
      prune(family);
      for (const e of family.events ?? []) prune(e);
    }

    // Notes: inline text and shared NOTE/SNOTE records, in the order written.
    for (const pending of this.persons.values()) {
      const texts: string[] = [];
      for (const piece of pending.notes) {
        if ('text' in piece) {
          if (piece.text.trim() !== '') texts.push(piece.text.trim());
          continue;
        }
        const shared = this.sharedNotes.get(piece.ref);
        if (shared === undefined) {
          this.warn(
            piece.line,
            `NOTE @${piece.ref}@`,
            `Ghi chú @${piece.ref}@ không có trong tệp; đã bỏ liên kết.`,
          );
        } else if (shared.trim() !== '') {
          texts.push(shared.trim());
        }
      }
      pending.person.notes = texts.length > 0 ? texts.join('\n\n') : null;
    }

    // The child's own FAMC.PEDI wins over what the family says about the link.
    const famcRelation = new Map<string, DraftChildRelation | null>();
    for (const pending of this.persons.values()) {
      for (const f of pending.famc) {
        famcRelation.set(`${f.ref}\u0000${pending.person.id}`, f.relation);
        if (!this.families.has(f.ref)) {
          this.warn(
            f.line,
            `INDI.FAMC @${f.ref}@`,
            `Gia đình @${f.ref}@ không có trong tệp; đã bỏ liên kết.`,
          );
        }
      }
    }

    const person = (link: { ref: string; line: number } | null, tag: string): string | null => {
      if (link === null) return null;
      if (this.persons.has(link.ref)) return link.ref;
      this.warn(link.line, `${tag} @${link.ref}@`, `Người @${link.ref}@ không có trong tệp; đã bỏ liên kết.`);
      return null;
    };
    for (const pending of this.families.values()) {
      const f = pending.family;
      f.fatherId = person(pending.husb, 'FAM.HUSB');
      f.motherId = person(pending.wife, 'FAM.WIFE');
      const seen = new Set<string>();
      for (const c of pending.chil) {
        const childId = person(c, 'FAM.CHIL');
        if (childId === null || seen.has(childId)) continue;
        seen.add(childId);
        const own = famcRelation.get(`${f.id}\u0000${childId}`);
        f.children.push({ personId: childId, relation: own ?? c.relation ?? 'birth' });
      }
    }
    // A child that names the family (FAMC) but is missing from its CHIL list still belongs to it.
    for (const pending of this.persons.values()) {
      for (const link of pending.famc) {
        const fam = this.families.get(link.ref)?.family;
        if (!fam || fam.children.some((c) => c.personId === pending.person.id)) continue;
        fam.children.push({ personId: pending.person.id, relation: link.relation ?? 'birth' });
      }
    }

    const persons = [...this.persons.values()].map((p) => p.person);
    const families = [...this.families.values()].map((f) => f.family);
    assignGenerations(persons, families);
    return { persons, families, sources: [...this.sources.values()] };
  }
}

/**
 * Đời from the links: persons without parents in the file (and whose spouses have none) are đời 1,
 * a child is one more than its parents, a spouse shares the partner's đời. Breadth-first, so each
 * person gets the smallest đời that reaches them; persons only reachable through a cycle stay null.
 */
export function assignGenerations(persons: DraftPerson[], families: DraftFamily[]): void {
  const byId = new Map(persons.map((p) => [p.id, p]));
  const asParent = new Map<string, DraftFamily[]>();
  const hasParents = new Set<string>();
  for (const f of families) {
    for (const parent of [f.fatherId, f.motherId]) {
      if (parent === null) continue;
      const list = asParent.get(parent);
      if (list) list.push(f);
      else asParent.set(parent, [f]);
    }
    if (f.fatherId !== null || f.motherId !== null) for (const c of f.children) hasParents.add(c.personId);
  }
  const spouses = (id: string): string[] => {
    const out: string[] = [];
    for (const f of asParent.get(id) ?? []) {
      const other = f.fatherId === id ? f.motherId : f.fatherId;
      if (other !== null && other !== id) out.push(other);
    }
    return out;
  };

  const queue: DraftPerson[] = [];
  const assign = (start: DraftPerson, generation: number): void => {
    const stack = [start];
    start.generation = generation;
    while (stack.length > 0) {
      const p = stack.pop();
      if (!p) break;
      queue.push(p);
      for (const s of spouses(p.id)) {
        const spouse = byId.get(s);
        if (spouse && spouse.generation === null) {
          spouse.generation = generation;
          stack.push(spouse);
        }
      }
    }
  };

  for (const p of persons) p.generation = null;
  for (const p of persons) {
    if (p.generation !== null || hasParents.has(p.id)) continue;
    if (spouses(p.id).some((s) => hasParents.has(s))) continue;
    assign(p, 1);
  }
  for (let head = 0; head < queue.length; head++) {
    const p = queue[head];
    if (!p || p.generation === null) continue;
    for (const f of asParent.get(p.id) ?? []) {
      for (const c of f.children) {
        const child = byId.get(c.personId);
        if (child && child.generation === null) assign(child, p.generation + 1);
      }
    }
  }
}

/** Reads a GEDCOM file of any supported encoding. Never throws on bad input: problems become warnings. */
export function parseGedcom(bytes: Uint8Array): DraftTree {
  const decoded = decodeGedcom(bytes);
  const tree = parseGedcomText(decoded.text);
  return { ...tree, warnings: [...charsetWarnings(decoded.warnings), ...tree.warnings] };
}

/** What the decoder said of the file's character set, as warnings of its HEAD.CHAR. */
function charsetWarnings(messages: readonly string[]): DraftWarning[] {
  return messages.map((message) => ({ line: null, text: 'HEAD.CHAR', message }));
}

/** Reads GEDCOM already decoded to text. */
export function parseGedcomText(text: string): DraftTree {
  const run = new GedcomImport();
  readGedcomRecords(text, ...runCallbacks(run));
  return finishedTree(run);
}

/** Characters of a file read between two pauses of {@link parseGedcomInSlices}. */
const SLICE_LENGTH = 128 * 1024;

/**
 * {@link parseGedcom} a slice of whole records at a time, awaiting `pause` between slices: a server reading
 * a large file goes on answering other requests meanwhile. The same tree as `parseGedcom`.
 */
export async function parseGedcomInSlices(
  bytes: Uint8Array,
  pause: () => Promise<void>,
  sliceLength = SLICE_LENGTH,
): Promise<DraftTree> {
  const decoded = decodeGedcom(bytes);
  await pause();
  const { text } = decoded;
  const run = new GedcomImport();
  let position = 0;
  let lines = 0;
  while (position < text.length) {
    // A slice ends before a line that starts a record (level 0); a file with CR line ends is one slice.
    const next = text.indexOf('\n0 ', position + sliceLength);
    const end = next === -1 ? text.length : next + 1;
    lines = readGedcomRecords(text.slice(position, end), ...runCallbacks(run), lines);
    position = end;
    await pause();
  }
  const tree = finishedTree(run);
  return { ...tree, warnings: [...charsetWarnings(decoded.warnings), ...tree.warnings] };
}

function runCallbacks(run: GedcomImport) {
  return [
    (record: GedcomNode) => run.record(record),
    (problem: LineProblem) =>
      run.warn(problem.line, problem.text, 'Dòng không đúng cú pháp GEDCOM; đã bỏ qua.'),
  ] as const;
}

function finishedTree(run: GedcomImport): DraftTree {
  const { persons, families, sources } = run.finish();
  const tree: DraftTree = { persons, families, warnings: run.warnings, report: run.report.entries() };
  if (sources.length > 0) tree.sources = sources;
  return tree;
}
