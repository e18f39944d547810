// VietQR: the NAPAS 247 profile of the EMVCo merchant-presented QR code, as every Vietnamese
// banking app scans it. Each field is ID (2 digits) + length (2 digits, characters) + value, in
// ascending ID order; the last field 63 is a CRC-16/CCITT-FALSE over everything before its value.

/** NAPAS's application id inside field 38. */
export const NAPAS_GUID = 'A000000727';
export type VietQrService = 'QRIBFTTA' | 'QRIBFTTC';
/** Longest transfer note most banking apps keep (field 62.08). */
export const QR_PURPOSE_MAX_LENGTH = 25;
/** Field 54 holds at most 13 characters. */
const MAX_AMOUNT_DIGITS = 13;

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor) as 4 upper-case hex digits. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * A transfer note as banks carry it: ASCII letters, digits and spaces only (tone marks dropped,
 * đ → d), single spaces, at most `maxLength` characters (`Đóng góp quỹ họ Nguyễn` → `Dong gop quy ho Nguyen`).
 */
export function toQrPurpose(text: string, maxLength = QR_PURPOSE_MAX_LENGTH): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxLength)
    .trim();
}

function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`VietQR field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

export interface VietQrInput {
  /** The bank's 6-digit NAPAS BIN. */
  bin: string;
  /** Account number (QRIBFTTA) or card number (QRIBFTTC): digits. */
  accountNumber: string;
  /** Whole đồng; missing or null: a static code, the donor types the amount. */
  amount?: number | null;
  /** Transfer note; folded to ASCII by `toQrPurpose`. */
  purpose?: string | null;
  service?: VietQrService;
}

/** The VietQR payload for a transfer to an account, with an amount (dynamic, 12) or without (static, 11). */
export function buildVietQr({
  bin,
  accountNumber,
  amount = null,
  purpose = null,
  service = 'QRIBFTTA',
}: VietQrInput): string {
  if (!/^\d{6}$/.test(bin)) throw new RangeError('A bank BIN has 6 digits');
  if (!/^\d{1,19}$/.test(accountNumber)) throw new RangeError('An account number is 1 to 19 digits');
  if (amount !== null) {
    if (!Number.isSafeInteger(amount) || amount <= 0 || String(amount).length > MAX_AMOUNT_DIGITS) {
      throw new RangeError('The amount is a positive whole number of đồng, at most 13 digits');
    }
  }
  const note = purpose ? toQrPurpose(purpose) : '';
  const beneficiary = field('00', bin) + field('01', accountNumber);
  const merchant = field('00', NAPAS_GUID) + field('01', beneficiary) + field('02', service);
  const body =
    field('00', '01') +
    field('01', amount === null ? '11' : '12') +
    field('38', merchant) +
    field('53', '704') +
    (amount === null ? '' : field('54', String(amount))) +
    field('58', 'VN') +
    (note ? field('62', field('08', note)) : '');
  const withCrcTag = `${body}6304`;
  return withCrcTag + crc16CcittFalse(withCrcTag);
}

/** Fields of a TLV string by ID, or an error when a length runs past the end or is not 2 digits. */
function readFields(text: string): Map<string, string> | string {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const lengthText = text.slice(at + 2, at + 4);
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(lengthText)) return `Trường hỏng ở vị trí ${at}`;
    const length = Number(lengthText);
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) return `Trường ${id} ngắn hơn độ dài khai báo`;
    if (fields.has(id)) return `Trường ${id} bị lặp`;
    fields.set(id, value);
    at += 4 + length;
  }
  return fields;
}

export interface ParsedVietQr {
  valid: true;
  pointOfInitiation: 'static' | 'dynamic';
  bin: string;
  accountNumber: string;
  service: VietQrService;
  currency: string;
  amount: number | null;
  purpose: string | null;
  country: string;
  /** Every top-level field by ID, as read. */
  fields: Record<string, string>;
}
export type VietQrParseResult = ParsedVietQr | { valid: false; error: string };

/** Reads a VietQR payload and checks its CRC, lengths and the NAPAS fields. */
export function parseVietQr(payload: string): VietQrParseResult {
  const fail = (error: string) => ({ valid: false, error }) as const;
  const crcAt = payload.length - 8;
  if (crcAt < 0 || payload.slice(crcAt, crcAt + 4) !== '6304') return fail('Thiếu mã kiểm tra CRC');
  const expected = crc16CcittFalse(payload.slice(0, crcAt + 4));
  if (payload.slice(crcAt + 4).toUpperCase() !== expected) return fail('Sai mã kiểm tra CRC');

  const fields = readFields(payload);
  if (typeof fields === 'string') return fail(fields);
  if (fields.get('00') !== '01') return fail('Trường 00 phải là 01');
  const initiation = fields.get('01');
  if (initiation !== '11' && initiation !== '12') return fail('Trường 01 phải là 11 hoặc 12');

  const merchant = readFields(fields.get('38') ?? '');
  if (typeof merchant === 'string') return fail(`Trường 38: ${merchant}`);
  if (merchant.get('00') !== NAPAS_GUID) return fail('Không phải mã VietQR của NAPAS');
  const beneficiary = readFields(merchant.get('01') ?? '');
  if (typeof beneficiary === 'string') return fail(`Trường 38.01: ${beneficiary}`);
  const bin = beneficiary.get('00') ?? '';
  const accountNumber = beneficiary.get('01') ?? '';
  if (!/^\d{6}$/.test(bin)) return fail('Mã ngân hàng (BIN) không hợp lệ');
  if (!accountNumber) return fail('Thiếu số tài khoản');
  const service = merchant.get('02');
  if (service !== 'QRIBFTTA' && service !== 'QRIBFTTC') return fail('Mã dịch vụ không hợp lệ');

  const currency = fields.get('53') ?? '';
  if (currency !== '704') return fail('Tiền tệ phải là VND (704)');
  const amountText = fields.get('54');
  if (amountText !== undefined && !/^\d+(\.\d+)?$/.test(amountText)) return fail('Số tiền không hợp lệ');
  const additional = fields.has('62') ? readFields(fields.get('62') ?? '') : new Map<string, string>();
  if (typeof additional === 'string') return fail(`Trường 62: ${additional}`);

  return {
    valid: true,
    pointOfInitiation: initiation === '11' ? 'static' : 'dynamic',
    bin,
    accountNumber,
    service,
    currency,
    amount: amountText === undefined ? null : Number(amountText),
    purpose: additional.get('08') ?? null,
    country: fields.get('58') ?? '',
    fields: Object.fromEntries(fields),
  };
}
