// Brings a draft's content within the contract's limits, whatever made it: an importer reading a file
// from another program, the model, or an older server that stored drafts this one would refuse. Used
// before a draft is stored and whenever one is read, so a draft is always readable and publishable.
// Nothing is refused here: what does not fit is fixed, and each fix is a warning for the reviewer.
// Deterministic and idempotent: content it returns passes through unchanged, with no new warnings.
import {
  citationFacts,
  cleanDisplayText,
  DRAFT_LIMITS,
  type DraftCitationValue,
  type DraftEventValue,
  type DraftFamilyValue,
  type DraftGraveValue,
  type DraftLifeDateValue,
  type DraftNode,
  type DraftPosition,
  type DraftSourceRecord,
  dateQualifiers,
  gedcomCalendars,
  lifeEventTypes,
} from '@giapha/contract';
import {
  canonicalCanChi,
  type DraftWarning,
  type FidelityEntry,
  readGedcomDate,
  UNKNOWN_PERSON_NAME,
} from '@giapha/genealogy';

export interface DraftContentParts {
  nodes: readonly DraftNode[];
  families: readonly DraftFamilyValue[];
  positions: readonly DraftPosition[];
  /** Absent on drafts stored before source records were kept. */
  sources?: readonly DraftSourceRecord[] | undefined;
}

export interface NormalizedDraft {
  nodes: DraftNode[];
  families: DraftFamilyValue[];
  positions: DraftPosition[];
  sources: DraftSourceRecord[];
  /** What was changed, one warning per fix (none when the content already fitted). */
  warnings: DraftWarning[];
}

/** Most warnings a draft keeps (a binary file read as GEDCOM gives one per line). */
export const MAX_DRAFT_WARNINGS = 5000;
const WARNING_TEXT_MAX = 500;
const REPORT_TAG_MAX = 100;

/**
 * Control characters other than tab and line ends, and halves of surrogate pairs: not text (PostgreSQL's
 * jsonb refuses U+0000 outright, so one NUL in a file used to fail the whole import).
 */
const NOT_TEXT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes.
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Any character NOT_TEXT might remove: most text has none, and skips the slower replace. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this looks for.
const MAYBE_NOT_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ud800-\udfff]/;

/** Text as stored: no control characters or lone surrogates, NFC. Not a string: empty. */
export function cleanText(value: unknown): string {
  if (typeof value !== 'string') return '';
  return (MAYBE_NOT_TEXT.test(value) ? value.replace(NOT_TEXT, '') : value).normalize('NFC');
}

/** One line: whitespace runs (line ends too) become one space, trimmed. */
function oneLine(value: unknown): string {
  return cleanText(value).replace(/\s+/g, ' ').trim();
}

/** A name as the contract stores names: also without invisible or direction-changing characters. */
function displayName(value: unknown): string {
  return cleanDisplayText(cleanText(value));
}

/** The first `max` UTF-16 units, never cutting a surrogate pair, at a space when one is near the end. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = max;
  const last = text.charCodeAt(cut - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut--;
  const space = text.lastIndexOf(' ', cut);
  if (space > cut * 0.8) cut = space;
  return text.slice(0, cut).trimEnd();
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
type SolarValue = NonNullable<DraftLifeDateValue['solar']>;
type LunarValue = NonNullable<DraftLifeDateValue['lunar']>;

const isCoordinate = (v: unknown, max: number): v is number =>
  typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= max;
const isInt = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** A latitude and longitude within range, else null. */
function asCoordinates(value: unknown): { latitude: number; longitude: number } | null {
  if (!isRecord(value) || !isCoordinate(value.latitude, 90) || !isCoordinate(value.longitude, 180))
    return null;
  return { latitude: value.latitude, longitude: value.longitude };
}

const SEXES = new Set(['male', 'female', 'unknown']);
const RELATIONS = new Set(['birth', 'adopted', 'step', 'foster']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const COORDINATE_MAX = 1e7;

type Sex = DraftNode['sex'];
type Relation = DraftFamilyValue['children'][number]['relation'];
type Qualifier = NonNullable<DraftLifeDateValue['qualifier']> | null;
type NameKind = DraftNode['otherNames'][number]['kind'];

const asSex = (v: unknown): Sex => (v === 'male' || v === 'female' ? v : 'unknown');
function asRelation(v: unknown): Relation {
  return v === 'adopted' || v === 'step' || v === 'foster' ? v : 'birth';
}
function asQualifier(v: unknown): Qualifier {
  return typeof v === 'string' && (dateQualifiers as readonly string[]).includes(v) ? (v as Qualifier) : null;
}
function asNameKind(v: unknown): NameKind {
  return v === 'tenHuy' || v === 'tenTu' || v === 'hieu' || v === 'thuyHieu' || v === 'phapDanh'
    ? v
    : 'other';
}

/** A source record's title when the file gives none. */
export const UNTITLED_SOURCE = 'Nguồn không tên';

class Normalizer {
  readonly warnings: DraftWarning[] = [];
  /** The source records' ids, old → new: citations of any other source are dropped. */
  private sourceIds = new Map<string, string>();

  warn(text: string, message: string): void {
    this.warnings.push({ line: null, text, message });
  }

  /** A short field: one line, within `max` (clipped with a warning). */
  short(value: unknown, max: number, where: string, label: string, read = oneLine): string {
    const text = read(value);
    if (text.length <= max) return text;
    this.warn(where, `${label} dài ${text.length} ký tự, quá ${max}; đã cắt bớt.`);
    return clip(text, max);
  }

  /** A solar date as stored: a year, then a month and a day when they are valid (warned otherwise). */
  solar(s: unknown, where: string): SolarValue | null {
    if (!isRecord(s)) return null;
    if (!isInt(s.year, 1, 9999)) {
      this.warn(where, `Năm ${String(s.year)} không hợp lệ; đã bỏ ngày dương lịch.`);
      return null;
    }
    const month = isInt(s.month, 1, 12) ? s.month : null;
    const solar: SolarValue = {
      year: s.year,
      month,
      day: month !== null && isInt(s.day, 1, 31) ? s.day : null,
    };
    if (s.dualYear === true) solar.dualYear = true;
    if ((s.month ?? null) !== solar.month || (s.day ?? null) !== solar.day) {
      this.warn(where, 'Ngày hoặc tháng không hợp lệ; đã bỏ phần đó.');
    }
    return solar;
  }

  /** A lunar date as stored: the parts that are valid, with at least one of them (warned otherwise). */
  lunar(l: unknown, where: string): LunarValue | null {
    if (!isRecord(l)) return null;
    const month = isInt(l.month, 1, 12) ? l.month : null;
    const day = month !== null && isInt(l.day, 1, 30) ? l.day : null;
    const year = isInt(l.year, 1, 9999) ? l.year : null;
    const canChi = year === null && typeof l.canChi === 'string' ? canonicalCanChi(l.canChi) : null;
    const lunar: LunarValue = { day, month, year, leap: month !== null && l.leap === true };
    if (canChi !== null) lunar.canChi = canChi;
    const dropped =
      (l.day ?? null) !== day ||
      (l.month ?? null) !== month ||
      (l.year ?? null) !== year ||
      (l.canChi ?? null) !== canChi;
    const empty = day === null && month === null && year === null && canChi === null;
    if (dropped)
      this.warn(
        where,
        empty ? 'Ngày âm lịch không hợp lệ; đã bỏ.' : 'Ngày âm lịch có phần không hợp lệ; đã bỏ phần đó.',
      );
    return empty ? null : lunar;
  }

  /**
   * A life date as stored. Drafts of older servers kept the qualifier on the solar date and a GEDCOM
   * range's end in the phrase: both are read back into the one date shape.
   */
  lifeDate(date: unknown, where: string): DraftLifeDateValue | null {
    if (!isRecord(date)) return null;
    const legacySolar = isRecord(date.solar) ? date.solar.qualifier : undefined;
    const solar = this.solar(date.solar, where);
    const lunar = this.lunar(date.lunar, where);
    let qualifier = asQualifier(date.qualifier ?? legacySolar);
    if (qualifier === null && (date.qualifier ?? legacySolar ?? null) !== null) {
      this.warn(where, 'Cách ghi ngày (khoảng, trước, sau…) không hợp lệ; đã bỏ.');
    }
    let phrase: string | null =
      this.short(date.phrase, DRAFT_LIMITS.text, where, 'Ngày ghi bằng chữ') || null;
    let end: DraftLifeDateValue['end'] = null;
    if (qualifier === 'between' || qualifier === 'fromTo' || (legacySolar === 'from' && phrase !== null)) {
      const e = isRecord(date.end) ? date.end : null;
      const endSolar = this.solar(e?.solar, where);
      const endLunar = this.lunar(e?.lunar, where);
      if (endSolar || endLunar) {
        end = {};
        if (endSolar) end.solar = endSolar;
        if (endLunar) end.lunar = endLunar;
      } else if (legacySolar !== undefined && phrase !== null && solar) {
        // `BET 1900 AND 1910` kept whole in the phrase beside its start.
        const range = readGedcomDate(phrase).date;
        if (range?.end?.solar && range.solar?.year === solar.year && range.qualifier && !range.phrase) {
          const { month = null, day = null, dualYear } = range.end.solar;
          end = { solar: { year: range.end.solar.year, month, day, ...(dualYear ? { dualYear } : {}) } };
          qualifier = range.qualifier;
          phrase = null;
        }
      }
    }
    const calendar =
      typeof date.calendar === 'string' && (gedcomCalendars as readonly string[]).includes(date.calendar)
        ? (date.calendar as NonNullable<DraftLifeDateValue['calendar']>)
        : null;
    const place = this.short(date.place, DRAFT_LIMITS.text, where, 'Nơi chốn') || null;
    if (!solar && !lunar && !end && !phrase && !place) return null;
    const out: DraftLifeDateValue = { solar, lunar, phrase, place };
    const coordinates = place ? asCoordinates(date.coordinates) : null;
    if (coordinates) out.coordinates = coordinates;
    if (qualifier !== null) out.qualifier = qualifier;
    if (end) out.end = end;
    if (calendar !== null) out.calendar = calendar;
    return out;
  }

  /** Unique ids within `max`: a missing, too long or repeated id gets `prefix{n}`; `map` old → new (first wins). */
  ids<T extends { id: string }>(
    items: readonly T[],
    prefix: string,
    what: string,
  ): { ids: string[]; map: Map<string, string> } {
    const used = new Set<string>();
    const originals = new Set(items.map((item) => item.id));
    const map = new Map<string, string>();
    const ids = items.map((item, i) => {
      const original = typeof item.id === 'string' ? item.id : '';
      let id = original;
      if (cleanText(id) !== id || id === '' || id.length > DRAFT_LIMITS.id || used.has(id)) {
        let n = i + 1;
        do id = `${prefix}${n++}`;
        while (used.has(id) || originals.has(id));
        this.warn(
          `@${clip(cleanText(original), 50)}@`,
          original === ''
            ? `${what} không có mã; đã đặt mã ${id}.`
            : `Mã của ${what.toLowerCase()} bị trùng hoặc không hợp lệ; đã đổi thành ${id}.`,
        );
      }
      used.add(id);
      if (!map.has(original)) map.set(original, id);
      return id;
    });
    return { ids, map };
  }

  /** Text kept as it is (newlines too), within `max`; null when empty. */
  text(value: unknown, max: number, where: string, label: string): string | null {
    const text = typeof value === 'string' ? cleanText(value).trim() : '';
    if (text === '') return null;
    if (text.length <= max) return text;
    this.warn(where, `${label} dài ${text.length} ký tự, quá ${max}; đã cắt bớt.`);
    return clip(text, max);
  }

  citations(list: unknown, where: string): DraftCitationValue[] {
    const out: DraftCitationValue[] = [];
    for (const c of Array.isArray(list) ? list : []) {
      if (!isRecord(c) || typeof c.sourceId !== 'string') continue;
      const sourceId = this.sourceIds.get(c.sourceId);
      if (sourceId === undefined) continue;
      if (out.length >= DRAFT_LIMITS.citations) {
        this.warn(where, `Có hơn ${DRAFT_LIMITS.citations} trích dẫn; các trích dẫn còn lại đã bị bỏ.`);
        break;
      }
      out.push({
        sourceId,
        page: this.short(c.page, DRAFT_LIMITS.text, where, 'Trang trích dẫn') || null,
        quote: this.text(c.quote, DRAFT_LIMITS.quote, where, 'Lời trích'),
      });
    }
    return out;
  }

  events(list: unknown, where: string): DraftEventValue[] {
    const out: DraftEventValue[] = [];
    for (const e of Array.isArray(list) ? list : []) {
      if (!isRecord(e)) continue;
      if (out.length >= DRAFT_LIMITS.events) {
        this.warn(where, `Có hơn ${DRAFT_LIMITS.events} sự kiện; các sự kiện còn lại đã bị bỏ.`);
        break;
      }
      const type = (lifeEventTypes as readonly unknown[]).includes(e.type)
        ? (e.type as DraftEventValue['type'])
        : 'custom';
      const event: DraftEventValue = {
        type,
        label: this.short(e.label, DRAFT_LIMITS.text, where, 'Loại sự kiện') || null,
        value: this.short(e.value, DRAFT_LIMITS.text, where, 'Nội dung sự kiện') || null,
        date: this.lifeDate(e.date, where),
        note: this.text(e.note, DRAFT_LIMITS.notes, where, 'Ghi chú sự kiện'),
      };
      const citations = this.citations(e.citations, where);
      if (citations.length > 0) event.citations = citations;
      const extra = this.text(e.gedcomExtra, DRAFT_LIMITS.gedcomExtra, where, 'Dòng GEDCOM giữ lại');
      if (extra) event.gedcomExtra = extra;
      out.push(event);
    }
    return out;
  }

  /** Events, citations and kept GEDCOM lines of a node or family: present only when there are some. */
  record(from: { events?: unknown; citations?: unknown; gedcomExtra?: unknown }, where: string) {
    const out: { events?: DraftEventValue[]; citations?: DraftCitationValue[]; gedcomExtra?: string } = {};
    const events = this.events(from.events, where);
    if (events.length > 0) out.events = events;
    const citations = this.citations(from.citations, where);
    if (citations.length > 0) out.citations = citations;
    const extra = this.text(from.gedcomExtra, DRAFT_LIMITS.gedcomExtra, where, 'Dòng GEDCOM giữ lại');
    if (extra) out.gedcomExtra = extra;
    return out;
  }

  /** A person's graves within their limits; a grave that says nothing is dropped. */
  graves(list: unknown, where: string): DraftGraveValue[] {
    const out: DraftGraveValue[] = [];
    for (const g of Array.isArray(list) ? list : []) {
      if (!isRecord(g)) continue;
      if (out.length >= DRAFT_LIMITS.graves) {
        this.warn(where, `Có hơn ${DRAFT_LIMITS.graves} ngôi mộ; các mộ còn lại đã bị bỏ.`);
        break;
      }
      const photos = (Array.isArray(g.photos) ? g.photos : [])
        .map((url) => oneLine(url))
        .filter((url) => url !== '' && url.length <= 2000)
        .slice(0, DRAFT_LIMITS.gravePhotos);
      const grave: DraftGraveValue = {
        cemetery: this.short(g.cemetery, DRAFT_LIMITS.text, where, 'Nghĩa trang') || null,
        plot: this.short(g.plot, DRAFT_LIMITS.text, where, 'Vị trí mộ') || null,
        place: this.short(g.place, DRAFT_LIMITS.text, where, 'Nơi chốn') || null,
        coordinates: asCoordinates(g.coordinates),
        note: this.text(g.note, DRAFT_LIMITS.notes, where, 'Ghi chú mộ'),
        photos,
      };
      if (
        grave.cemetery ||
        grave.plot ||
        grave.place ||
        grave.coordinates ||
        grave.note ||
        photos.length > 0
      ) {
        out.push(grave);
      }
    }
    return out;
  }

  /** The file's source records within their limits, under unique ids (the citations follow them). */
  sources(list: readonly DraftSourceRecord[]): DraftSourceRecord[] {
    let kept = list.filter((source) => isRecord(source));
    if (kept.length > DRAFT_LIMITS.sources) {
      this.warn('SOUR', `Có hơn ${DRAFT_LIMITS.sources} nguồn; các nguồn còn lại đã bị bỏ.`);
      kept = kept.slice(0, DRAFT_LIMITS.sources);
    }
    const { ids, map } = this.ids(kept, 's', 'Nguồn');
    this.sourceIds = map;
    return kept.map((source, i) => {
      const id = ids[i] ?? `s${i + 1}`;
      const where = `@${id}@`;
      const record: DraftSourceRecord = {
        id,
        title: this.short(source.title, DRAFT_LIMITS.text, where, 'Tên nguồn') || UNTITLED_SOURCE,
        author: this.short(source.author, DRAFT_LIMITS.text, where, 'Tác giả') || null,
        date: this.short(source.date, DRAFT_LIMITS.text, where, 'Thời điểm soạn') || null,
        repository: this.short(source.repository, DRAFT_LIMITS.text, where, 'Nơi lưu giữ') || null,
        note: this.text(source.note, DRAFT_LIMITS.notes, where, 'Ghi chú nguồn'),
      };
      const extra = this.text(source.gedcomExtra, DRAFT_LIMITS.gedcomExtra, where, 'Dòng GEDCOM giữ lại');
      if (extra) record.gedcomExtra = extra;
      return record;
    });
  }

  node(node: DraftNode, id: string): DraftNode {
    const where = `@${id}@`;
    const extraNotes: string[] = [];
    let name = displayName(node.name);
    if (name === '') {
      name = UNKNOWN_PERSON_NAME;
      this.warn(where, `Người này không có tên; đã đặt tạm tên "${UNKNOWN_PERSON_NAME}".`);
    } else if (name.length > DRAFT_LIMITS.name) {
      this.warn(
        where,
        `Tên dài ${name.length} ký tự, quá ${DRAFT_LIMITS.name}; đã cắt bớt, tên đầy đủ ghi trong ghi chú.`,
      );
      extraNotes.push(`Tên đầy đủ: ${name}`);
      name = clip(name, DRAFT_LIMITS.name);
    }
    const otherNames: DraftNode['otherNames'] = [];
    const overflow: string[] = [];
    for (const other of Array.isArray(node.otherNames) ? node.otherNames : []) {
      const value = displayName(other?.value);
      if (value === '') continue;
      if (otherNames.length >= DRAFT_LIMITS.otherNames) overflow.push(value);
      else otherNames.push({ kind: asNameKind(other.kind), value: clip(value, DRAFT_LIMITS.otherName) });
    }
    if (overflow.length > 0) {
      this.warn(where, `Có hơn ${DRAFT_LIMITS.otherNames} tên khác; các tên còn lại ghi trong ghi chú.`);
      extraNotes.push(`Tên khác: ${overflow.join(', ')}`);
    }
    const ownNotes = cleanText(node.notes).trim();
    let notes = [...extraNotes, ...(ownNotes ? [ownNotes] : [])].join('\n\n');
    if (notes.length > DRAFT_LIMITS.notes) {
      this.warn(where, `Ghi chú dài ${notes.length} ký tự, quá ${DRAFT_LIMITS.notes}; phần sau đã bị bỏ.`);
      notes = clip(notes, DRAFT_LIMITS.notes);
    }
    if (!SEXES.has(node.sex)) this.warn(where, 'Giới tính không rõ; đã để "không rõ".');
    if (node.generation !== null && !isInt(node.generation, 1, DRAFT_LIMITS.generation)) {
      this.warn(where, `Đời ${String(node.generation)} không hợp lệ; đã bỏ trống để tính lại.`);
    }
    if (node.ordinalNumber !== null && !isInt(node.ordinalNumber, 0, DRAFT_LIMITS.ordinal)) {
      this.warn(where, `Thứ tự ${String(node.ordinalNumber)} không hợp lệ; đã bỏ trống.`);
    }
    const surname = this.short(node.surname, DRAFT_LIMITS.surname, where, 'Họ', displayName) || null;
    const death = this.lifeDate(node.death, `${where} Mất`);
    const nameHanNom = this.short(node.nameHanNom, DRAFT_LIMITS.otherName, where, 'Tên Hán-Nôm') || null;
    const { events, gedcomExtra } = this.record(
      { events: node.events, gedcomExtra: node.gedcomExtra },
      where,
    );
    const facts: readonly string[] = citationFacts;
    const citations = (Array.isArray(node.citations) ? node.citations : [])
      .flatMap((c) => {
        const [one] = this.citations([c], where);
        const fact = facts.includes(c?.fact) ? c.fact : 'general';
        return one ? [{ ...one, fact }] : [];
      })
      .slice(0, DRAFT_LIMITS.citations);
    const graves = this.graves(node.graves, where);
    return {
      id,
      name,
      surname,
      sex: asSex(node.sex),
      generation: isInt(node.generation, 1, DRAFT_LIMITS.generation) ? node.generation : null,
      ordinalNumber: isInt(node.ordinalNumber, 0, DRAFT_LIMITS.ordinal) ? node.ordinalNumber : null,
      birth: this.lifeDate(node.birth, `${where} Sinh`),
      death,
      deceased: node.deceased === true || death !== null || graves.length > 0,
      otherNames,
      notes: notes === '' ? null : notes,
      matchPersonId:
        typeof node.matchPersonId === 'string' && UUID.test(node.matchPersonId) ? node.matchPersonId : null,
      ...(nameHanNom ? { nameHanNom } : {}),
      ...(events ? { events } : {}),
      ...(citations.length > 0 ? { citations } : {}),
      ...(graves.length > 0 ? { graves } : {}),
      ...(gedcomExtra ? { gedcomExtra } : {}),
    };
  }

  family(family: DraftFamilyValue, id: string, nodeIds: Map<string, string>): DraftFamilyValue {
    const where = `@${id}@`;
    const link = (ref: string | null | undefined, role: string): string | null => {
      if (ref === null || ref === undefined || ref === '') return null;
      const found = nodeIds.get(ref);
      if (found === undefined) {
        this.warn(where, `${role} @${clip(cleanText(ref), 50)}@ không có trong cây nháp; đã bỏ liên kết.`);
        return null;
      }
      return found;
    };
    const fatherId = link(family.fatherId, 'Cha');
    let motherId = link(family.motherId, 'Mẹ');
    if (motherId !== null && motherId === fatherId) {
      this.warn(where, 'Cha và mẹ là cùng một người; đã bỏ người mẹ.');
      motherId = null;
    }
    const children: DraftFamilyValue['children'] = [];
    const seen = new Set<string>();
    for (const child of Array.isArray(family.children) ? family.children : []) {
      const personId = link(child?.personId, 'Con');
      if (personId === null || seen.has(personId)) continue;
      if (personId === fatherId || personId === motherId) {
        this.warn(where, `@${personId}@ vừa là cha mẹ vừa là con trong một gia đình; đã bỏ liên kết con.`);
        continue;
      }
      seen.add(personId);
      if (!RELATIONS.has(child.relation)) this.warn(where, 'Quan hệ cha mẹ – con không rõ; đã để "con đẻ".');
      children.push({ personId, relation: asRelation(child.relation) });
    }
    return {
      id,
      fatherId,
      motherId,
      children,
      marriage: this.lifeDate(family.marriage, `${where} Kết hôn`),
      ...this.record(family, where),
    };
  }
}

/** A draft's nodes, families and positions within the contract, and the warnings saying what changed. */
export function normalizeDraft(content: DraftContentParts): NormalizedDraft {
  const run = new Normalizer();
  const sources = run.sources(content.sources ?? []);
  const nodeIds = run.ids(content.nodes, 'n', 'Người');
  const nodes = content.nodes.map((node, i) => run.node(node, nodeIds.ids[i] ?? `n${i + 1}`));
  const familyIds = run.ids(content.families, 'f', 'Gia đình');
  const families = content.families.map((family, i) =>
    run.family(family, familyIds.ids[i] ?? `f${i + 1}`, nodeIds.map),
  );
  const known = new Set(nodes.map((n) => n.id));
  const placed = new Set<string>();
  const positions: DraftPosition[] = [];
  for (const p of content.positions) {
    const id = typeof p?.id === 'string' ? nodeIds.map.get(p.id) : undefined;
    if (id === undefined || !known.has(id) || placed.has(id)) continue;
    const ok = [p.x, p.y].every(
      (v) => typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= COORDINATE_MAX,
    );
    if (!ok) continue;
    placed.add(id);
    positions.push({ id, x: p.x, y: p.y });
  }
  return { nodes, families, positions, sources, warnings: run.warnings };
}

/** Warnings as stored: text without control characters, bounded, at most MAX_DRAFT_WARNINGS of them. */
export function normalizeWarnings(warnings: readonly DraftWarning[]): DraftWarning[] {
  const kept = warnings.slice(0, MAX_DRAFT_WARNINGS).map((w) => ({
    line: isInt(w?.line, 0, Number.MAX_SAFE_INTEGER) ? w.line : null,
    text: clip(cleanText(w?.text), WARNING_TEXT_MAX),
    message: clip(cleanText(w?.message), WARNING_TEXT_MAX),
  }));
  if (warnings.length > MAX_DRAFT_WARNINGS) {
    kept.push({
      line: null,
      text: '',
      message: `Còn ${(warnings.length - MAX_DRAFT_WARNINGS).toLocaleString('vi-VN')} cảnh báo khác không hiển thị.`,
    });
  }
  return kept;
}

/** The fidelity report as stored: tags without control characters, counts as integers. */
export function normalizeReport(report: readonly FidelityEntry[]): FidelityEntry[] {
  return report.map((e) => ({
    tag: clip(cleanText(e?.tag), REPORT_TAG_MAX),
    imported: isInt(e?.imported, 0, Number.MAX_SAFE_INTEGER) ? e.imported : 0,
    skipped: isInt(e?.skipped, 0, Number.MAX_SAFE_INTEGER) ? e.skipped : 0,
  }));
}
