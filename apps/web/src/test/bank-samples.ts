import type { BankAccount } from '@giapha/contract';

export const VCB_ID = '11111111-1111-4111-8111-111111111111';
export const MB_ID = '22222222-2222-4222-8222-222222222222';

/** A clan's bank account: Vietcombank, NGUYEN VAN AN, not the default, no open campaign. */
export function sampleBankAccount(overrides: Partial<BankAccount> & Pick<BankAccount, 'id'>): BankAccount {
  return {
    bankBin: '970436',
    bankCode: 'VCB',
    bankShortName: 'Vietcombank',
    bankName: 'Ngân hàng TMCP Ngoại Thương Việt Nam',
    accountNumber: '0123456789',
    accountHolder: 'NGUYEN VAN AN',
    branch: null,
    isDefault: false,
    openCampaignCount: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

/** The second account of the samples: MB Bank, TRAN THI BINH. */
export function mbBankAccount(overrides: Partial<BankAccount> = {}): BankAccount {
  return sampleBankAccount({
    id: MB_ID,
    bankBin: '970422',
    bankCode: 'MBB',
    bankShortName: 'MB Bank',
    bankName: 'Ngân hàng TMCP Quân đội',
    accountNumber: '99998888777',
    accountHolder: 'TRAN THI BINH',
    ...overrides,
  });
}
