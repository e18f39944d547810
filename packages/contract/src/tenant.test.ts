import { describe, expect, it } from 'vitest';
import { storedDomainFromCookie, tenantFromHost, tenantLabelFromHost } from './tenant.ts';

describe('tenantFromHost', () => {
  it('takes the sub-domain label of a clan site', () => {
    expect(tenantFromHost('ho-nguyen.giapha.vn')).toBe('ho-nguyen');
    expect(tenantFromHost('ho-nguyen.giapha.vn:443', { baseDomain: 'giapha.vn' })).toBe('ho-nguyen');
    expect(tenantFromHost('HO-TRAN.GiaPha.vn')).toBe('ho-tran');
  });

  it('never treats www, dev, app or localhost as a clan', () => {
    for (const host of ['www.giapha.vn', 'dev.giapha.vn', 'app.giapha.vn', 'localhost', 'localhost:3000']) {
      expect(tenantFromHost(host, { baseDomain: 'giapha.vn' })).toBeNull();
    }
    expect(tenantFromHost('www.ho-le.giapha.vn', { baseDomain: 'giapha.vn' })).toBe('ho-le');
    expect(tenantFromHost('giapha.vn', { baseDomain: 'giapha.vn' })).toBeNull();
  });

  it('reads a clan from a development sub-domain of localhost', () => {
    expect(tenantFromHost('demo.localhost:3000')).toBe('demo');
  });

  it('reads a custom host by its first label that is not the platform’s', () => {
    expect(tenantFromHost('honguyen.com')).toBe('honguyen');
    expect(tenantFromHost('www.honguyen.com')).toBe('honguyen');
    expect(tenantFromHost('honguyen.com.vn', { baseDomain: 'giapha.vn' })).toBe('honguyen');
  });

  it('ignores IP addresses', () => {
    expect(tenantLabelFromHost('127.0.0.1:3000')).toBeNull();
    expect(tenantLabelFromHost('[::1]:3000')).toBeNull();
  });

  it('falls back to the stored value, then the development domain', () => {
    expect(tenantFromHost('localhost:5173', { stored: 'ho-pham', devDomain: 'demo' })).toBe('ho-pham');
    expect(tenantFromHost('localhost:5173', { stored: '  ', devDomain: 'demo' })).toBe('demo');
    expect(tenantFromHost('www.giapha.vn', { baseDomain: 'giapha.vn' })).toBeNull();
    expect(tenantFromHost(undefined, { devDomain: 'Demo' })).toBe('demo');
  });
});

describe('storedDomainFromCookie', () => {
  it('reads the clan the browser remembered from the Cookie header', () => {
    expect(storedDomainFromCookie('gp_auth=x; gp_domain=Ho-Le')).toBe('ho-le');
    expect(storedDomainFromCookie('gp_domain=ho-pham')).toBe('ho-pham');
  });

  it('ignores a missing, malformed or hostile value', () => {
    expect(storedDomainFromCookie(undefined)).toBeNull();
    expect(storedDomainFromCookie('gp_auth=x')).toBeNull();
    expect(storedDomainFromCookie('gp_domain=%E0%A4%A')).toBeNull();
    expect(storedDomainFromCookie('gp_domain=a%00b')).toBeNull();
    expect(storedDomainFromCookie(`gp_domain=${'a'.repeat(300)}`)).toBeNull();
    expect(storedDomainFromCookie('gp_domain=../etc')).toBeNull();
  });
});
