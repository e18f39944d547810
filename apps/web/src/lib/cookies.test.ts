import { describe, expect, it } from 'vitest';
import { cookieDomainFor } from './cookies.ts';

describe('cookieDomainFor', () => {
  it('scopes to the parent domain: the last two host labels with a leading dot', () => {
    expect(cookieDomainFor('ho-nguyen.giapha.vn')).toBe('.giapha.vn');
    expect(cookieDomainFor('www.ho-nguyen.giapha.vn')).toBe('.giapha.vn');
    expect(cookieDomainFor('giapha.vn')).toBe('.giapha.vn');
    expect(cookieDomainFor('HO-LE.GiaPha.VN.')).toBe('.giapha.vn');
  });

  it('sets no domain on localhost or an IP address', () => {
    expect(cookieDomainFor('localhost')).toBeUndefined();
    expect(cookieDomainFor('demo.localhost')).toBeUndefined();
    expect(cookieDomainFor('127.0.0.1')).toBeUndefined();
    expect(cookieDomainFor('[::1]')).toBeUndefined();
  });
});
