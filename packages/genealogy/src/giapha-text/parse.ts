// Parser for gia phả typed in the common Vietnamese outline style (`Đời thứ 1: …`, `Vợ: …`,
// `Con trai trưởng: …`, children by indentation or numbering) into a draft tree. One pass over the lines,
// a stack of open persons by indentation, then families built per person and wife. Every line or part
// of a line that is not understood becomes a warning for the reviewer.

import type {
  DraftChildRelation,
  DraftFamily,
  DraftLifeDate,
  DraftPerson,
  DraftSex,
  DraftTree,
  DraftWarning,
  FidelityEntry,
} from '../draft.ts';
import { foldVietnamese, splitVietnameseName } from '../text.ts';
import {
  type CanChiYear,
  canChiYears,
  foldSameLength,
  lowerSameLength,
  parseDatePhrase,
  readVietnameseNumber,
} from './dates.ts';

type LineKind = 'heading' | 'person' | 'spouse' | 'child' | 'unparsed';
const KINDS: LineKind[] = ['heading', 'person', 'spouse', 'child', 'unparsed'];

interface ChildLink {
  personId: string;
  relation: DraftChildRelation;
  /** `(con bà cả)`: the wife's ordinal or name as written. */
  motherHint: string | null;
  /** The wife whose line the child is indented under. */
  motherId: string | null;
  line: number;
}

interface SpouseLink {
  personId: string;
  ordinal: number | null;
}

interface Work {
  person: DraftPerson;
  notes: string[];
  spouses: SpouseLink[];
  children: ChildLink[];
  birthCanChi: CanChiYear | null;
  deathCanChi: CanChiYear | null;
}

interface StackEntry {
  indent: number;
  personId: string;
  /** top: a person of the generation heading; child, spouse; group: `Các con:` alone. */
  role: 'top' | 'child' | 'spouse' | 'group';
  /** For spouse and group entries: the person the lines below belong to. */
  anchorId: string;
  group: Relation | null;
}

interface Relation {
  kind: 'wife' | 'husband' | 'child';
  sex: DraftSex;
  ordinal: number | null;
  adopted: boolean;
}

// Compound family names that splitVietnameseName would otherwise cut after the first word.
const COMPOUND_SURNAMES = [
  'Tôn Thất',
  'Tôn Nữ',
  'Nguyễn Phúc',
  'Nguyễn Phước',
  'Âu Dương',
  'Tư Mã',
  'Gia Cát',
  'Hoàng Phủ',
  'Thượng Quan',
];
const COMPOUND_FOLDED = new Map(COMPOUND_SURNAMES.map((s) => [foldVietnamese(s), s]));

// U+00D0/U+00F0 (eth) stand in for Đ/đ in text typed on the wrong keyboard layout.
const SPACES = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g;
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;
// Word's Symbol-font bullets arrive as private-use characters (U+F0B7, U+F0A7, U+F076, U+F0D8).
const BULLET = /^(?:[-+*•·◦▪▫●○■□►▸➢➤✓✔❖§–—\uF0B7\uF0A7\uF076\uF0D8\uF0FC]|o(?=\s))\s*/u;
const NUMBERING = /^(\d{1,3}(?:\.\d{1,3})*)(?:[.)]\s*|\s+)(?=\S)/;
const LETTERED = /^\(?[a-zđ]\)\s*|^[a-zđ]\.\s+/u;
const NAME_WORD = /^[\p{Lu}][\p{L}\p{M}]*$/u;
const HONORIFIC = /^(cụ ông|cụ bà|ông|bà|cụ|cố|kỵ)\s+/;
// Attribute keywords that may follow a name without a comma: a segment is split before each.
const INNER_KEYWORD =
  /(?<=^|\s)(?:sinh|mất|đã mất|từ trần|tạ thế|qua đời|giỗ|hưởng thọ|thọ|tên húy|tên huý|mộ táng|an táng)(?![\p{L}\p{M}])/gu;

const DETAIL_PATTERNS: [RegExp, DetailKind][] = [
  [/^(?:sinh|sanh)(?![\p{L}\p{M}])\s*:?\s*/u, 'birth'],
  [/^(?:đã mất|mất|từ trần|tạ thế|qua đời|chết)(?![\p{L}\p{M}])\s*:?\s*/u, 'death'],
  [/^(?:ngày giỗ|giỗ|ngày kỵ|kỵ nhật)(?![\p{L}\p{M}])\s*:?\s*/u, 'gio'],
  [/^(?:hưởng thọ|hưởng dương|thọ)(?![\p{L}\p{M}])/u, 'age'],
  [/^(?:tên húy|tên huý|húy|huý|tên kiêng)(?![\p{L}\p{M}])\s*:?\s*/u, 'tenHuy'],
  [/^(?:tên tự|tự)(?![\p{L}\p{M}])\s*:?\s*/u, 'tenTu'],
  [/^(?:tên hiệu|biệt hiệu|hiệu)(?![\p{L}\p{M}])\s*:?\s*/u, 'hieu'],
  [/^(?:thụy hiệu|thuỵ hiệu|thụy|thuỵ)(?![\p{L}\p{M}])\s*:?\s*/u, 'thuyHieu'],
  [/^(?:tên thường gọi|tên gọi khác|tên tục|tục danh|tục gọi)(?![\p{L}\p{M}])\s*:?\s*/u, 'other'],
  [/^(?:mộ táng|mộ phần|phần mộ|mộ|an táng|táng|an nghỉ)(?![\p{L}\p{M}])/u, 'grave'],
  [/^con (?:bà|vợ)\s+/u, 'mother'],
  [/^con nuôi$/u, 'adopted'],
];
type DetailKind =
  | 'birth'
  | 'death'
  | 'gio'
  | 'age'
  | 'tenHuy'
  | 'tenTu'
  | 'hieu'
  | 'thuyHieu'
  | 'other'
  | 'grave'
  | 'mother'
  | 'adopted';

// `không rõ năm sinh`: the source says it does not know; nothing to read and nothing to warn about.
const UNKNOWN = /^(?:không|chưa) (?:rõ|biết)(?![\p{L}\p{M}])/iu;

const YEARS = /^\(?\s*(\d{3,4}|\?)\s*(?:(?:[-–—]|đến)\s*(\d{3,4}|\?)?)?\s*\)?$/u;

/** What the line-level parts (after marker and relation prefix) say about one person. */
interface LineFacts {
  honorificSex: DraftSex;
  motherHint: string | null;
  adopted: boolean;
  ordinal: number | null;
  leftovers: string[];
}

function emptyDate(): DraftLifeDate {
  return { solar: null, lunar: null, phrase: null, place: null };
}

function mergeDate(into: DraftLifeDate | null, from: DraftLifeDate): DraftLifeDate {
  const d = into ?? emptyDate();
  const merged: DraftLifeDate = {
    solar: d.solar ?? from.solar ?? null,
    lunar: d.lunar ?? from.lunar ?? null,
    phrase: d.phrase ?? from.phrase ?? null,
    place: d.place ?? from.place,
  };
  const qualifier = d.qualifier ?? from.qualifier;
  if (qualifier) merged.qualifier = qualifier;
  return merged;
}

function yearOnly(year: number): DraftLifeDate {
  return { ...emptyDate(), solar: { year, month: null, day: null } };
}

function isEmptyDate(d: DraftLifeDate | null): boolean {
  return d === null || (!d.solar && !d.lunar && !d.phrase && d.place === null);
}

/** Splits the text after a name into parts: top-level `,` `;` `. `, and parenthesised groups. */
function segments(text: string): { text: string; paren: boolean }[] {
  const out: { text: string; paren: boolean }[] = [];
  let buf = '';
  let i = 0;
  const flush = (paren: boolean) => {
    const t = buf.trim();
    if (t !== '') out.push({ text: t, paren });
    buf = '';
  };
  while (i < text.length) {
    const ch = text.charAt(i);
    if (ch === '(' && buf.trim() === '') {
      let depth = 1;
      let j = i + 1;
      while (j < text.length && depth > 0) {
        const c = text.charAt(j);
        if (c === '(') depth++;
        else if (c === ')') depth--;
        j++;
      }
      buf = text.slice(i + 1, depth === 0 ? j - 1 : j);
      flush(true);
      i = j;
      continue;
    }
    if (ch === '(') {
      // A group inside a part (`sinh năm Canh Tuất (1850)`) stays with it.
      const close = text.indexOf(')', i);
      const end = close < 0 ? text.length : close + 1;
      buf += text.slice(i, end);
      i = end;
      continue;
    }
    if (ch === ',' || ch === ';' || (ch === '.' && (i + 1 === text.length || text.charAt(i + 1) === ' '))) {
      flush(false);
      i++;
      continue;
    }
    buf += ch;
    i++;
  }
  flush(false);
  // Attributes typed one after another without commas (`sinh năm 1850 mất năm 1900`).
  return out.flatMap((s) => {
    if (s.paren || UNKNOWN.test(s.text)) return [s];
    const cuts = [...s.text.matchAll(INNER_KEYWORD)].map((m) => m.index);
    if (cuts.length === 0) return [s];
    const parts: { text: string; paren: boolean }[] = [];
    let start = 0;
    for (const cut of cuts) {
      parts.push({ text: s.text.slice(start, cut).trim(), paren: false });
      start = cut;
    }
    parts.push({ text: s.text.slice(start).trim(), paren: false });
    return parts.filter((p) => p.text !== '');
  });
}

function detailKind(low: string): { kind: DetailKind; valueStart: number } | null {
  for (const [re, kind] of DETAIL_PATTERNS) {
    const m = re.exec(low);
    if (m) return { kind, valueStart: m[0].length };
  }
  return null;
}

/** Reads a relation label (`Vợ cả`, `Con trai thứ hai`, `Các con`) from the start of a line. */
function readRelation(text: string): { relation: Relation; rest: string } | null {
  const low = lowerSameLength(text);
  const m = /^(?:(các con|con cái)|(vợ|chồng|con|chính thất|kế thất|thứ thất|bà|ông))(?![\p{L}\p{M}])/u.exec(
    low,
  );
  if (!m) return null;
  let relation: Relation;
  if (m[1] !== undefined) relation = { kind: 'child', sex: 'unknown', ordinal: null, adopted: false };
  else if (m[2] === 'chồng' || m[2] === 'ông')
    relation = { kind: 'husband', sex: 'male', ordinal: null, adopted: false };
  else if (m[2] === 'con') relation = { kind: 'child', sex: 'unknown', ordinal: null, adopted: false };
  else relation = { kind: 'wife', sex: 'female', ordinal: m[2] === 'chính thất' ? 1 : null, adopted: false };

  // Qualifier words one at a time (sticky), so that a colon glued to a word ends the label.
  let pos = m[0].length;
  const wordAt = (at: number): { word: string; fold: string; end: number } | null => {
    const re = /\s+([\p{L}\p{M}\d]+)/uy;
    re.lastIndex = at;
    const w = re.exec(low);
    return w ? { word: w[1] ?? '', fold: foldSameLength(w[1] ?? ''), end: re.lastIndex } : null;
  };
  for (let next = wordAt(pos); next; next = wordAt(pos)) {
    const word = next.word;
    if (relation.kind === 'child' && (word === 'trai' || word === 'gái')) {
      relation.sex = word === 'trai' ? 'male' : 'female';
    } else if (relation.kind === 'child' && word === 'nuôi') {
      relation.adopted = true;
    } else if (word === 'trưởng' || word === 'cả' || word === 'đầu') {
      relation.ordinal = 1;
    } else if (word === 'út' || word === 'lẽ' || word === 'kế') {
      // Known words that carry no number.
    } else if (word === 'thứ' || relation.kind === 'wife') {
      const numberWords: string[] = [];
      let end = word === 'thứ' ? next.end : pos;
      for (let w = wordAt(end); w && numberWords.length < 3; w = wordAt(w.end)) numberWords.push(w.fold);
      const number = readVietnameseNumber(numberWords);
      if (!number) break;
      relation.ordinal = number.value;
      for (let k = 0; k < number.used; k++) end = wordAt(end)?.end ?? end;
      pos = end;
      continue;
    } else break;
    pos = next.end;
  }
  const rest = text.slice(Math.min(pos, text.length)).replace(/^\s*[:：\-–—]?\s*/, '');
  const hadSeparator = /^\s*[:：\-–—]/.test(text.slice(Math.min(pos, text.length)));
  // Without a separator a label only counts when a name follows it (`Vợ Trần Thị Hiền`); `Bà`/`Ông`
  // without one are honorifics of the person named (`Bà Nguyễn Thị Lành`).
  if (!hadSeparator && (m[2] === 'bà' || m[2] === 'ông')) return null;
  if (!hadSeparator && rest !== '' && !NAME_WORD.test(rest.split(' ')[0] ?? '')) return null;
  return { relation, rest };
}

/** The name at the start of `text`: capitalised words, up to the first punctuation or lower-case word. */
function readName(text: string): { name: string; rest: string; honorificSex: DraftSex } {
  let honorificSex: DraftSex = 'unknown';
  let body = text;
  const h = HONORIFIC.exec(lowerSameLength(text));
  if (h) {
    const after = text.slice(h[0].length);
    if (NAME_WORD.test(after.split(/[\s,;:(]/)[0] ?? '')) {
      body = after;
      const word = h[1] ?? '';
      honorificSex = word.includes('bà')
        ? 'female'
        : word === 'ông' || word === 'cụ ông'
          ? 'male'
          : 'unknown';
    }
  }
  const words: string[] = [];
  let pos = 0;
  const re = /([^\s,;:()–—.]+)(\s*)/gu;
  for (let m = re.exec(body); m; m = re.exec(body)) {
    if (m.index !== pos || !NAME_WORD.test(m[1] ?? '') || words.length === 8) break;
    words.push(m[1] ?? '');
    pos = m.index + m[0].length;
  }
  return { name: words.join(' '), rest: body.slice(pos).trim(), honorificSex };
}

function sexFromName(name: string, surname: string | null): DraftSex {
  const middle = splitVietnameseName(name, surname).middle.toLowerCase().split(' ');
  if (middle.includes('thị')) return 'female';
  if (middle.includes('văn')) return 'male';
  return 'unknown';
}

function surnameOf(name: string): string | null {
  const words = name.split(' ');
  if (words.length < 2) return null;
  const compound =
    words.length >= 3 ? COMPOUND_FOLDED.get(foldVietnamese(`${words[0]} ${words[1]}`)) : undefined;
  return splitVietnameseName(name, compound ?? null).surname || null;
}

interface HeadingMatch {
  generation: number;
  rest: string;
  leftover: string | null;
}

function readHeading(text: string): HeadingMatch | null {
  if (!/^(đời|thế hệ)/.test(lowerSameLength(text))) return null;
  const fold = foldSameLength(text);
  const m = /^(?:doi|the he)\s+(?:thu\s+)?/.exec(fold);
  if (!m) return null;
  const words = fold.slice(m[0].length).split(/[\s:.\-–—)]+/);
  const number = readVietnameseNumber(words);
  if (!number || number.value < 1) return null;
  // Index just after the number words in the original text.
  let pos = m[0].length;
  for (let k = 0; k < number.used; k++) {
    const next = /[^\s:.\-–—)]+/.exec(fold.slice(pos));
    if (!next) break;
    pos += next.index + next[0].length;
  }
  const after = text.slice(pos);
  const sep = /^\s*([:.\-–—)])?\s*/.exec(after);
  const rest = after.slice(sep?.[0].length ?? 0);
  if (rest === '') return { generation: number.value, rest: '', leftover: null };
  // A person follows only after a colon; anything else after the number is a subtitle we do not read.
  if (sep?.[1] === ':') return { generation: number.value, rest, leftover: null };
  return { generation: number.value, rest: '', leftover: rest };
}

function isTitle(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return (letters !== '' && text === text.toUpperCase()) || foldVietnamese(text).startsWith('gia pha');
}

/**
 * Parses gia phả text typed in the Vietnamese outline style into a draft tree. Pure and linear in the
 * length of the text.
 */
export function parseGiaPhaText(text: string): DraftTree {
  const works: Work[] = [];
  const byId = new Map<string, Work>();
  const warnings: DraftWarning[] = [];
  const counts = new Map<LineKind, { imported: number; skipped: number }>();
  const count = (kind: LineKind, leftover: boolean) => {
    const c = counts.get(kind) ?? { imported: 0, skipped: 0 };
    if (kind === 'unparsed' || leftover) c.skipped++;
    if (kind !== 'unparsed') c.imported++;
    counts.set(kind, c);
  };

  // Children listed under a parent, waiting for their own entry in the next generation: `gen|folded name`.
  const pending = new Map<string, string[]>();
  let generation: number | null = null;
  let labels = new Map<string, string>();
  let stack: StackEntry[] = [];
  let lastTopId: string | null = null;
  let seenContent = false;

  const newPerson = (name: string, gen: number | null): Work => {
    const surname = surnameOf(name);
    const person: DraftPerson = {
      id: `p${works.length + 1}`,
      name,
      surname,
      sex: sexFromName(name, surname),
      generation: gen,
      ordinalNumber: null,
      birth: null,
      death: null,
      deceased: false,
      otherNames: [],
      notes: null,
    };
    const work: Work = {
      person,
      notes: [],
      spouses: [],
      children: [],
      birthCanChi: null,
      deathCanChi: null,
    };
    works.push(work);
    byId.set(person.id, work);
    return work;
  };

  const getWork = (id: string): Work => {
    const w = byId.get(id);
    if (!w) throw new Error(`Unknown draft person ${id}`);
    return w;
  };

  /** Applies the parts after a name to a person; what is not understood goes to facts.leftovers. */
  const applyDetails = (work: Work, rest: string, facts: LineFacts): void => {
    const p = work.person;
    // A place goes on after a comma (`mộ táng tại xứ Đồng Cao, xã Yên Lạc`): the next unknown part joins it.
    let continuePlace: ((more: string) => void) | null = null;
    for (const seg of segments(rest)) {
      const low = lowerSameLength(seg.text);
      if (seg.paren) {
        const years = YEARS.exec(low);
        if (years) {
          const [, from, to] = years;
          if (from !== undefined && from !== '?') p.birth = mergeDate(p.birth, yearOnly(Number(from)));
          if (to !== undefined && to !== '?') {
            p.death = mergeDate(p.death, yearOnly(Number(to)));
            p.deceased = true;
          }
          continuePlace = null;
          continue;
        }
        // A parenthesised list of details (`(sinh năm 1850, mất sớm)`).
        if (segments(seg.text).length > 1) {
          applyDetails(work, seg.text, facts);
          continuePlace = null;
          continue;
        }
      }
      if (UNKNOWN.test(low)) {
        continuePlace = null;
        continue;
      }
      const ordinal = /^con (?:(trai|gái) )?(?:(trưởng|cả|út)|thứ (.+))$/u.exec(low);
      if (ordinal) {
        const number =
          ordinal[3] === undefined ? null : readVietnameseNumber(foldSameLength(ordinal[3]).split(' '));
        if (ordinal[2] === 'trưởng' || ordinal[2] === 'cả') facts.ordinal = 1;
        else if (number) facts.ordinal = number.value;
        else if (ordinal[3] !== undefined) facts.leftovers.push(seg.text);
        if (ordinal[1] !== undefined) p.sex = ordinal[1] === 'trai' ? 'male' : 'female';
        continuePlace = null;
        continue;
      }
      const detail = detailKind(low);
      if (!detail) {
        if (continuePlace) continuePlace(seg.text);
        else facts.leftovers.push(seg.paren ? `(${seg.text})` : seg.text);
        continue;
      }
      const value = seg.text.slice(detail.valueStart).trim();
      continuePlace = null;
      switch (detail.kind) {
        case 'birth':
        case 'death':
        case 'gio': {
          if (detail.kind !== 'birth') p.deceased = true;
          if (value === '') break;
          const parsed = parseDatePhrase(value);
          facts.leftovers.push(...parsed.leftover);
          const isBirth = detail.kind === 'birth';
          const merged = mergeDate(isBirth ? p.birth : p.death, parsed.date);
          if (isBirth) {
            p.birth = merged;
            work.birthCanChi ??= parsed.canChi;
          } else {
            p.death = merged;
            work.deathCanChi ??= parsed.canChi;
          }
          if (parsed.date.place !== null && merged.place === parsed.date.place) {
            continuePlace = (more) => {
              merged.place = `${merged.place}, ${more}`;
            };
          }
          break;
        }
        case 'age':
          p.deceased = true;
          work.notes.push(seg.text);
          break;
        case 'tenHuy':
        case 'tenTu':
        case 'hieu':
        case 'thuyHieu':
        case 'other':
          if (value === '') facts.leftovers.push(seg.text);
          else p.otherNames.push({ kind: detail.kind, value });
          break;
        case 'grave': {
          const index = work.notes.push(seg.text) - 1;
          continuePlace = (more) => {
            work.notes[index] = `${work.notes[index]}, ${more}`;
          };
          break;
        }
        case 'mother':
          facts.motherHint = value;
          break;
        case 'adopted':
          facts.adopted = true;
          break;
      }
    }
  };

  const mergeInto = (work: Work, facts: LineFacts, sex: DraftSex) => {
    const p = work.person;
    if (sex !== 'unknown') p.sex = sex;
    else if (p.sex === 'unknown' && facts.honorificSex !== 'unknown') p.sex = facts.honorificSex;
    if (facts.ordinal !== null && p.ordinalNumber === null) p.ordinalNumber = facts.ordinal;
  };

  const lines = text.split(/\r\n|\r|\n|\u2028|\u2029/);
  for (let index = 0; index < lines.length; index++) {
    const lineNo = index + 1;
    const raw = (lines[index] ?? '')
      .normalize('NFC')
      .replace(INVISIBLE, '')
      .replace(SPACES, ' ')
      .replace(/\u00D0/g, '\u0110')
      .replace(/\u00F0/g, '\u0111');
    const lead = /^[ \t]*/.exec(raw)?.[0] ?? '';
    let indent = 0;
    for (const ch of lead) indent = ch === '\t' ? (Math.floor(indent / 4) + 1) * 4 : indent + 1;
    const content = raw.slice(lead.length).replace(/\s+/g, ' ').trim();
    if (content === '') continue;
    const unparsed = (message = 'Không hiểu dòng này') => {
      warnings.push({ line: lineNo, text: content, message });
      count('unparsed', false);
    };
    const warnLeftovers = (leftovers: string[]) => {
      if (leftovers.length === 0) return;
      warnings.push({
        line: lineNo,
        text: content,
        message: `Không hiểu một phần của dòng: ${leftovers.map((l) => `«${l}»`).join(', ')}`,
      });
    };

    const heading = readHeading(content);
    if (!seenContent && !heading && isTitle(content)) continue;
    seenContent = true;

    let body = content;
    let kind: LineKind;
    let topLevelGeneration: number | null = null;
    if (heading) {
      generation = heading.generation;
      labels = new Map();
      stack = [];
      lastTopId = null;
      count('heading', heading.leftover !== null);
      if (heading.leftover !== null) warnLeftovers([heading.leftover]);
      if (heading.rest === '') continue;
      body = heading.rest;
      topLevelGeneration = generation;
    }

    // List markers: numbering keeps its label so that `1.1.` finds `1.`.
    let label: string | null = null;
    let bulleted = false;
    const numbering = NUMBERING.exec(body);
    if (numbering) {
      label = numbering[1] ?? null;
      body = body.slice(numbering[0].length);
    } else {
      const marker = BULLET.exec(body) ?? LETTERED.exec(body);
      if (marker) body = body.slice(marker[0].length);
      bulleted = marker !== null;
    }
    if (body === '') {
      unparsed();
      continue;
    }

    const relation = heading ? null : readRelation(body);
    if (relation) body = relation.rest;
    const facts: LineFacts = {
      honorificSex: 'unknown',
      motherHint: null,
      adopted: false,
      ordinal: null,
      leftovers: [],
    };

    // Where the line sits: the person it belongs to, if any.
    let anchor: StackEntry | null = null;
    let parentByLabel: string | null = null;
    if (!heading) {
      const parentLabel = label?.includes('.') ? label.slice(0, label.lastIndexOf('.')) : null;
      parentByLabel = parentLabel !== null ? (labels.get(parentLabel) ?? null) : null;
      if (parentByLabel !== null && !relation) {
        while (stack.length > 0 && stack.at(-1)?.personId !== parentByLabel) stack.pop();
      } else {
        // A relation line at the indent of a top-level person belongs to it (unindented `Vợ:` lines);
        // a bulleted line at the indent of `Các con:` is one of those children.
        for (let top = stack.at(-1); top; top = stack.at(-1)) {
          const sameLevelEnds = relation ? top.role !== 'top' : !(top.role === 'group' && bulleted);
          if (top.indent > indent || (top.indent === indent && sameLevelEnds)) stack.pop();
          else break;
        }
      }
      anchor = stack.at(-1) ?? null;
    }
    const anchorId = parentByLabel ?? anchor?.anchorId ?? (relation && !heading ? lastTopId : null);

    const { name, rest, honorificSex } = readName(body);
    facts.honorificSex = honorificSex;
    // `Mộ táng tại …`, `Giỗ ngày …`: a capitalised keyword is not a one-word name.
    const detailsOnly = name.split(' ').length < 2 && detailKind(lowerSameLength(body)) !== null;

    if (relation && body === '') {
      // `Các con:` / `Con trai:` alone: the lines below inherit the relation.
      if (anchorId === null) {
        unparsed('Không biết dòng này thuộc về ai');
        continue;
      }
      stack.push({ indent, personId: anchorId, role: 'group', anchorId, group: relation.relation });
      count(relation.relation.kind === 'child' ? 'child' : 'spouse', false);
      continue;
    }

    if (detailsOnly && !relation && !heading) {
      // A line of details under a person (`Mộ táng tại …`): they belong to the person above.
      const targetId = anchor?.personId ?? lastTopId;
      if (targetId === null) {
        unparsed('Không biết dòng này thuộc về ai');
        continue;
      }
      const target = getWork(targetId);
      applyDetails(target, body, facts);
      if (facts.motherHint !== null || facts.ordinal !== null) facts.leftovers.push(body);
      warnLeftovers(facts.leftovers);
      count('person', facts.leftovers.length > 0);
      continue;
    }

    const words = name === '' ? 0 : name.split(' ').length;
    if (words === 0 || (words < 2 && !relation)) {
      unparsed();
      continue;
    }

    const effective: Relation | null = relation?.relation ?? (anchor?.role === 'group' ? anchor.group : null);
    const isSpouse = effective !== null && effective.kind !== 'child';
    const isChild = !isSpouse && !heading && anchorId !== null;

    let work: Work;
    if (isSpouse && effective) {
      if (anchorId === null) {
        unparsed('Không biết dòng này thuộc về ai');
        continue;
      }
      const partner = getWork(anchorId);
      work = newPerson(name, partner.person.generation);
      if (effective.kind === 'husband') work.person.sex = 'male';
      else work.person.sex = 'female';
      partner.spouses.push({ personId: work.person.id, ordinal: effective.ordinal });
      applyDetails(work, rest, facts);
      mergeInto(work, facts, work.person.sex);
      stack.push({ indent, personId: work.person.id, role: 'spouse', anchorId, group: null });
      kind = 'spouse';
    } else if (isChild && anchorId !== null) {
      const parent = getWork(anchorId);
      const gen = parent.person.generation === null ? null : parent.person.generation + 1;
      work = newPerson(name, gen);
      applyDetails(work, rest, facts);
      mergeInto(work, facts, effective?.sex ?? 'unknown');
      if (effective?.ordinal != null && work.person.ordinalNumber === null) {
        work.person.ordinalNumber = effective.ordinal;
      }
      parent.children.push({
        personId: work.person.id,
        relation: effective?.adopted || facts.adopted ? 'adopted' : 'birth',
        motherHint: facts.motherHint,
        motherId: anchor?.role === 'spouse' && parentByLabel === null ? anchor.personId : null,
        line: lineNo,
      });
      if (gen !== null) {
        const key = `${gen}|${foldVietnamese(name)}`;
        const waiting = pending.get(key);
        if (waiting) waiting.push(work.person.id);
        else pending.set(key, [work.person.id]);
      }
      stack.push({
        indent,
        personId: work.person.id,
        role: 'child',
        anchorId: work.person.id,
        group: null,
      });
      kind = 'child';
    } else {
      if (relation) {
        unparsed('Không biết dòng này thuộc về ai');
        continue;
      }
      const gen = topLevelGeneration ?? generation;
      const key = `${gen}|${foldVietnamese(name)}`;
      const waiting = gen === null ? undefined : pending.get(key);
      const claimedId = waiting?.shift();
      work = claimedId !== undefined ? getWork(claimedId) : newPerson(name, gen);
      applyDetails(work, rest, facts);
      mergeInto(work, facts, 'unknown');
      lastTopId = work.person.id;
      stack = [{ indent, personId: work.person.id, role: 'top', anchorId: work.person.id, group: null }];
      kind = 'person';
    }
    if (facts.motherHint !== null && !isChild) facts.leftovers.push(`con bà ${facts.motherHint}`);
    // Plain `1.`, `2.` under a person number that person's children locally: only top-level and dotted
    // labels can be parents of `1.1.` lines.
    if (label !== null && (kind === 'person' || label.includes('.'))) labels.set(label, work.person.id);
    warnLeftovers(facts.leftovers);
    count(kind, facts.leftovers.length > 0);
  }

  for (const work of works) finishPerson(work);
  return {
    persons: works.map((w) => w.person),
    families: buildFamilies(works, byId, warnings),
    warnings,
    report: KINDS.flatMap((tag): FidelityEntry[] => {
      const c = counts.get(tag);
      return c ? [{ tag, imported: c.imported, skipped: c.skipped }] : [];
    }),
  };
}

/**
 * Gives a Can-Chi year its Gregorian number when the other years of the person leave one plausible
 * choice: the event's own solar year (±1, as a lunar year straddles two solar ones), or for a birth the
 * century before the death, for a death the century after the birth. Otherwise the words stay the phrase.
 */
function canChiYear(
  cc: CanChiYear,
  own: number | null,
  from: number | null,
  to: number | null,
): number | null {
  const candidates =
    own !== null
      ? canChiYears(cc, own - 1, own + 1)
      : from !== null && to !== null
        ? canChiYears(cc, from, to)
        : [];
  return candidates.length === 1 ? (candidates[0] ?? null) : null;
}

function finishPerson(work: Work): void {
  const p = work.person;
  const birthYear = p.birth?.solar?.year ?? null;
  const deathYear = p.death?.solar?.year ?? null;
  const resolve = (date: DraftLifeDate | null, year: number | null): DraftLifeDate | null => {
    if (date === null || year === null) return date;
    return {
      ...date,
      solar: date.solar ?? { year, month: null, day: null },
      lunar: date.lunar && date.lunar.year == null ? { ...date.lunar, year } : date.lunar,
    };
  };
  if (work.birthCanChi) {
    const from = deathYear === null ? null : deathYear - 100;
    p.birth = resolve(p.birth, canChiYear(work.birthCanChi, birthYear, from, deathYear));
  }
  if (work.deathCanChi) {
    const to = birthYear === null ? null : birthYear + 100;
    p.death = resolve(p.death, canChiYear(work.deathCanChi, deathYear, birthYear, to));
  }
  if (isEmptyDate(p.birth)) p.birth = null;
  if (isEmptyDate(p.death)) p.death = null;
  if (p.death !== null) p.deceased = true;
  p.notes = work.notes.length > 0 ? work.notes.join('\n') : null;
}

/** The wife a `(con bà …)` hint names: by ordinal (`cả`, `hai`, `3`) or by (the end of) her name. */
function hintedSpouse(work: Work, hint: string, byId: Map<string, Work>): number {
  const folded = foldVietnamese(hint);
  const number = readVietnameseNumber(folded.split(' '));
  const ordinal = /^(ca|truong|chinh|dau)$/.test(folded) ? 1 : (number?.value ?? null);
  return work.spouses.findIndex((s, i) =>
    ordinal !== null
      ? (s.ordinal ?? i + 1) === ordinal
      : foldVietnamese(byId.get(s.personId)?.person.name ?? '').endsWith(folded),
  );
}

/** One family per person and wife (or husband); children without a wife to go to form a lone-parent family. */
function buildFamilies(works: Work[], byId: Map<string, Work>, warnings: DraftWarning[]): DraftFamily[] {
  const families: DraftFamily[] = [];
  const add = (fatherId: string | null, motherId: string | null): DraftFamily => {
    const family: DraftFamily = {
      id: `f${families.length + 1}`,
      fatherId,
      motherId,
      children: [],
      marriage: null,
    };
    families.push(family);
    return family;
  };
  for (const work of works) {
    if (work.spouses.length === 0 && work.children.length === 0) continue;
    const self = work.person.id;
    const selfIsMother = work.person.sex === 'female';
    const perSpouse = work.spouses.map((s) => (selfIsMother ? add(s.personId, self) : add(self, s.personId)));
    let lone: DraftFamily | null = null;
    for (const child of work.children) {
      let index = child.motherId === null ? -1 : work.spouses.findIndex((s) => s.personId === child.motherId);
      if (child.motherHint !== null) {
        index = hintedSpouse(work, child.motherHint, byId);
        if (index < 0) {
          warnings.push({
            line: child.line,
            text: `${byId.get(child.personId)?.person.name ?? child.personId} (con bà ${child.motherHint})`,
            message: 'Không tìm thấy người vợ được nhắc đến; con được xếp với người vợ đầu',
          });
        }
      }
      let family = perSpouse[Math.max(index, 0)];
      if (!family) {
        lone ??= selfIsMother ? add(null, self) : add(self, null);
        family = lone;
      }
      family.children.push({ personId: child.personId, relation: child.relation });
    }
  }
  return families;
}
