import {
  type ImportDonationsBody,
  type ImportResult,
  type ImportSheet,
  importResultResponse,
  importSheetResponse,
} from '@giapha/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import { type ClanFixture, registerClan } from '../../../test/clans.ts';
import { bearer, json, withDomain } from '../../../test/requests.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { auditRepo } from '../audit/audit.repo.ts';
import { multipartBody } from '../uploads/images.testing.ts';
import { caller, insertCampaign, ledger, type TestCampaign } from './ledger.testing.ts';

const t = useTestApp();
let clan: ClanFixture;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  clan = await registerClan(t.app);
  call = caller(t);
});

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function upload(bytes: Buffer, filename = 'sao-ke.csv', contentType = 'text/csv') {
  const { payload, headers } = multipartBody(bytes, { field: 'file', filename, contentType });
  return t.app.inject({
    method: 'POST',
    url: withDomain('/api/campaignTransactions/import/preview', clan.domain),
    headers: { ...headers, ...bearer(clan.token) },
    payload,
  });
}

async function preview(bytes: Buffer, filename?: string, contentType?: string): Promise<ImportSheet> {
  const response = await upload(bytes, filename, contentType);
  expect(response.statusCode, response.body).toBe(200);
  const body = json<{ data: ImportSheet }>(response);
  expect(importSheetResponse.parse(body)).toEqual(body);
  return body.data;
}

async function importRows(body: ImportDonationsBody) {
  const response = await call(clan, clan.token, 'POST', '/api/campaignTransactions/import', body);
  expect(response.statusCode, response.body).toBe(200);
  const parsed = json<{ data: ImportResult; message?: string }>(response);
  expect(importResultResponse.parse(parsed)).toEqual(parsed);
  return parsed;
}

/**
 * A Vietcombank-style statement export: a BOM, title lines above the header, Vietnamese headers,
 * semicolons, amounts with dots, money in and out in two columns.
 */
function vcbStatement(code: string): Buffer {
  const lines = [
    'NGÂN HÀNG TMCP NGOẠI THƯƠNG VIỆT NAM;;;;;',
    'SAO KÊ TÀI KHOẢN;;;;;',
    'Số tài khoản: 0123456789 - HO NGUYEN;;;;;',
    'Từ ngày 01/01/2024 đến ngày 31/01/2024;;;;;',
    ';;;;;',
    'STT;Ngày giao dịch;Số tham chiếu;Số tiền ghi nợ;Số tiền ghi có;Mô tả',
    `1;15/01/2024 10:05:30;FT24015001;;500.000;NGUYEN VAN AN chuyen tien ${code}`,
    `2;16/01/2024 08:00:00;FT24016001;;1.200.000;"TRAN THI BICH; CK ${code.slice(0, 4)} ${code.slice(4)}"`,
    '3;16/01/2024 09:00:00;FT24016002;22.000;;Phí dịch vụ SMS Banking',
    '4;17/01/2024 11:11:11;FT24017001;;300.000;Chuyen tien an cuoi',
    `5;15/01/2024 10:05:30;FT24015001;;500.000;NGUYEN VAN AN chuyen tien ${code}`,
    `6;ngày mai;FT24018001;;100.000;${code} loi ngay`,
    ';;;;;',
    'Tổng cộng;;;22.000;2.600.000;',
  ];
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

describe('importing a bank statement', () => {
  let campaign: TestCampaign;

  beforeAll(async () => {
    campaign = await insertCampaign(t, clan, { transferCode: 'QUYHO24' });
  });

  it('reads a CSV export: finds the header under the title lines and guesses the columns', async () => {
    const sheet = await preview(vcbStatement('QUYHO24'), 'sao-ke-vcb.csv');
    expect(sheet.fileName).toBe('sao-ke-vcb.csv');
    expect(sheet.headers).toEqual([
      'STT',
      'Ngày giao dịch',
      'Số tham chiếu',
      'Số tiền ghi nợ',
      'Số tiền ghi có',
      'Mô tả',
    ]);
    // Money in, not out; the reference, the description.
    expect(sheet.suggestedMapping).toEqual({ paidAt: 1, reference: 2, amount: 4, note: 5 });
    expect(sheet.rows).toHaveLength(7);
    expect(sheet.rows[0]).toEqual([
      '1',
      '15/01/2024 10:05:30',
      'FT24015001',
      '',
      '500.000',
      'NGUYEN VAN AN chuyen tien QUYHO24',
    ]);
    // A quoted semicolon stays inside its cell.
    expect(sheet.rows[1]?.[5]).toBe('TRAN THI BICH; CK QUYH O24');
  });

  it('a dry run reports every row without writing; the import writes the new ones; again, all are duplicates', async () => {
    const sheet = await preview(vcbStatement('QUYHO24'));
    const body: ImportDonationsBody = {
      campaignId: campaign.id,
      mapping: { paidAt: 1, amount: 4, note: 5, reference: 2, donorName: null },
      rows: sheet.rows,
      onlyMatchingCode: true,
      dryRun: true,
    };
    const dry = await importRows(body);
    expect(dry.message).toBeUndefined();
    expect(dry.data.rows.map((r) => [r.status, r.reason])).toEqual([
      ['new', null],
      ['new', null],
      ['skipped', 'Không có số tiền ghi có'],
      ['skipped', 'Nội dung không có mã chuyển khoản QUYHO24'],
      ['duplicate', 'Trùng với một dòng phía trên trong tệp'],
      ['invalid', 'Không đọc được thời gian giao dịch'],
      ['invalid', 'Không đọc được thời gian giao dịch'],
    ]);
    expect(dry.data.rows[0]).toEqual({
      index: 0,
      status: 'new',
      reason: null,
      paidAt: '2024-01-15T03:05:30.000Z',
      amount: 500_000,
      note: 'NGUYEN VAN AN chuyen tien QUYHO24',
      donorName: null,
      reference: 'FT24015001',
    });
    expect(dry.data).toMatchObject({
      imported: 2,
      importedAmount: 1_700_000,
      duplicates: 1,
      skipped: 2,
      invalid: 2,
    });
    expect((await ledger(t, clan, `?campaignId=${campaign.id}`)).total).toBe(0);

    const done = await importRows({ ...body, dryRun: false });
    expect(done.message).toBe('Đã nhập 2 khoản đóng góp');
    expect(done.data).toMatchObject({ imported: 2, importedAmount: 1_700_000, duplicates: 1 });
    const after = await ledger(t, clan, `?campaignId=${campaign.id}`);
    expect([after.total, after.totalAmount]).toEqual([2, 1_700_000]);
    expect(after.data.map((d) => [d.source, d.bankReference, d.amount, d.paidAt])).toEqual([
      ['import', 'FT24016001', 1_200_000, '2024-01-16T01:00:00.000Z'],
      ['import', 'FT24015001', 500_000, '2024-01-15T03:05:30.000Z'],
    ]);
    const audit = await auditRepo(t.database.db, clan.clanId).list(20);
    expect(audit.filter((a) => a.action === 'donation.import')).toEqual([
      expect.objectContaining({
        actorId: clan.adminId,
        targetId: campaign.id,
        detail: { rows: 7, imported: 2, importedAmount: 1_700_000, duplicates: 1, skipped: 2, invalid: 2 },
      }),
    ]);

    // The same file again: nothing new, nothing counted twice.
    const again = await importRows({ ...body, dryRun: false });
    expect(again.message).toBe('Đã nhập 0 khoản đóng góp');
    expect(again.data).toMatchObject({ imported: 0, importedAmount: 0, duplicates: 3 });
    expect(again.data.rows.filter((r) => r.status === 'duplicate').map((r) => r.reason)).toEqual([
      'Đã có trong sổ công đức',
      'Đã có trong sổ công đức',
      'Trùng với một dòng phía trên trong tệp',
    ]);
    const unchanged = await ledger(t, clan, `?campaignId=${campaign.id}`);
    expect([unchanged.total, unchanged.totalAmount]).toEqual([2, 1_700_000]);
    // Audited too, with what it found.
    const audited = await auditRepo(t.database.db, clan.clanId).list(1);
    expect(audited[0]).toMatchObject({
      action: 'donation.import',
      detail: { rows: 7, imported: 0, importedAmount: 0, duplicates: 3, skipped: 2, invalid: 2 },
    });

    // Without the code filter the row without a code is imported too.
    const all = await importRows({ ...body, onlyMatchingCode: false, dryRun: false });
    expect(all.data).toMatchObject({ imported: 1, importedAmount: 300_000 });
    expect((await ledger(t, clan, `?campaignId=${campaign.id}`)).totalAmount).toBe(2_000_000);
  });

  it('reads an XLSX export (first sheet, real dates and numbers); rows without a reference get a stable one', async () => {
    const other = await insertCampaign(t, clan, { transferCode: 'GIOTO' });
    const header = ['Thời gian', 'Số tiền', 'Nội dung', 'Tên người chuyển'].map((value) => ({
      value,
      fontWeight: 'bold' as const,
    }));
    const data: SheetData = [
      [{ value: 'LỊCH SỬ GIAO DỊCH - MB BANK' }],
      [{ value: 'Tài khoản: 0987654321' }],
      [null],
      header,
      [
        { value: new Date(Date.UTC(2024, 2, 10, 19, 45, 0)), type: Date, format: 'dd/mm/yyyy hh:mm' },
        { value: 300_000, type: Number },
        { value: 'Nguyễn Văn Giỗ chuyển tiền GIOTO' },
        { value: 'Nguyễn Văn Giỗ' },
      ],
      [
        { value: new Date(Date.UTC(2024, 2, 11, 0, 0, 0)), type: Date, format: 'dd/mm/yyyy' },
        { value: -50_000, type: Number },
        { value: 'Rút tiền' },
        null,
      ],
      [
        // Excel's serial day number, as a plain number: 12/03/2024 06:00.
        { value: 45363.25, type: Number },
        { value: '1.000.000', type: String },
        { value: 'gio to 2024' },
        { value: 'LE THI HUONG' },
      ],
    ];
    const bytes = await writeXlsxFile(data).toBuffer();
    const sheet = await preview(bytes, 'lich-su-giao-dich.xlsx', XLSX_TYPE);
    expect(sheet.headers).toEqual(['Thời gian', 'Số tiền', 'Nội dung', 'Tên người chuyển']);
    expect(sheet.suggestedMapping).toEqual({ paidAt: 0, amount: 1, note: 2, donorName: 3 });
    expect(sheet.rows).toEqual([
      ['10/03/2024 19:45:00', '300000', 'Nguyễn Văn Giỗ chuyển tiền GIOTO', 'Nguyễn Văn Giỗ'],
      ['11/03/2024', '-50000', 'Rút tiền', ''],
      ['45363.25', '1.000.000', 'gio to 2024', 'LE THI HUONG'],
    ]);
    const body: ImportDonationsBody = {
      campaignId: other.id,
      mapping: { paidAt: 0, amount: 1, note: 2, reference: null, donorName: 3 },
      rows: sheet.rows,
      onlyMatchingCode: true,
    };
    const done = await importRows(body);
    expect(done.data.rows.map((r) => r.status)).toEqual(['new', 'skipped', 'new']);
    expect(done.data.rows[1]?.reason).toBe('Tiền ra khỏi tài khoản, không phải khoản đóng góp');
    expect(done.data.rows[0]?.reference).toMatch(/^import:[0-9a-f]{32}$/);
    const after = await ledger(t, clan, `?campaignId=${other.id}`);
    expect(after.data.map((d) => [d.donorName, d.amount, d.paidAt])).toEqual([
      ['LE THI HUONG', 1_000_000, '2024-03-11T23:00:00.000Z'],
      ['Nguyễn Văn Giỗ', 300_000, '2024-03-10T12:45:00.000Z'],
    ]);
    const again = await importRows(body);
    expect(again.data).toMatchObject({ imported: 0, duplicates: 2 });
    expect((await ledger(t, clan, `?campaignId=${other.id}`)).totalAmount).toBe(1_300_000);
  });

  it('refuses what is not a statement: no file 400, unreadable 415, too large 413, empty or too long 400', async () => {
    const notMultipart = await call(clan, clan.token, 'POST', '/api/campaignTransactions/import/preview', {
      file: 'x',
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(json(notMultipart)).toEqual({
      success: false,
      message: 'Vui lòng chọn tệp sao kê (CSV hoặc XLSX)',
      errors: [{ field: 'file', message: 'Vui lòng chọn tệp sao kê (CSV hoặc XLSX)' }],
    });
    const wrongField = multipartBody(vcbStatement('QUYHO24'), { field: 'image', filename: 'a.csv' });
    const wrong = await t.app.inject({
      method: 'POST',
      url: withDomain('/api/campaignTransactions/import/preview', clan.domain),
      headers: { ...wrongField.headers, ...bearer(clan.token) },
      payload: wrongField.payload,
    });
    expect(wrong.statusCode).toBe(400);

    const unreadable = {
      success: false,
      message: 'Không đọc được tệp: chỉ nhận sao kê dạng CSV hoặc Excel (XLSX)',
    };
    for (const bytes of [
      // A PNG, a zip that is no workbook, Windows-1258 text, an old binary .xls, one column of text.
      Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
      Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 1)]),
      Buffer.from([0x4e, 0x67, 0xe0, 0x79, 0x3b, 0x53, 0xf4, 0x20, 0x74, 0x69, 0xe8, 0x6e]),
      Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(100)]),
      Buffer.from('chỉ một cột\nkhông có gì\n'),
    ]) {
      const response = await upload(bytes);
      expect(response.statusCode, bytes.subarray(0, 8).toString('hex')).toBe(415);
      expect(json(response)).toEqual(unreadable);
    }

    const tooLarge = await upload(Buffer.alloc(5 * 1024 * 1024 + 1, 0x41));
    expect(tooLarge.statusCode).toBe(413);
    expect(json(tooLarge)).toEqual({ success: false, message: 'Tệp sao kê quá lớn: tối đa 5 MB' });

    for (const text of ['\uFEFF', ';;;\r\n;;;\r\n', 'Ngày giao dịch;Số tiền;Nội dung\r\n']) {
      const response = await upload(Buffer.from(text));
      expect(response.statusCode, JSON.stringify(text)).toBe(400);
      expect(json(response)).toEqual({ success: false, message: 'Tệp sao kê không có dòng nào' });
    }

    const long = ['Ngày giao dịch;Số tiền;Nội dung'];
    for (let i = 0; i < 5001; i++) long.push(`15/01/2024;${1000 + i};QUYHO24`);
    const tooMany = await upload(Buffer.from(long.join('\n')));
    expect(tooMany.statusCode).toBe(400);
    expect(json(tooMany)).toEqual({
      success: false,
      message: 'Tệp sao kê có quá nhiều dòng: tối đa 5000 dòng',
    });
  });

  it('the import checks its rows and campaign', async () => {
    const mapping = { paidAt: 0, amount: 1, note: null, reference: null, donorName: null };
    const noRows = await call(clan, clan.token, 'POST', '/api/campaignTransactions/import', {
      campaignId: campaign.id,
      mapping,
      rows: [],
    });
    expect(noRows.statusCode).toBe(400);
    expect(json(noRows).errors?.map((e) => e.field)).toEqual(['rows']);
    const tooMany = await call(clan, clan.token, 'POST', '/api/campaignTransactions/import', {
      campaignId: campaign.id,
      mapping,
      rows: Array.from({ length: 5001 }, () => ['15/01/2024', '1000']),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(json(tooMany).errors?.map((e) => e.field)).toEqual(['rows']);
    // A column past the row's end reads as empty: nothing to import, no error.
    const outside = await importRows({
      campaignId: campaign.id,
      mapping: { ...mapping, amount: 7 },
      rows: [['15/01/2024', '1000']],
      dryRun: true,
    });
    expect(outside.data.rows.map((r) => r.status)).toEqual(['skipped']);
  });
});
