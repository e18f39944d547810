import { z } from 'zod';
import { listResponse, okResponse, pageQuery, versionField } from './common.ts';
import { optionalTextField } from './content.ts';
import { MESSAGES } from './messages.ts';

/** A bank of the NAPAS 247 network: its BIN is what a VietQR code names. */
export interface NapasBank {
  bin: string;
  /** Short code banks use among themselves (VCB, CTG…). */
  code: string;
  shortName: string;
  name: string;
}

/** The banks a clan's account can be at (NAPAS members that take VietQR transfers to an account). */
export const NAPAS_BANKS: readonly NapasBank[] = [
  { bin: '970436', code: 'VCB', shortName: 'Vietcombank', name: 'Ngân hàng TMCP Ngoại Thương Việt Nam' },
  { bin: '970415', code: 'CTG', shortName: 'VietinBank', name: 'Ngân hàng TMCP Công thương Việt Nam' },
  { bin: '970418', code: 'BID', shortName: 'BIDV', name: 'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam' },
  {
    bin: '970405',
    code: 'AGRIBANK',
    shortName: 'Agribank',
    name: 'Ngân hàng Nông nghiệp và Phát triển Nông thôn Việt Nam',
  },
  { bin: '970407', code: 'TCB', shortName: 'Techcombank', name: 'Ngân hàng TMCP Kỹ thương Việt Nam' },
  { bin: '970422', code: 'MBB', shortName: 'MB Bank', name: 'Ngân hàng TMCP Quân đội' },
  { bin: '970416', code: 'ACB', shortName: 'ACB', name: 'Ngân hàng TMCP Á Châu' },
  { bin: '970432', code: 'VPB', shortName: 'VPBank', name: 'Ngân hàng TMCP Việt Nam Thịnh Vượng' },
  { bin: '970423', code: 'TPB', shortName: 'TPBank', name: 'Ngân hàng TMCP Tiên Phong' },
  { bin: '970403', code: 'STB', shortName: 'Sacombank', name: 'Ngân hàng TMCP Sài Gòn Thương Tín' },
  { bin: '970437', code: 'HDB', shortName: 'HDBank', name: 'Ngân hàng TMCP Phát triển TP. Hồ Chí Minh' },
  { bin: '970441', code: 'VIB', shortName: 'VIB', name: 'Ngân hàng TMCP Quốc tế Việt Nam' },
  { bin: '970443', code: 'SHB', shortName: 'SHB', name: 'Ngân hàng TMCP Sài Gòn - Hà Nội' },
  { bin: '970431', code: 'EIB', shortName: 'Eximbank', name: 'Ngân hàng TMCP Xuất Nhập khẩu Việt Nam' },
  { bin: '970426', code: 'MSB', shortName: 'MSB', name: 'Ngân hàng TMCP Hàng Hải' },
  { bin: '970440', code: 'SSB', shortName: 'SeABank', name: 'Ngân hàng TMCP Đông Nam Á' },
  { bin: '970448', code: 'OCB', shortName: 'OCB Bank', name: 'Ngân hàng TMCP Phương Đông' },
  { bin: '970449', code: 'LPB', shortName: 'LPBank', name: 'Ngân hàng TMCP Lộc Phát Việt Nam' },
  { bin: '970428', code: 'NAB', shortName: 'Nam A Bank', name: 'Ngân hàng TMCP Nam Á' },
  { bin: '970409', code: 'BAB', shortName: 'BacA Bank', name: 'Ngân hàng TMCP Bắc Á' },
  { bin: '970429', code: 'SCB', shortName: 'SCB', name: 'Ngân hàng TMCP Sài Gòn' },
  { bin: '970425', code: 'ABB', shortName: 'AB Bank', name: 'Ngân hàng TMCP An Bình' },
  { bin: '970454', code: 'BVB', shortName: 'BVBank', name: 'Ngân hàng TMCP Bản Việt' },
  { bin: '970412', code: 'PVCOMBANK', shortName: 'PVcomBank', name: 'Ngân hàng TMCP Đại Chúng Việt Nam' },
  { bin: '970452', code: 'KLB', shortName: 'KienlongBank', name: 'Ngân hàng TMCP Kiên Long' },
  { bin: '970419', code: 'NVB', shortName: 'NCB Bank', name: 'Ngân hàng TMCP Quốc Dân' },
  { bin: '970400', code: 'SGB', shortName: 'SaigonBank', name: 'Ngân hàng TMCP Sài Gòn Công Thương' },
  { bin: '970427', code: 'VAB', shortName: 'VietABank', name: 'Ngân hàng TMCP Việt Á' },
  { bin: '970433', code: 'VBB', shortName: 'VietBank', name: 'Ngân hàng TMCP Việt Nam Thương Tín' },
  { bin: '970438', code: 'BAOVIETBANK', shortName: 'BaoViet Bank', name: 'Ngân hàng TMCP Bảo Việt' },
  { bin: '970430', code: 'PGB', shortName: 'PG Bank', name: 'Ngân hàng TMCP Xăng dầu Petrolimex' },
  {
    bin: '970408',
    code: 'GPBANK',
    shortName: 'GPBank',
    name: 'Ngân hàng Thương mại TNHH MTV Dầu Khí Toàn Cầu',
  },
  { bin: '970414', code: 'MBV', shortName: 'MBV', name: 'Ngân hàng TNHH MTV Việt Nam Hiện Đại' },
  { bin: '970406', code: 'VIKKI', shortName: 'Vikki Bank', name: 'Ngân hàng TNHH MTV Số Vikki' },
  {
    bin: '970444',
    code: 'VNCB',
    shortName: 'CB Bank',
    name: 'Ngân hàng Thương mại TNHH MTV Xây dựng Việt Nam',
  },
  { bin: '970446', code: 'COOPBANK', shortName: 'Co-opBank', name: 'Ngân hàng Hợp tác xã Việt Nam' },
  { bin: '999888', code: 'VBSP', shortName: 'VBSP', name: 'Ngân hàng Chính sách Xã hội' },
  { bin: '970421', code: 'VRB', shortName: 'VRB', name: 'Ngân hàng Liên doanh Việt - Nga' },
  { bin: '970434', code: 'IVB', shortName: 'Indovina Bank', name: 'Ngân hàng TNHH Indovina' },
  { bin: '970424', code: 'SVB', shortName: 'Shinhan Bank', name: 'Ngân hàng TNHH MTV Shinhan Việt Nam' },
  { bin: '970457', code: 'WRB', shortName: 'Woori Bank', name: 'Ngân hàng TNHH MTV Woori Việt Nam' },
  {
    bin: '970458',
    code: 'UOB',
    shortName: 'United Overseas Bank Vietnam',
    name: 'Ngân hàng United Overseas Bank Việt Nam',
  },
  { bin: '970439', code: 'PBVN', shortName: 'Public Bank', name: 'Ngân hàng TNHH MTV Public Việt Nam' },
  {
    bin: '970442',
    code: 'HLBVN',
    shortName: 'Hong Leong Bank',
    name: 'Ngân hàng TNHH MTV Hong Leong Việt Nam',
  },
  {
    bin: '970410',
    code: 'SCVN',
    shortName: 'Standard Chartered',
    name: 'Ngân hàng TNHH MTV Standard Chartered Việt Nam',
  },
  { bin: '458761', code: 'HSBC', shortName: 'HSBC', name: 'Ngân hàng TNHH MTV HSBC Việt Nam' },
  {
    bin: '546034',
    code: 'CAKE',
    shortName: 'CAKE by VPBank',
    name: 'Ngân hàng số CAKE by VPBank - Ngân hàng TMCP Việt Nam Thịnh Vượng',
  },
  {
    bin: '546035',
    code: 'UBANK',
    shortName: 'Ubank by VPBank',
    name: 'Ngân hàng số Ubank by VPBank - Ngân hàng TMCP Việt Nam Thịnh Vượng',
  },
  { bin: '963388', code: 'TIMO', shortName: 'Timo', name: 'Ngân hàng số Timo by Bản Việt Bank' },
];

export function napasBankByBin(bin: string): NapasBank | undefined {
  return NAPAS_BANKS.find((bank) => bank.bin === bin);
}

/**
 * An account holder's name as banks print it: no tone marks, đ → D, upper case, single spaces
 * (`Nguyễn Văn Đức` → `NGUYEN VAN DUC`).
 */
export function toBankHolderName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[đĐ]/g, 'D')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export const napasBankSchema = z.object({
  bin: z.string(),
  code: z.string(),
  shortName: z.string(),
  name: z.string(),
});

/** A clan's account that donations go to. */
export const bankAccountSchema = z.object({
  id: z.string(),
  bankBin: z.string(),
  bankCode: z.string(),
  bankShortName: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountHolder: z.string(),
  branch: z.string().nullable(),
  isDefault: z.boolean(),
  /** Open campaigns that take their donations into this account (it cannot be deleted while > 0). */
  openCampaignCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** What visitors see of an account next to a campaign's QR code. */
export const publicBankAccountSchema = bankAccountSchema.pick({
  bankBin: true,
  bankShortName: true,
  bankName: true,
  accountNumber: true,
  accountHolder: true,
  branch: true,
});
export type PublicBankAccount = z.infer<typeof publicBankAccountSchema>;

// GET /api/banks (limit, offset, search: bank, number or holder, any spelling) → { data, total }, default first
export const bankAccountsQuery = pageQuery().extend({ search: z.string().trim().max(200).optional() });
export type BankAccountsQuery = z.input<typeof bankAccountsQuery>;
export const bankAccountListResponse = listResponse(bankAccountSchema);
// GET /api/bank?id, POST /api/bank, PUT /api/bank?id
export const bankAccountResponse = okResponse(bankAccountSchema);

// GET /api/bank/search (search, limit 100): the NAPAS bank list, by short name, full name, code or BIN
export const napasBanksQuery = pageQuery(100, 100).extend({ search: z.string().trim().max(100).optional() });
export type NapasBanksQuery = z.input<typeof napasBanksQuery>;
export const napasBankListResponse = listResponse(napasBankSchema);

const bankBinField = z
  .string({ error: MESSAGES.bankRequired })
  .trim()
  .refine((bin) => napasBankByBin(bin) !== undefined, MESSAGES.bankRequired);

/** Digits only; spaces, dots and dashes as people type them are dropped. */
const accountNumberField = z
  .string({ error: MESSAGES.accountNumberInvalid })
  .transform((s) => s.replace(/[\s.-]/g, ''))
  .pipe(z.string().regex(/^\d{6,19}$/, MESSAGES.accountNumberInvalid));

const accountHolderField = z
  .string({ error: MESSAGES.accountHolderRequired })
  .transform(toBankHolderName)
  .pipe(
    z
      .string()
      .min(1, { error: MESSAGES.accountHolderRequired, abort: true })
      .max(70, MESSAGES.accountHolderInvalid)
      .regex(/^[A-Z0-9 .&,()-]+$/, MESSAGES.accountHolderInvalid),
  );

export const createBankAccountBody = z.object({
  bankBin: bankBinField,
  accountNumber: accountNumberField,
  accountHolder: accountHolderField,
  branch: optionalTextField(200),
  /** The account new campaigns take by default; setting it clears the flag on the others. */
  isDefault: z.boolean().optional(),
});
export type CreateBankAccountBody = z.input<typeof createBankAccountBody>;
export const updateBankAccountBody = z.object({
  bankBin: bankBinField.optional(),
  accountNumber: accountNumberField.optional(),
  accountHolder: accountHolderField.optional(),
  branch: optionalTextField(200),
  isDefault: z.boolean().optional(),
  version: versionField,
});
export type UpdateBankAccountBody = z.input<typeof updateBankAccountBody>;
