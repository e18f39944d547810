// GEDCOM 5.5.1 / 7.0 → draft tree. Records are handled one at a time as the reader completes them;
// links (notes, families) are resolved once the whole file is read.

import type { QualifiedDate } from '../dates/types.ts';
import type {
  DraftChildRelation,
  DraftFamily,
  DraftLifeDate,
  DraftPerson,
  DraftTree,
  DraftWarning,
  FidelityEntry,
} from '../draft.ts';
import { UNKNOWN_PERSON_NAME } from '../draft.ts';
import { applyDateNote, readGedcomDate } from './dates.ts';
import { decodeGedcom } from './decode.ts';
import { type GedcomNode, readGedcomRecords } from './lines.ts';

type NotePiece = { text: string } | { ref: string; line: number };
type OtherNameKind = DraftPerson['otherNames'][number]['kind'];

interface PendingPerson {
  person: DraftPerson;
  notes: NotePiece[];
  famc: { ref: string; relation: DraftChildRelation | null; line: number }[];
}

interface PendingFamily {
  family: DraftFamily;
  husb: { ref: string; line: number } | null;
  wife: { ref: string; line: number } | null;
  chil: { ref: string; relation: DraftChildRelation | null; line: number }[];
}

const OTHER_NAME_KINDS: readonly OtherNameKind[] = ['tenHuy', 'tenTu', 'hieu', 'thuyHieu', 'phapDanh', 'other'];

function otherNameKind(value: string): OtherNameKind | null {
  return OTHER_NAME_KINDS.find((k) => k === value) ?? null;
}
const SKIPPED_RECORDS_QUIET = new Set(['TRLR']);

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
    for (const c of node.children) {
      const path = `INDI.NAME.${c.tag}`;
      switch (c.tag) {
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
    if (first) {
      p.name = full;
      p.surname = surname;
    } else {
      p.otherNames.push({ kind, value: full });
    }
  }

  /** BIRT, DEAT, MARR: date (with phrase and lunar), place; notes go to `notes` unless they carry the date's words. */
  private event(node: GedcomNode, path: string, notes: NotePiece[] | null): DraftLifeDate | null {
    let date: QualifiedDate = {};
    let place: string | null = null;
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
          this.warn(c.line, `${cPath} ${c.value}`, 'Không đọc được ngày; đã giữ nguyên dạng chữ.');
        }
        this.report.imported(cPath);
      } else if (c.tag === 'PLAC') {
        place = clean(c.value) || null;
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
      } else {
        this.report.skipped(cPath);
      }
    }
    const hasDate = date.solar || date.lunar || date.phrase || date.end;
    return hasDate || place ? { ...date, place } : null;
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
    };
    const p = pending.person;
    let named = false;
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
          // The first event is the preferred one; later ones are alternatives the draft cannot hold.
          if (p.birth) {
            this.report.skipped(path);
            continue;
          }
          p.birth = this.event(c, path, pending.notes);
          break;
        case 'DEAT':
          p.deceased = true;
          if (p.death) {
            this.report.skipped(path);
            continue;
          }
          p.death = this.event(c, path, pending.notes);
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
        default:
          this.report.skipped(path);
          continue;
      }
      this.report.imported(path);
    }
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
          if (pending.family.marriage) {
            this.report.skipped(path);
            continue;
          }
          pending.family.marriage = this.event(c, path, null);
          break;
        default:
          this.report.skipped(path);
          continue;
      }
      this.report.imported(path);
    }
    this.families.set(id, pending);
  }

  finish(): { persons: DraftPerson[]; families: DraftFamily[] } {
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
    return { persons, families };
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
  const warnings: DraftWarning[] = decoded.warnings.map((message) => ({
    line: null,
    text: 'HEAD.CHAR',
    message,
  }));
  const tree = parseGedcomText(decoded.text);
  return { ...tree, warnings: [...warnings, ...tree.warnings] };
}

/** Reads GEDCOM already decoded to text. */
export function parseGedcomText(text: string): DraftTree {
  const run = new GedcomImport();
  readGedcomRecords(
    text,
    (record) => run.record(record),
    (problem) => run.warn(problem.line, problem.text, 'Dòng không đúng cú pháp GEDCOM; đã bỏ qua.'),
  );
  const { persons, families } = run.finish();
  return { persons, families, warnings: run.warnings, report: run.report.entries() };
}
