import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Mật khẩu dài 2026');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('Mật khẩu dài 2026', hash)).toBe(true);
    expect(await verifyPassword('mật khẩu dài 2026', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('giống nhau')).not.toBe(await hashPassword('giống nhau'));
  });

  it('treats composed and decomposed Vietnamese as the same password', async () => {
    const hash = await hashPassword('Đức Hạnh'.normalize('NFC'));
    expect(await verifyPassword('Đức Hạnh'.normalize('NFD'), hash)).toBe(true);
  });

  it('refuses malformed stored hashes instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$1$2$3$4$5')).toBe(false);
  });
});
