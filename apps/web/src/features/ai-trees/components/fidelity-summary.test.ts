import { describe, expect, it } from 'vitest';
import { sampleDraft } from './drafts.testing.ts';
import { fidelitySentences, tagName } from './fidelity-summary.ts';

describe('fidelitySentences', () => {
  it('says in Vietnamese what was imported, which dates were kept as written and how many places', () => {
    const draft = sampleDraft({
      report: [
        { tag: 'FAM', imported: 70, skipped: 0 },
        { tag: 'FAM.MARR', imported: 41, skipped: 0 },
        { tag: 'HEAD', imported: 0, skipped: 1 },
        { tag: 'INDI', imported: 208, skipped: 0 },
        { tag: 'INDI.BIRT.DATE', imported: 150, skipped: 0 },
        { tag: 'INDI.BURI', imported: 29, skipped: 0 },
        { tag: 'INDI.OBJE', imported: 0, skipped: 4 },
        { tag: 'SOUR', imported: 3, skipped: 0 },
      ],
      warnings: [
        { line: 12, text: 'INDI.BIRT.DATE mùa lũ', message: 'Không đọc được ngày; đã giữ nguyên dạng chữ.' },
        { line: 30, text: 'INDI.DEAT.DATE ?', message: 'Không đọc được ngày; đã giữ nguyên dạng chữ.' },
        { line: 40, text: 'X', message: 'Dòng không đúng cú pháp GEDCOM; đã bỏ qua.' },
      ],
    });
    const withPlaces = {
      ...draft,
      nodes: draft.nodes.map((n, i) => ({
        ...n,
        birth: { solar: { year: 1900 }, place: i === 0 ? 'Hà Nội' : 'hà nội' },
        death: i === 0 ? { place: 'Huế' } : n.death,
      })),
    };
    expect(fidelitySentences(withPlaces)).toEqual([
      '208 người đã được nhập',
      '70 gia đình đã được nhập',
      '41 bản ghi kết hôn đã được nhập',
      '29 bản ghi an táng đã được nhập',
      '3 nguồn tư liệu đã được nhập',
      '2 ngày không đọc được, giữ nguyên văn',
      '2 địa danh',
      '5 dòng chưa dùng được (xem bảng chi tiết bên dưới)',
    ]);
  });

  it('names tags in Vietnamese by their last part', () => {
    expect(tagName('INDI.BURI')).toBe('bản ghi an táng');
    expect(tagName('FAM.MARR.DATE')).toBe('ngày tháng');
    expect(tagName('_XYZ')).toBeNull();
  });
});
