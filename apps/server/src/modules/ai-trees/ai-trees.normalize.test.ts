import { type DraftFamilyValue, type DraftNode, draftSchema, type LifeDate } from '@giapha/contract';
import type { DraftLifeDate, QualifiedDate } from '@giapha/genealogy';
import { describe, expect, it } from 'vitest';
import { draftNode } from '../../../test/gedcom-fixtures.ts';
import { clip, MAX_DRAFT_WARNINGS, normalizeDraft, normalizeWarnings } from './ai-trees.normalize.ts';

const node = draftNode;

function family(id: string, fields: Partial<DraftFamilyValue> = {}): DraftFamilyValue {
  return { id, fatherId: null, motherId: null, children: [], marriage: null, ...fields };
}

const contentSchema = draftSchema.pick({ nodes: true, families: true, positions: true });

const BOOK = {
  id: 'S1',
  title: 'Gia phả họ Nguyễn',
  author: null,
  date: null,
  repository: null,
  note: null,
  gedcomExtra: '1 _ARCHIVE nhà thờ họ',
};

describe('normalizeDraft', () => {
  it('leaves a draft that fits as it is, with no warning', () => {
    const content = {
      nodes: [node('I1', { name: 'Nguyễn Văn An', generation: 1 }), node('I2', { sex: 'female' })],
      families: [family('F1', { fatherId: 'I1', motherId: 'I2' })],
      positions: [{ id: 'I1', x: 10, y: 20 }],
    };
    const fixed = normalizeDraft(content);
    expect(fixed.warnings).toEqual([]);
    expect({ nodes: fixed.nodes, families: fixed.families, positions: fixed.positions }).toEqual(content);
  });

  it('keeps the whole record of a node and a family: Hán-Nôm name, events, citations, coordinates, kept lines', () => {
    const content = {
      nodes: [
        node('I1', {
          name: 'Nguyễn Văn An',
          nameHanNom: '阮文安',
          birth: {
            solar: { year: 1890 },
            place: 'Hà Nội',
            coordinates: { latitude: 21.03, longitude: 105.85 },
          },
          events: [
            {
              type: 'burial' as const,
              label: null,
              value: null,
              date: { solar: { year: 1950 }, place: 'Huế' },
              note: 'Mộ đất',
              citations: [{ sourceId: 'S1', page: 'tờ 3', quote: 'táng tại Huế' }],
              gedcomExtra: '1 _X y',
            },
          ],
          citations: [{ sourceId: 'S1', page: null, quote: null, fact: 'birth' as const }],
          gedcomExtra: '1 OBJE\n2 FILE anh.jpg',
        }),
        node('I2', { sex: 'female' }),
      ],
      families: [
        family('F1', {
          fatherId: 'I1',
          motherId: 'I2',
          events: [
            {
              type: 'divorce',
              label: null,
              value: null,
              date: { solar: { year: 1920 }, place: null },
              note: null,
            },
          ],
          citations: [{ sourceId: 'S1', page: 'tờ 4', quote: null }],
          gedcomExtra: '1 _STAT ok',
        }),
      ],
      positions: [],
      sources: [BOOK],
    };
    const fixed = normalizeDraft(content);
    expect(fixed.warnings).toEqual([]);
    const stored = { nodes: fixed.nodes, families: fixed.families, positions: [] };
    expect(contentSchema.parse(stored)).toEqual(stored);
    const [first] = fixed.nodes;
    expect(first?.nameHanNom).toBe('阮文安');
    expect(first?.birth?.coordinates).toEqual({ latitude: 21.03, longitude: 105.85 });
    expect(first?.citations).toEqual(content.nodes[0]?.citations);
    expect(first?.gedcomExtra).toBe('1 OBJE\n2 FILE anh.jpg');
    expect(first?.events?.[0]).toMatchObject({
      type: 'burial',
      note: 'Mộ đất',
      date: { solar: { year: 1950 }, place: 'Huế' },
      citations: [{ sourceId: 'S1', page: 'tờ 3', quote: 'táng tại Huế' }],
      gedcomExtra: '1 _X y',
    });
    expect(fixed.families[0]).toMatchObject({
      events: [{ type: 'divorce', date: { solar: { year: 1920 } } }],
      citations: [{ sourceId: 'S1', page: 'tờ 4', quote: null }],
      gedcomExtra: '1 _STAT ok',
    });
    expect(fixed.sources).toEqual([BOOK]);
    // A second pass changes nothing.
    const again = normalizeDraft({ ...fixed, positions: [] });
    expect(again.warnings).toEqual([]);
    expect(again.nodes).toEqual(fixed.nodes);
    expect(again.families).toEqual(fixed.families);
    expect(again.sources).toEqual(fixed.sources);
  });

  it('gives source records unique ids and a title; citations follow them and drop a missing one', () => {
    const cite = (sourceId: string) => ({ sourceId, page: null, quote: null, fact: 'general' as const });
    const fixed = normalizeDraft({
      nodes: [node('I1', { citations: [cite('S1'), cite('S404'), cite('')] })],
      families: [],
      positions: [],
      sources: [
        { ...BOOK, id: '' },
        { ...BOOK, id: 'S1', title: '  ' },
      ],
    });
    expect(fixed.sources.map((s) => [s.id, s.title])).toEqual([
      ['s1', 'Gia phả họ Nguyễn'],
      ['S1', 'Nguồn không tên'],
    ]);
    expect(fixed.nodes[0]?.citations).toEqual([cite('S1'), cite('s1')]);
    expect(fixed.warnings.map((w) => w.message)).toEqual(['Nguồn không có mã; đã đặt mã s1.']);
  });

  it('clips kept GEDCOM lines over the limit with a warning', () => {
    const fixed = normalizeDraft({
      nodes: [node('I1', { gedcomExtra: `1 NOTE ${'x'.repeat(100_000)}` })],
      families: [],
      positions: [],
    });
    expect(fixed.nodes[0]?.gedcomExtra).toHaveLength(100_000);
    expect(fixed.warnings.map((w) => w.message)).toEqual([
      'Dòng GEDCOM giữ lại dài 100007 ký tự, quá 100000; đã cắt bớt.',
    ]);
  });

  it('fixes what the contract refuses, says what it did, and is stable on a second pass', () => {
    const tooManyNames = Array.from({ length: 23 }, (_, i) => ({
      kind: 'other' as const,
      value: `Tên ${i + 1}`,
    }));
    const content = {
      nodes: [
        node('I1', { name: '' }),
        node('I1', { name: 'Trùng\u0000 mã\u202e', notes: 'có\u0000NUL\u0007' }),
        node('I7', { name: '\u200b\u202e \u2066' }),
        node('', { name: 'Không mã' }),
        node('x'.repeat(150), { name: `${'Phạm '.repeat(60)}Cuối`, otherNames: tooManyNames }),
        node('I5', {
          generation: 900,
          ordinalNumber: -1,
          surname: 'S'.repeat(150),
          birth: {
            solar: { year: 10_000, month: 1, day: 1 },
            lunar: { day: 31, month: 13, year: null, leap: false },
            phrase: 'p'.repeat(800),
            place: null,
          },
          notes: 'n'.repeat(120_000),
        }),
      ],
      families: [
        family('F1', { fatherId: 'I1', motherId: 'I1', children: [{ personId: 'I1', relation: 'birth' }] }),
        family('F1', {
          fatherId: 'I404',
          children: [
            { personId: 'I5', relation: 'birth' },
            { personId: 'I5', relation: 'birth' },
          ],
        }),
      ],
      positions: [
        { id: 'I1', x: Number.NaN, y: 0 },
        { id: 'I5', x: 1, y: 2 },
        { id: 'I404', x: 1, y: 2 },
      ],
    };
    const fixed = normalizeDraft(content);
    expect(contentSchema.safeParse(fixed).success).toBe(true);
    expect(fixed.nodes.map((n) => n.id)).toEqual(['I1', 'n2', 'I7', 'n4', 'n5', 'I5']);
    // Only invisible and direction-changing characters: no name at all.
    expect(fixed.nodes[2]?.name).toBe('Chưa rõ tên');
    expect(fixed.nodes[0]?.name).toBe('Chưa rõ tên');
    expect(fixed.nodes[1]).toMatchObject({ name: 'Trùng mã', notes: 'cóNUL' });
    expect(fixed.nodes[4]?.name.length).toBeLessThanOrEqual(200);
    expect(fixed.nodes[4]?.otherNames).toHaveLength(20);
    expect(fixed.nodes[4]?.notes).toContain('Tên khác: Tên 21, Tên 22, Tên 23');
    expect(fixed.nodes[5]).toMatchObject({
      generation: null,
      ordinalNumber: null,
      birth: { solar: null, lunar: null },
    });
    expect(fixed.nodes[5]?.notes?.length).toBeLessThanOrEqual(100_000);
    expect(fixed.families).toEqual([
      family('F1', { fatherId: 'I1' }),
      family('f2', { children: [{ personId: 'I5', relation: 'birth' }] }),
    ]);
    expect(fixed.positions).toEqual([{ id: 'I5', x: 1, y: 2 }]);
    expect(fixed.warnings.length).toBeGreaterThan(10);

    const again = normalizeDraft(fixed);
    expect(again.warnings).toEqual([]);
    expect(again.nodes).toEqual(fixed.nodes);
    expect(again.families).toEqual(fixed.families);
  });
});

// The genealogy package repeats the contract's date shape (it does not import the contract): the same type.
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const sameDate: Same<LifeDate, QualifiedDate> = true;
// An intersection is never "the same" as the flat object it equals: each must fit the other.
type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameDraftDate: Mutual<NonNullable<DraftNode['birth']>, DraftLifeDate> = true;

describe('normalizeDraft: dates', () => {
  it('has the contract’s date shape in the genealogy package', () => {
    expect([sameDate, sameDraftDate]).toEqual([true, true]);
  });

  it('reads the dates of drafts stored before qualified dates without loss', () => {
    // As the database gives it back: the qualifier on the solar date, a range's end in the phrase.
    const stored: DraftNode['birth'] = JSON.parse(
      '{"solar":{"year":1900,"month":null,"day":null,"qualifier":"between"},"lunar":null,' +
        '"phrase":"BET 1900 AND 1910","place":"Huế"}',
    );
    const about: DraftNode['death'] = JSON.parse(
      '{"solar":{"year":1950,"month":3,"day":null,"qualifier":"about"},' +
        '"lunar":{"day":5,"month":8,"year":null,"leap":false},"phrase":null,"place":null}',
    );
    const fixed = normalizeDraft({
      nodes: [node('I1', { birth: stored, death: about })],
      families: [],
      positions: [],
    });
    expect(fixed.nodes[0]?.birth).toEqual({
      solar: { year: 1900, month: null, day: null },
      lunar: null,
      qualifier: 'between',
      end: { solar: { year: 1910, month: null, day: null } },
      phrase: null,
      place: 'Huế',
    });
    expect(fixed.nodes[0]?.death).toEqual({
      solar: { year: 1950, month: 3, day: null },
      lunar: { day: 5, month: 8, year: null, leap: false },
      qualifier: 'about',
      phrase: null,
      place: null,
    });
    expect(fixed.warnings).toEqual([]);
    expect(contentSchema.safeParse(fixed).success).toBe(true);
  });

  it('keeps every part of a qualified date, and drops what cannot be', () => {
    const birth: DraftNode['birth'] = {
      solar: { year: 1713, month: 1, day: 13, dualYear: true },
      lunar: { canChi: 'Quý Tỵ', leap: false },
      qualifier: 'fromTo',
      end: { solar: { year: 1720, month: null, day: null } },
      phrase: 'theo bia',
      calendar: 'julian',
      place: null,
    };
    const bad: DraftNode['death'] = JSON.parse(
      '{"solar":{"year":1800},"lunar":{"canChi":"Giáp Sửu","leap":false},"qualifier":"soon","phrase":null,"place":null}',
    );
    const fixed = normalizeDraft({ nodes: [node('I1', { birth, death: bad })], families: [], positions: [] });
    expect(fixed.nodes[0]?.birth).toEqual({
      ...birth,
      lunar: { day: null, month: null, year: null, leap: false, canChi: 'Quý Tỵ' },
    });
    expect(fixed.nodes[0]?.death).toEqual({
      solar: { year: 1800, month: null, day: null },
      lunar: null,
      phrase: null,
      place: null,
    });
    expect(fixed.warnings.map((w) => w.message)).toEqual([
      'Ngày âm lịch không hợp lệ; đã bỏ.',
      'Cách ghi ngày (khoảng, trước, sau…) không hợp lệ; đã bỏ.',
    ]);
    expect(normalizeDraft(fixed).warnings).toEqual([]);
  });
});

describe('clip and normalizeWarnings', () => {
  it('never cuts a character made of two UTF-16 units', () => {
    const text = `${'a'.repeat(9)}😀bc`;
    expect(clip(text, 10)).toBe('a'.repeat(9));
    expect(clip('ngắn', 10)).toBe('ngắn');
  });

  it('keeps at most MAX_DRAFT_WARNINGS warnings and counts the rest', () => {
    const many = Array.from({ length: MAX_DRAFT_WARNINGS + 7 }, (_, i) => ({
      line: i,
      text: `dòng\u0000${i}`,
      message: 'Dòng không đúng cú pháp GEDCOM; đã bỏ qua.',
    }));
    const kept = normalizeWarnings(many);
    expect(kept).toHaveLength(MAX_DRAFT_WARNINGS + 1);
    expect(kept[0]?.text).toBe('dòng0');
    expect(kept.at(-1)?.message).toBe('Còn 7 cảnh báo khác không hiển thị.');
  });
});
