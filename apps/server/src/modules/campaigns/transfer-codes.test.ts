import { transferCodeSchema } from '@giapha/contract';
import { describe, expect, it } from 'vitest';
import { firstFreeTransferCode, transferCodeFrom } from './transfer-codes.ts';

describe('transferCodeFrom', () => {
  it('takes the initials of the title’s words without tone marks and a two-digit year', () => {
    expect(transferCodeFrom('Quỹ xây nhà thờ họ 2024', 2026)).toBe('QXNTH24');
    expect(transferCodeFrom('Đóng góp tu sửa mộ Tổ', 2026)).toBe('DGTSMT26');
    expect(transferCodeFrom('Giỗ Tổ năm Giáp Thìn', 2009)).toBe('GTNGT09');
    // A title of digits only, or of signs, still gives a valid code.
    expect(transferCodeFrom('2025', 2026)).toBe('QUY25');
    expect(transferCodeFrom('!!!', 2026)).toBe('QUY26');
  });

  it('stays within the contract’s 3–15 characters for a long title, with room for a suffix', () => {
    const code = transferCodeFrom(
      'Quỹ đóng góp xây dựng lại nhà thờ họ Nguyễn chi trưởng ở làng Đông Ngạc năm nay',
      2026,
    );
    expect(code).toBe('QDGXDLNTHNC26');
    expect(transferCodeSchema.safeParse(firstFreeTransferCode(code, [code])).success).toBe(true);
  });
});

describe('firstFreeTransferCode', () => {
  it('keeps a free code, else adds B, C… Z, then numbers', () => {
    expect(firstFreeTransferCode('NHATHO26', [])).toBe('NHATHO26');
    expect(firstFreeTransferCode('NHATHO26', ['NHATHO26'])).toBe('NHATHO26B');
    expect(firstFreeTransferCode('NHATHO26', ['NHATHO26', 'NHATHO26B'])).toBe('NHATHO26C');
    const letters = Array.from({ length: 25 }, (_, i) => `GT24${String.fromCharCode(66 + i)}`);
    expect(firstFreeTransferCode('GT24', ['GT24', ...letters])).toBe('GT2427');
  });
});
