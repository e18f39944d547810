/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildVietQr, crc16CcittFalse, parseVietQr, toQrPurpose } from './vietqr.ts';

// The shared vectors live beside the repository checkout, whatever the checkout folder is called.
const vectorsUrl = new URL('../../../../shared/vectors/vietqr-sample.json', import.meta.url);

interface Vectors {
  crc: { check_value_for_ASCII_123456789: string };
  purpose_text_rule: { input: string; recommended_encoded_purpose: string };
  examples: {
    name: string;
    bin: string;
    account: string;
    service: 'QRIBFTTA' | 'QRIBFTTC';
    amount: number | null;
    purpose: string | null;
    point_of_initiation: string;
    payload: string;
  }[];
  negative_examples: { case: string; payload: string; expected_valid: boolean }[];
}

const vectors: Vectors = JSON.parse(readFileSync(vectorsUrl, 'utf8'));

describe('crc16CcittFalse', () => {
  it('gives the standard check value', () => {
    expect(crc16CcittFalse('123456789')).toBe(vectors.crc.check_value_for_ASCII_123456789);
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });

  it('pads to four digits', () => {
    expect(crc16CcittFalse('')).toBe('FFFF');
    expect(crc16CcittFalse('')).toHaveLength(4);
  });
});

describe('toQrPurpose', () => {
  it('drops tone marks and đ, as banks expect', () => {
    expect(toQrPurpose(vectors.purpose_text_rule.input)).toBe(
      vectors.purpose_text_rule.recommended_encoded_purpose,
    );
    expect(toQrPurpose('Đóng góp xây nhà thờ – chi Ất!')).toBe('Dong gop xay nha tho chi');
  });

  it('keeps at most 25 characters without a trailing space', () => {
    const purpose = toQrPurpose('NHATHO26 Nguyễn Văn Thành Trung ủng hộ');
    expect(purpose.length).toBeLessThanOrEqual(25);
    expect(purpose).toBe('NHATHO26 Nguyen Van Thanh');
  });

  it('handles decomposed input like composed input', () => {
    expect(toQrPurpose('Quỹ họ'.normalize('NFD'))).toBe('Quy ho');
  });
});

describe('buildVietQr', () => {
  it.each(vectors.examples)('reproduces the sample "$name"', (example) => {
    const payload = buildVietQr({
      bin: example.bin,
      accountNumber: example.account,
      amount: example.amount,
      purpose: example.purpose,
      service: example.service,
    });
    expect(payload).toBe(example.payload);
  });

  it('is static (11) without an amount and dynamic (12) with one', () => {
    const staticCode = parseVietQr(buildVietQr({ bin: '970436', accountNumber: '0011001234567' }));
    const dynamicCode = parseVietQr(
      buildVietQr({ bin: '970436', accountNumber: '0011001234567', amount: 200_000 }),
    );
    expect(staticCode).toMatchObject({ valid: true, pointOfInitiation: 'static', amount: null });
    expect(dynamicCode).toMatchObject({ valid: true, pointOfInitiation: 'dynamic', amount: 200_000 });
  });

  it('carries a Vietnamese note folded to ASCII and round-trips through the parser', () => {
    const payload = buildVietQr({
      bin: '970422',
      accountNumber: '123456789012',
      amount: 1_500_000,
      purpose: 'QUYHO24 Trần Văn Đức',
    });
    expect(payload).toMatch(/^[\x20-\x7e]+$/);
    expect(parseVietQr(payload)).toMatchObject({
      valid: true,
      bin: '970422',
      accountNumber: '123456789012',
      service: 'QRIBFTTA',
      currency: '704',
      country: 'VN',
      amount: 1_500_000,
      purpose: 'QUYHO24 Tran Van Duc',
    });
  });

  it('leaves out field 62 when there is no note', () => {
    const result = parseVietQr(buildVietQr({ bin: '970415', accountNumber: '113366668888', purpose: '  ' }));
    expect(result.valid && result.fields['62']).toBe(undefined);
  });

  it.each([
    [{ bin: '97043', accountNumber: '1' }, 'A bank BIN has 6 digits'],
    [{ bin: '970436', accountNumber: '12-34' }, 'An account number is 1 to 19 digits'],
    [{ bin: '970436', accountNumber: '1234', amount: 0 }, 'positive whole number'],
    [{ bin: '970436', accountNumber: '1234', amount: 10.5 }, 'positive whole number'],
    [{ bin: '970436', accountNumber: '1234', amount: 10_000_000_000_000 }, 'at most 13 digits'],
  ])('refuses %o', (input, message) => {
    expect(() => buildVietQr(input)).toThrow(message);
  });
});

describe('parseVietQr', () => {
  it.each(vectors.negative_examples)('refuses "$case"', (example) => {
    expect(parseVietQr(example.payload).valid).toBe(example.expected_valid);
  });

  it('reads the sample payloads back', () => {
    for (const example of vectors.examples) {
      expect(parseVietQr(example.payload)).toMatchObject({
        valid: true,
        bin: example.bin,
        accountNumber: example.account,
        amount: example.amount,
        purpose: example.purpose,
      });
    }
  });

  it('says why a payload is refused', () => {
    const good = buildVietQr({ bin: '970436', accountNumber: '0011001234567', amount: 100_000 });
    expect(parseVietQr(good.slice(0, -1))).toEqual({ valid: false, error: 'Thiếu mã kiểm tra CRC' });
    expect(parseVietQr(`${good.slice(0, -4)}0000`)).toEqual({ valid: false, error: 'Sai mã kiểm tra CRC' });
    // A length that runs past the end, with a CRC made to match.
    const broken = '000201010212385700';
    const signed = `${broken}6304${crc16CcittFalse(`${broken}6304`)}`;
    expect(parseVietQr(signed)).toMatchObject({ valid: false, error: 'Trường 38 ngắn hơn độ dài khai báo' });
    // Another scheme's merchant account (not NAPAS).
    const other = good.replace('A000000727', 'A000000677');
    const resigned = `${other.slice(0, -4)}${crc16CcittFalse(other.slice(0, -4))}`;
    expect(parseVietQr(resigned)).toEqual({ valid: false, error: 'Không phải mã VietQR của NAPAS' });
  });
});
