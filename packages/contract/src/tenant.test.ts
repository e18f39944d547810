import { describe, expect, it } from 'vitest';
import { tenantFromHost, tenantLabelFromHost } from './tenant.ts';

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
