// Reading a bank statement export (CSV or XLSX) into rows of text, finding its header row and guessing
// which column holds what. Statements of Vietnamese banks carry a few title lines (bank, account,
// period) above the header, and their headers come in Vietnamese or English.
import { type ImportMapping, MAX_IMPORT_ROWS } from '@giapha/contract';
import { foldVietnamese } from '@giapha/genealogy';
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';

/** Why a statement could not be turned into rows. */
export class StatementError extends Error {
  constructor(readonly reason: 'unreadable' | 'empty' | 'tooManyRows') {
    super(reason);
    this.name = 'StatementError';
  }
}

export interface StatementSheet {
  headers: string[];
  rows: string[][];
  suggestedMapping: Partial<ImportMapping>;
}

/** What the import route takes back: at most this many columns and characters per cell. */
const MAX_COLUMNS = 100;
const MAX_CELL_CHARS = 2000;
/** Title lines above the header are a handful; the header is looked for in this many rows. */
const HEADER_SCAN_ROWS = 30;

/** Every .xlsx (and any zip) starts with a local file header. */
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const DELIMITERS = [',', ';', '\t'] as const;

type MappedField = keyof ImportMapping;

/**
 * Header words of real Vietnamese bank exports (folded: no case, marks or đ), best first. Amount
 * prefers the credit column of statements that split money in and out.
 */
const HEADER_WORDS: Record<MappedField, readonly string[]> = {
  paidAt: [
    'ngay giao dich',
    'thoi gian giao dich',
    'ngay gd',
    'thoi gian',
    'ngay hach toan',
    'ngay hieu luc',
    'transaction date',
    'ngay',
    'date',
    'time',
  ],
  amount: [
    'so tien ghi co',
    'ghi co',
    'so tien co',
    'phat sinh co',
    'tien vao',
    'gui vao',
    'credit amount',
    'credit',
    'so tien',
    'amount',
    // Techcombank and BIDV split money into "Nợ" and "Có".
    'co',
  ],
  note: [
    'noi dung giao dich',
    'noi dung',
    'mo ta',
    'dien giai',
    'chi tiet',
    'description',
    'details',
    'remark',
    'narrative',
  ],
  reference: [
    'so tham chieu',
    'ma giao dich',
    'ma gd',
    'so but toan',
    'so giao dich',
    'so gd',
    'so chung tu',
    'transaction id',
    'reference',
    'ref',
  ],
  donorName: [
    'ten nguoi chuyen',
    'nguoi chuyen',
    'ten nguoi gui',
    'nguoi gui',
    'ten tai khoan doi ung',
    'ten doi ung',
    'doi tac',
    'sender',
    'remitter',
  ],
};
/** Money going out and balances are never the amount of a donation. */
const NOT_AMOUNT = ['ghi no', 'phat sinh no', 'debit', 'tien ra', 'rut ra', 'so du', 'balance'];
const FIELD_ORDER: readonly MappedField[] = ['amount', 'paidAt', 'reference', 'note', 'donorName'];

/** Folded words separated by single spaces, padded so that a pattern matches whole words only. */
function words(header: string): string {
  return ` ${foldVietnamese(header)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
}

const hasWords = (header: string, pattern: string) => header.includes(` ${pattern} `);

/** The rank of the best pattern of `field` the header matches; undefined when none does. */
function headerRank(field: MappedField, header: string): number | undefined {
  if (field === 'amount' && NOT_AMOUNT.some((p) => hasWords(header, p))) return undefined;
  const rank = HEADER_WORDS[field].findIndex((p) => hasWords(header, p));
  return rank < 0 ? undefined : rank;
}

function isHeaderCell(cell: string): boolean {
  const header = words(cell);
  return FIELD_ORDER.some((field) => headerRank(field, header) !== undefined);
}

/** Each field's column: the best-ranked header for it, the leftmost on a tie; a column serves one field. */
export function suggestMapping(headers: readonly string[]): Partial<ImportMapping> {
  const folded = headers.map(words);
  const used = new Set<number>();
  const mapping: Partial<ImportMapping> = {};
  for (const field of FIELD_ORDER) {
    let best: { column: number; rank: number } | undefined;
    folded.forEach((header, column) => {
      if (used.has(column)) return;
      const rank = headerRank(field, header);
      if (rank !== undefined && (!best || rank < best.rank)) best = { column, rank };
    });
    if (best) {
      used.add(best.column);
      mapping[field] = best.column;
    }
  }
  return mapping;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** XLSX cells as text: dates as dd/mm/yyyy[ HH:mm:ss] (the wall time the sheet shows), numbers plain. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    const day = `${pad(value.getUTCDate())}/${pad(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
    const h = value.getUTCHours();
    const m = value.getUTCMinutes();
    const s = value.getUTCSeconds();
    return h || m || s ? `${day} ${pad(h)}:${pad(m)}:${pad(s)}` : day;
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  try {
    const data = await readSheet(bytes);
    return data.map((row) => row.map(cellText));
  } catch {
    throw new StatementError('unreadable');
  }
}

/** Rows of `text` split by `delimiter`; undefined when the text is not CSV with that delimiter. */
function tryParseCsv(text: string, delimiter: string): string[][] | undefined {
  try {
    return parse(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    });
  } catch {
    return undefined;
  }
}

/**
 * How well rows fit one delimiter: the number of rows (of two columns or more) that have the most
 * common column count. A statement's rows all have the same columns; splitting by the wrong
 * delimiter gives one column, or counts that vary with the commas inside notes.
 */
function delimiterScore(rows: string[][]): number {
  const counts = new Map<number, number>();
  for (const row of rows) if (row.length > 1) counts.set(row.length, (counts.get(row.length) ?? 0) + 1);
  return Math.max(0, ...counts.values());
}

function readCsv(bytes: Buffer): string[][] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new StatementError('unreadable');
  }
  // A NUL is in no text file: some binary format (an old .xls, a PDF) that happens to be valid UTF-8.
  if (text.includes('\u0000')) throw new StatementError('unreadable');
  let best: { rows: string[][]; score: number } | undefined;
  for (const delimiter of DELIMITERS) {
    const rows = tryParseCsv(text, delimiter);
    if (!rows) continue;
    const score = delimiterScore(rows);
    if (!best || score > best.score) best = { rows, score };
  }
  if (!best) throw new StatementError('unreadable');
  return best.rows;
}

const isBlank = (row: readonly string[]) => row.every((cell) => cell.trim() === '');

/** The header row: the first with three or more filled cells of which two read as known headers. */
function findHeader(rows: readonly string[][]): number | undefined {
  const index = rows.slice(0, HEADER_SCAN_ROWS).findIndex((row) => {
    const filled = row.filter((cell) => cell.trim() !== '');
    return filled.length >= 3 && filled.filter(isHeaderCell).length >= 2;
  });
  return index < 0 ? undefined : index;
}

/**
 * The statement's header and data rows, all cells text of the same width. A file that is neither an
 * XLSX workbook nor UTF-8 text of two columns or more is unreadable.
 */
export async function readStatement(bytes: Buffer): Promise<StatementSheet> {
  const isXlsx = bytes.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC);
  const all = (isXlsx ? await readXlsx(bytes) : readCsv(bytes))
    .map((row) => row.slice(0, MAX_COLUMNS).map((cell) => cell.trim().slice(0, MAX_CELL_CHARS)))
    .filter((row) => !isBlank(row));
  if (all.length === 0) throw new StatementError('empty');
  const width = Math.max(...all.map((row) => row.length));
  if (width < 2) throw new StatementError('unreadable');

  const headerAt = findHeader(all);
  const dataRows = headerAt === undefined ? all : all.slice(headerAt + 1);
  if (dataRows.length === 0) throw new StatementError('empty');
  if (dataRows.length > MAX_IMPORT_ROWS) throw new StatementError('tooManyRows');

  const headerRow = headerAt === undefined ? [] : (all[headerAt] ?? []);
  const headers = Array.from({ length: width }, (_, i) => headerRow[i] || `Cột ${i + 1}`);
  const rows = dataRows.map((row) => Array.from({ length: width }, (_, i) => row[i] ?? ''));
  return {
    headers,
    rows,
    suggestedMapping: headerAt === undefined ? {} : suggestMapping(headerRow),
  };
}
