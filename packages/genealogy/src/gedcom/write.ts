// Draft tree → GEDCOM 5.5.1 (UTF-8, LINEAGE-LINKED). Choices, all read back by parseGedcom:
// - NAME in Vietnamese order with the surname marked: `/Nguyễn/ Văn An`, plus GIVN/SURN.
// - Other names: extra NAME records with `TYPE aka` and `_TYPE <kind>` (tenHuy, hieu…).
// - Dates: qualifiers, ranges, dual years and calendars as GEDCOM writes them; a lunar date rides in
//   the 5.5.1 interpreted-date phrase: `DATE INT 12 APR 1945 (âm lịch: ngày 1 tháng 3 năm Ất Dậu
//   1945)`; alone it is `DATE (âm lịch: …)`; beside a qualified date (INT takes none) it is an event
//   note `NOTE Âm lịch: …`. Other words of the phrase follow after `; ` (see dates.ts; 7.0 dates are
//   `writeGedcomDate(date, '7.0')`, for the 7.0 record writer to come).
// - Child relations: `PEDI adopted|foster` on the child's FAMC; a step child is `PEDI foster` (5.5.1
//   has no "step") refined by `_PEDI step`.
// - Lines longer than 255 characters continue with CONC, newlines with CONT; `@` is written `@@`.

import type { DraftFamily, DraftLifeDate, DraftPerson, DraftTree } from '../draft.ts';
import { splitVietnameseName } from '../text.ts';
import { writeGedcomDate } from './dates.ts';

export interface WriteGedcomOptions {
  /** File name written in HEAD.FILE. */
  sourceName?: string;
  /** Transmission date (HEAD.DATE); defaults to now. */
  now?: Date;
}

const MAX_LINE = 255;
const XREF_OK = /^[A-Za-z0-9_]{1,20}$/;

class Lines {
  readonly out: string[] = [];

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

  /** A pointer or other raw value: no escaping. */
  raw(level: number, tag: string, value: string): void {
    this.out.push(`${level} ${tag} ${value}`);
  }

  private long(prefix: string, contLevel: number, text: string): void {
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

function writeLifeDate(lines: Lines, level: number, d: DraftLifeDate): void {
  const date = writeGedcomDate(d, '5.5.1');
  if (date) lines.add(level, 'DATE', date.value);
  if (d.place) lines.add(level, 'PLAC', d.place);
  if (date?.note) lines.add(level, 'NOTE', date.note);
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
  const lines = new Lines();
  const taken = new Set<string>(['U1']);
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

  lines.add(0, 'HEAD');
  lines.add(1, 'SOUR', 'GIAPHA');
  lines.add(2, 'NAME', 'Gia phả');
  lines.add(1, 'DATE', `${now.getUTCDate()} ${MONTHS[now.getUTCMonth()]} ${now.getUTCFullYear()}`);
  if (options.sourceName) lines.add(1, 'FILE', options.sourceName);
  lines.raw(1, 'SUBM', '@U1@');
  lines.add(1, 'GEDC');
  lines.add(2, 'VERS', '5.5.1');
  lines.add(2, 'FORM', 'LINEAGE-LINKED');
  lines.add(1, 'CHAR', 'UTF-8');
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

  for (const p of tree.persons) {
    lines.add(0, 'INDI', undefined, personX.get(p.id));
    const name = gedcomName(p);
    if (name.value !== '') {
      lines.add(1, 'NAME', name.value);
      if (name.given !== '') lines.add(2, 'GIVN', name.given);
      if (name.surname !== '') lines.add(2, 'SURN', name.surname);
    }
    for (const other of p.otherNames) {
      lines.add(1, 'NAME', other.value.replaceAll('/', ' '));
      lines.add(2, 'TYPE', 'aka');
      lines.add(2, '_TYPE', other.kind);
    }
    lines.add(1, 'SEX', p.sex === 'male' ? 'M' : p.sex === 'female' ? 'F' : 'U');
    if (p.birth) {
      lines.add(1, 'BIRT');
      writeLifeDate(lines, 2, p.birth);
    }
    if (p.death) {
      lines.add(1, 'DEAT');
      writeLifeDate(lines, 2, p.death);
    } else if (p.deceased) {
      lines.add(1, 'DEAT', 'Y');
    }
    if (p.notes) lines.add(1, 'NOTE', p.notes);
    for (const fx of famsOf.get(p.id) ?? []) lines.raw(1, 'FAMS', `@${fx}@`);
    for (const link of famcOf.get(p.id) ?? []) {
      lines.raw(1, 'FAMC', `@${link.family}@`);
      const pedi = relationPedi(link.relation);
      if (pedi) lines.add(2, 'PEDI', pedi);
      if (link.relation === 'step') lines.add(2, '_PEDI', 'step');
    }
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
      writeLifeDate(lines, 2, f.marriage);
    }
  }
  lines.add(0, 'TRLR');
  return `${lines.out.join('\n')}\n`;
}
