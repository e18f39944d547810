import type { ImportMapping, ImportSheet } from '@giapha/contract';

export type MappingField = keyof ImportMapping;
/** The wizard's mapping: a column index per field, or null while none is chosen. */
export type DraftMapping = Record<MappingField, number | null>;

export const MAPPING_FIELDS: readonly { field: MappingField; label: string; required: boolean }[] = [
  { field: 'paidAt', label: 'Thời gian', required: true },
  { field: 'amount', label: 'Số tiền', required: true },
  { field: 'note', label: 'Nội dung', required: false },
  { field: 'reference', label: 'Mã giao dịch', required: false },
  { field: 'donorName', label: 'Người chuyển', required: false },
];

/** How many of the sheet's rows step 2 shows under their headers. */
export const SAMPLE_ROWS = 5;

export function columnLabel(sheet: ImportSheet, index: number): string {
  const header = sheet.headers[index]?.trim();
  return header ? header : `Cột ${index + 1}`;
}

export function columnCount(sheet: ImportSheet): number {
  return Math.max(sheet.headers.length, ...sheet.rows.slice(0, SAMPLE_ROWS).map((row) => row.length));
}

export const NO_MAPPING: DraftMapping = {
  paidAt: null,
  amount: null,
  note: null,
  reference: null,
  donorName: null,
};

export function draftFrom(sheet: ImportSheet): DraftMapping {
  return { ...NO_MAPPING, ...sheet.suggestedMapping };
}

/** The mapping the API takes, once both required columns are chosen. */
export function completeMapping(draft: DraftMapping): ImportMapping | null {
  if (draft.paidAt === null || draft.amount === null) return null;
  return { ...draft, paidAt: draft.paidAt, amount: draft.amount };
}
