import { describe, expect, it } from 'vitest';
import { pathAfterLogin } from './redirect.ts';

const origin = 'https://ho-nguyen.giapha.vn';

describe('pathAfterLogin', () => {
  it('follows a path on this site, keeping its query', () => {
    expect(pathAfterLogin('/admin/users?status=pending', 'admin', origin)).toBe(
      '/admin/users?status=pending',
    );
    expect(pathAfterLogin('/settings', 'user', origin)).toBe('/settings');
  });

  it('never leaves the site: other origins and protocol-relative tricks fall back by role', () => {
    for (const target of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(pathAfterLogin(target, 'admin', origin)).toBe('/admin/home');
      expect(pathAfterLogin(target, 'user', origin)).toBe('/');
    }
  });

  it('without a redirect, or one back into /auth, admins go to the admin home and members home', () => {
    expect(pathAfterLogin(null, 'admin', origin)).toBe('/admin/home');
    expect(pathAfterLogin('/auth/login', 'user', origin)).toBe('/');
  });
});
