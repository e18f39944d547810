// The ledger as a CSV file a treasurer opens in Excel: UTF-8 with a BOM (else Excel reads the
// Vietnamese as mojibake), CRLF lines, Vietnamese headings.
import { ANONYMOUS_DONOR, type DonationSource } from '@giapha/contract';
import type { DonationRow } from './donations.repo.ts';
import { formatVietnamDateTime } from './statement-values.ts';

const BOM = '\uFEFF';
const HEADINGS = ['Thời gian', 'Người đóng góp', 'Số tiền', 'Nội dung', 'Nguồn', 'Mã giao dịch'];
const SOURCE_LABELS: Record<DonationSource, string> = {
  manual: 'Nhập tay',
  import: 'Sao kê',
  bank: 'Ngân hàng báo',
};

/**
 * One cell. A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab or carriage
 * return before one) is prefixed with a quote so it shows as text; quotes, commas and line breaks are
 * quoted the CSV way.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function donorCell(row: DonationRow): string {
  if (!row.donorName) return ANONYMOUS_DONOR;
  return row.anonymous ? `${row.donorName} (ẩn danh)` : row.donorName;
}

export function ledgerCsv(rows: readonly DonationRow[]): string {
  const lines = [
    HEADINGS,
    ...rows.map((row) => [
      formatVietnamDateTime(row.paidAt),
      donorCell(row),
      String(row.amount),
      row.note ?? '',
      SOURCE_LABELS[row.source],
      row.bankReference ?? '',
    ]),
  ];
  const body = lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n');
  return `${BOM}${body}\r\n`;
}

/** The export's file name: `so-cong-duc-{slug}.csv` (slugs are plain ASCII). */
export function ledgerCsvFileName(slug: string): string {
  return `so-cong-duc-${slug}.csv`;
}
