import { describe, expect, it } from 'vitest';
import { readStatement, StatementError, suggestMapping } from './statement-sheet.ts';

describe('suggestMapping', () => {
  it('reads the headers of Vietnamese banks’ exports, choosing money in over money out', () => {
    // Vietcombank
    expect(
      suggestMapping(['STT', 'Ngày giao dịch', 'Số tham chiếu', 'Số tiền ghi nợ', 'Số tiền ghi có', 'Mô tả']),
    ).toEqual({ paidAt: 1, reference: 2, amount: 4, note: 5 });
    // MB Bank
    expect(
      suggestMapping(['Ngày giao dịch', 'Số bút toán', 'Ghi nợ', 'Ghi có', 'Nội dung', 'Tên người chuyển']),
    ).toEqual({ paidAt: 0, reference: 1, amount: 3, note: 4, donorName: 5 });
    // Techcombank
    expect(suggestMapping(['Ngày giao dịch', 'Đối tác', 'Diễn giải', 'Nợ', 'Có', 'Số dư'])).toEqual({
      paidAt: 0,
      donorName: 1,
      note: 2,
      amount: 4,
    });
    // ACB
    expect(suggestMapping(['Ngày hiệu lực', 'Số GD', 'Rút ra', 'Gửi vào', 'Nội dung', 'Số dư'])).toEqual({
      paidAt: 0,
      reference: 1,
      amount: 3,
      note: 4,
    });
    // BIDV
    expect(
      suggestMapping(['Thời gian giao dịch', 'Mã giao dịch', 'Phát sinh nợ', 'Phát sinh có', 'Mô tả']),
    ).toEqual({ paidAt: 0, reference: 1, amount: 3, note: 4 });
    // English
    expect(
      suggestMapping(['Transaction Date', 'Reference No.', 'Debit', 'Credit', 'Balance', 'Description']),
    ).toEqual({ paidAt: 0, reference: 1, amount: 3, note: 5 });
    // Nothing known: nothing guessed.
    expect(suggestMapping(['A', 'B', 'C'])).toEqual({});
  });
});

describe('readStatement', () => {
  it('picks the delimiter that gives every row the same columns, whatever the notes hold', async () => {
    const comma = [
      'Ngày giao dịch,Số tiền,Nội dung',
      '15/01/2024,"500,000","Nguyen Van An, chi Hai; QUYHO24"',
      '16/01/2024,200000,QUYHO24',
    ].join('\n');
    expect((await readStatement(Buffer.from(comma))).rows).toEqual([
      ['15/01/2024', '500,000', 'Nguyen Van An, chi Hai; QUYHO24'],
      ['16/01/2024', '200000', 'QUYHO24'],
    ]);
    const tabs = ['Ngày giao dịch\tSố tiền\tNội dung', '15/01/2024\t500.000\tAn, Bình; QUYHO24'].join('\n');
    expect((await readStatement(Buffer.from(tabs))).rows).toEqual([
      ['15/01/2024', '500.000', 'An, Bình; QUYHO24'],
    ]);
  });

  it('without a header it names the columns and keeps every row', async () => {
    const sheet = await readStatement(
      Buffer.from('15/01/2024;500.000;QUYHO24\n16/01/2024;200.000;QUYHO24\n'),
    );
    expect(sheet.headers).toEqual(['Cột 1', 'Cột 2', 'Cột 3']);
    expect(sheet.rows).toHaveLength(2);
    expect(sheet.suggestedMapping).toEqual({});
  });

  it('says why a file is refused', async () => {
    await expect(readStatement(Buffer.from([0xff, 0xfe, 0x00, 0x41]))).rejects.toEqual(
      new StatementError('unreadable'),
    );
    await expect(readStatement(Buffer.from('\n\n'))).rejects.toEqual(new StatementError('empty'));
  });
});
