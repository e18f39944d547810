// What each row of an imported statement becomes: a donation, or why it is left out.
import type { ImportMapping, ImportRowResult } from '@giapha/contract';
import { madeReference, parseAmount, parsePaidAt } from './statement-values.ts';
import { normalizeTransferText } from './transfer-codes.ts';

/** Longest note and donor name kept from a statement (the rest of a cell is noise). */
const MAX_NOTE_CHARS = 1000;
const MAX_NAME_CHARS = 200;

/** A row that reads as a donation; the ledger check may still find it a duplicate. */
export interface NewDonationRow {
  index: number;
  paidAt: Date;
  amount: number;
  note: string | null;
  donorName: string | null;
  reference: string;
}

export interface ReadRows {
  results: ImportRowResult[];
  candidates: NewDonationRow[];
}

function text(row: readonly string[], column: number | null, max: number): string | null {
  if (column === null) return null;
  const value = (row[column] ?? '').trim().normalize('NFC').slice(0, max);
  return value || null;
}

/**
 * Reads every row by the mapping: money going out (or nothing coming in) and, when asked, notes
 * without the campaign's code are skipped; unreadable amounts or times are invalid, with why; a
 * reference met earlier in the file is a duplicate. The rest are candidates.
 */
export function readRows(
  rows: readonly (readonly string[])[],
  mapping: ImportMapping,
  options: { transferCode: string; onlyMatchingCode: boolean },
): ReadRows {
  const code = normalizeTransferText(options.transferCode);
  const seen = new Set<string>();
  const candidates: NewDonationRow[] = [];
  const results = rows.map((row, index): ImportRowResult => {
    const note = text(row, mapping.note, MAX_NOTE_CHARS);
    const donorName = text(row, mapping.donorName, MAX_NAME_CHARS);
    const base = { index, paidAt: null, amount: null, note, donorName, reference: null };
    const amountCell = parseAmount(row[mapping.amount] ?? '');
    if (amountCell.kind === 'invalid') return { ...base, status: 'invalid', reason: amountCell.reason };
    const paidAt = parsePaidAt(row[mapping.paidAt] ?? '');
    const amount = amountCell.kind === 'amount' ? amountCell.value : null;
    const read = { ...base, amount, paidAt: paidAt?.toISOString() ?? null };
    if (amount === null || amount <= 0) {
      const reason =
        amount === null
          ? 'Không có số tiền ghi có'
          : amount < 0
            ? 'Tiền ra khỏi tài khoản, không phải khoản đóng góp'
            : 'Số tiền bằng 0';
      return { ...read, status: 'skipped', reason };
    }
    if (!paidAt) return { ...read, status: 'invalid', reason: 'Không đọc được thời gian giao dịch' };
    if (options.onlyMatchingCode && !normalizeTransferText(note ?? '').includes(code)) {
      return {
        ...read,
        status: 'skipped',
        reason: `Nội dung không có mã chuyển khoản ${options.transferCode}`,
      };
    }
    const reference = text(row, mapping.reference, 100) ?? madeReference(paidAt, amount, note);
    if (seen.has(reference)) {
      return { ...read, reference, status: 'duplicate', reason: 'Trùng với một dòng phía trên trong tệp' };
    }
    seen.add(reference);
    candidates.push({ index, paidAt, amount, note, donorName, reference });
    return { ...read, reference, status: 'new', reason: null };
  });
  return { results, candidates };
}
