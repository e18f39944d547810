import { describe, expect, it } from 'vitest';
import { csvCell } from './donations.csv.ts';
import { formatVietnamDateTime, madeReference, parseAmount, parsePaidAt } from './statement-values.ts';
import { campaignForNote, normalizeTransferText } from './transfer-codes.ts';

const amount = (cell: string) => {
  const read = parseAmount(cell);
  return read.kind === 'amount' ? read.value : read.kind;
};

describe('parseAmount', () => {
  it('reads thousands grouped with dots (Vietnamese) or commas (English exports)', () => {
    expect(amount('1.234.567')).toBe(1_234_567);
    expect(amount('1,234,567')).toBe(1_234_567);
    expect(amount('500.000')).toBe(500_000);
    expect(amount('500,000')).toBe(500_000);
    // One group of three is thousands, never a decimal: đồng has no subunit.
    expect(amount('1.234')).toBe(1234);
    expect(amount('2,000')).toBe(2000);
    expect(amount('500000')).toBe(500_000);
  });

  it('drops signs, spaces and currency marks', () => {
    expect(amount('+500,000')).toBe(500_000);
    expect(amount('500000 VND')).toBe(500_000);
    expect(amount('500.000đ')).toBe(500_000);
    expect(amount('500.000 ₫')).toBe(500_000);
    expect(amount('1 000 000 VNĐ')).toBe(1_000_000);
    expect(amount('\u00a0200.000\u00a0')).toBe(200_000);
  });

  it('reads money going out as negative', () => {
    expect(amount('-200.000')).toBe(-200_000);
    expect(amount('(200.000)')).toBe(-200_000);
    expect(amount('-1,500,000 VND')).toBe(-1_500_000);
  });

  it('takes a zero fraction after the decimal mark and refuses any other', () => {
    expect(amount('1.234.567,00')).toBe(1_234_567);
    expect(amount('1,234,567.00')).toBe(1_234_567);
    expect(amount('500000.00')).toBe(500_000);
    expect(amount('500000,0')).toBe(500_000);
    expect(parseAmount('1.234.567,50')).toEqual({
      kind: 'invalid',
      reason: 'Số tiền có phần lẻ dưới một đồng',
    });
    expect(amount('12.5')).toBe('invalid');
  });

  it('tells an empty cell from one that is not a number', () => {
    expect(amount('')).toBe('empty');
    expect(amount('   ')).toBe('empty');
    expect(amount('-')).toBe('empty');
    expect(parseAmount('năm trăm nghìn')).toEqual({ kind: 'invalid', reason: 'Không đọc được số tiền' });
    expect(amount('1.23.456')).toBe('invalid');
    expect(amount('1,234.567,00')).toBe('invalid');
    expect(amount('99999999999999999999')).toBe('invalid');
  });
});

describe('parsePaidAt', () => {
  const iso = (cell: string) => parsePaidAt(cell)?.toISOString();

  it('reads Vietnamese day-first dates as Vietnam time (UTC+7)', () => {
    expect(iso('15/01/2024 10:05:30')).toBe('2024-01-15T03:05:30.000Z');
    expect(iso('15/01/2024 10:05')).toBe('2024-01-15T03:05:00.000Z');
    expect(iso('15/01/2024')).toBe('2024-01-14T17:00:00.000Z');
    expect(iso('5-1-2024')).toBe('2024-01-04T17:00:00.000Z');
    expect(iso('15.01.2024 23:59:59')).toBe('2024-01-15T16:59:59.000Z');
    expect(iso('15/01/24')).toBe('2024-01-14T17:00:00.000Z');
    expect(iso('10:05:30 15/01/2024')).toBe('2024-01-15T03:05:30.000Z');
  });

  it('reads year-first and ISO times; an offset in the text wins over Vietnam time', () => {
    expect(iso('2024-01-15')).toBe('2024-01-14T17:00:00.000Z');
    expect(iso('2024-01-15 10:05:30')).toBe('2024-01-15T03:05:30.000Z');
    expect(iso('2024-01-15T10:05:30')).toBe('2024-01-15T03:05:30.000Z');
    expect(iso('2024-01-15T10:05:30Z')).toBe('2024-01-15T10:05:30.000Z');
    expect(iso('2024-01-15T10:05:30.000+07:00')).toBe('2024-01-15T03:05:30.000Z');
    expect(iso('2024-01-15T10:05:30-0500')).toBe('2024-01-15T15:05:30.000Z');
    expect(iso('20240115')).toBe('2024-01-14T17:00:00.000Z');
  });

  it('reads Excel serial day numbers as Vietnam wall time', () => {
    // 45306 is 15/01/2024 in Excel; .5 is noon.
    expect(iso('45306')).toBe('2024-01-14T17:00:00.000Z');
    expect(iso('45306.5')).toBe('2024-01-15T05:00:00.000Z');
  });

  it('refuses what is no real time', () => {
    for (const cell of [
      '',
      'hôm qua',
      '31/02/2024',
      '15/13/2024',
      '15/01/2024 25:00',
      '0',
      '1e5',
      '2024-1-',
    ]) {
      expect(parsePaidAt(cell), cell).toBeUndefined();
    }
  });

  it('writes an instant back as Vietnam wall time', () => {
    expect(formatVietnamDateTime(new Date('2024-01-14T17:30:00Z'))).toBe('15/01/2024 00:30');
  });
});

describe('madeReference', () => {
  it('is the same for the same row and differs when anything differs', () => {
    const paidAt = new Date('2024-01-15T03:05:30Z');
    const ref = madeReference(paidAt, 500_000, 'Nguyễn Văn An QUYHO24');
    expect(ref).toMatch(/^import:[0-9a-f]{32}$/);
    expect(madeReference(paidAt, 500_000, 'NGUYEN VAN AN QUYHO24')).toBe(ref);
    expect(madeReference(paidAt, 500_001, 'Nguyễn Văn An QUYHO24')).not.toBe(ref);
    expect(madeReference(new Date('2024-01-15T03:05:31Z'), 500_000, 'Nguyễn Văn An QUYHO24')).not.toBe(ref);
  });
});

describe('transfer codes', () => {
  const campaign = (id: string, transferCode: string, status: 'draft' | 'open' | 'closed' = 'open') => ({
    id,
    transferCode,
    status,
  });

  it('compare as upper-case ASCII letters and digits', () => {
    expect(normalizeTransferText('Quỹ họ - 24')).toBe('QUYHO24');
    expect(normalizeTransferText('NGUYEN VAN AN chuyen tien quy ho 24.')).toBe(
      'NGUYENVANANCHUYENTIENQUYHO24',
    );
  });

  it('find the campaign whose code the note holds, however the donor spaced it', () => {
    const campaigns = [campaign('a', 'QUYHO24'), campaign('b', 'GIOTO')];
    expect(campaignForNote('NGUYEN VAN AN chuyen tien quy ho 24', campaigns)?.id).toBe('a');
    expect(campaignForNote('MBVCB.123.gio-to.CT tu 0123', campaigns)?.id).toBe('b');
    expect(campaignForNote('chuyen tien', campaigns)).toBeUndefined();
  });

  it('prefer an open campaign, then the longest code; a code inside a longer one does not count', () => {
    expect(
      campaignForNote('QUYHO24', [campaign('short', 'QUYHO'), campaign('long', 'QUYHO24', 'closed')])?.id,
    ).toBe('long');
    expect(
      campaignForNote('QUYHO24 va QUYHO', [campaign('short', 'QUYHO'), campaign('long', 'QUYHO24', 'closed')])
        ?.id,
    ).toBe('short');
    expect(
      campaignForNote('XAYNHATHO MOPHAN', [
        campaign('closed', 'XAYNHATHO', 'closed'),
        campaign('open', 'MOPHAN'),
      ])?.id,
    ).toBe('open');
    expect(campaignForNote('GIOTO HOCBONG', [campaign('a', 'GIOTO'), campaign('b', 'HOCBONG')])?.id).toBe(
      'b',
    );
  });
});

describe('csvCell', () => {
  it('quotes what CSV needs quoted and defuses formulas', () => {
    expect(csvCell('Nguyễn Văn An')).toBe('Nguyễn Văn An');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('nói "cảm ơn"')).toBe('"nói ""cảm ơn"""');
    expect(csvCell('dòng 1\ndòng 2')).toBe('"dòng 1\ndòng 2"');
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+84 912')).toBe("'+84 912");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });
});
