import type { ImportSheet } from '@giapha/contract';
import { describe, expect, it } from 'vitest';
import { columnCount, columnLabel, completeMapping, draftFrom, NO_MAPPING } from './importMapping.ts';

const sheet: ImportSheet = {
  fileName: 'sao-ke.csv',
  headers: ['Ngày', ' ', 'Số tiền'],
  rows: [
    ['01/03/2026', 'x', '500000', 'GIOTO Nguyen Van A'],
    ['02/03/2026', 'y', '200000'],
  ],
  suggestedMapping: { paidAt: 0, amount: 2 },
};

describe('import mapping', () => {
  it('names a column by its header, else by its place', () => {
    expect(columnLabel(sheet, 0)).toBe('Ngày');
    expect(columnLabel(sheet, 1)).toBe('Cột 2');
    expect(columnLabel(sheet, 3)).toBe('Cột 4');
  });

  it('counts the columns of the headers and of the sample rows', () => {
    expect(columnCount(sheet)).toBe(4);
  });

  it("starts from the server's guess and is complete once the time and the amount are chosen", () => {
    const draft = draftFrom(sheet);
    expect(draft).toEqual({ ...NO_MAPPING, paidAt: 0, amount: 2 });
    expect(completeMapping(draft)).toEqual({
      paidAt: 0,
      amount: 2,
      note: null,
      reference: null,
      donorName: null,
    });
    expect(completeMapping({ ...draft, amount: null })).toBeNull();
    expect(completeMapping(NO_MAPPING)).toBeNull();
  });
});
