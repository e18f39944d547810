import { NAPAS_BANKS, napasBankByBin } from '@giapha/contract';
import { describe, expect, it } from 'vitest';
import { bankMatches, digitsOnly, formatAccountNumber, typedHolderName } from './format.ts';

const vietcombank = napasBankByBin('970436');

describe('bank account formatting', () => {
  it('groups an account number by four digits', () => {
    expect(formatAccountNumber('0123456789')).toBe('0123 4567 89');
    expect(formatAccountNumber('12345678')).toBe('1234 5678');
    expect(formatAccountNumber('123')).toBe('123');
  });

  it('keeps only the digits of what was typed', () => {
    expect(digitsOnly('0123 456.789-0')).toBe('01234567890');
  });

  it('upper-cases the holder without diacritics and keeps a space just typed', () => {
    expect(typedHolderName('Nguyễn Văn Đức')).toBe('NGUYEN VAN DUC');
    expect(typedHolderName('nguyễn ')).toBe('NGUYEN ');
    expect(typedHolderName('nguyễn   văn')).toBe('NGUYEN VAN');
    expect(typedHolderName('  ')).toBe('');
  });
});

describe('bankMatches', () => {
  it('finds a bank by short name, full name without diacritics, code or BIN', () => {
    if (!vietcombank) throw new Error('Vietcombank is in the NAPAS list');
    expect(bankMatches(vietcombank, 'vietcom')).toBe(true);
    expect(bankMatches(vietcombank, 'ngoai thuong')).toBe(true);
    expect(bankMatches(vietcombank, 'Ngoại Thương')).toBe(true);
    expect(bankMatches(vietcombank, 'VCB')).toBe(true);
    expect(bankMatches(vietcombank, '970436')).toBe(true);
    expect(bankMatches(vietcombank, 'quan doi')).toBe(false);
  });

  it('an empty search keeps every bank', () => {
    expect(NAPAS_BANKS.every((bank) => bankMatches(bank, ' '))).toBe(true);
  });
});
