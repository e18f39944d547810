import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { clanSite } from './lib/site-url.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'giapha-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });

describe('PUBLIC_URL and BASE_DOMAIN: where the addresses the server writes point', () => {
  it('defaults to http://localhost:PORT, naming the clan by ?domain=', () => {
    const site = clanSite(config({ PORT: '4123' }), 'ho-le');
    expect(site.origin).toBe('http://localhost:4123');
    expect(site.url('/blogs')).toBe('http://localhost:4123/blogs?domain=ho-le');
    expect(site.url('/auth/reset-password', { token: 'abc' })).toBe(
      'http://localhost:4123/auth/reset-password?token=abc&domain=ho-le',
    );
  });

  it('with BASE_DOMAIN, each clan on its own https sub-domain', () => {
    const loaded = config({ BASE_DOMAIN: 'GiaPha.vn', PORT: '4123' });
    expect(loaded.baseDomain).toBe('giapha.vn');
    expect(loaded.publicUrl).toBe('https://{domain}.giapha.vn');
    const site = clanSite(loaded, 'ho-le');
    expect(site.origin).toBe('https://ho-le.giapha.vn');
    expect(site.url('/')).toBe('https://ho-le.giapha.vn/');
    expect(site.url('/blogs/gio-to.html')).toBe('https://ho-le.giapha.vn/blogs/gio-to.html');
  });

  it('PUBLIC_URL wins over BASE_DOMAIN; without {domain} the clan is named by ?domain=', () => {
    const withPlaceholder = config({
      BASE_DOMAIN: 'giapha.vn',
      PUBLIC_URL: 'http://{domain}.giapha.test:8080/',
    });
    expect(withPlaceholder.publicUrl).toBe('http://{domain}.giapha.test:8080');
    expect(clanSite(withPlaceholder, 'ho-le').url('/blogs')).toBe('http://ho-le.giapha.test:8080/blogs');
    const single = config({ PUBLIC_URL: 'https://giapha.example.org' });
    expect(clanSite(single, 'ho-le').url('/blogs')).toBe('https://giapha.example.org/blogs?domain=ho-le');
    expect(clanSite(single, 'ho-le').origin).toBe('https://giapha.example.org');
  });

  it('an empty value is no value (as the e2e server sets BASE_DOMAIN="")', () => {
    const loaded = config({ BASE_DOMAIN: '', PUBLIC_URL: '', PORT: '3000' });
    expect(loaded.baseDomain).toBeUndefined();
    expect(loaded.publicUrl).toBe('http://localhost:3000');
  });

  it.each([
    'giapha.vn',
    'ftp://giapha.vn',
    'https://giapha.vn/gia-pha',
    'https://giapha.vn/?domain=x',
    'https://giapha.vn/{domain}',
    'https://user:pass@giapha.vn',
    'javascript:alert(1)',
  ])('refuses PUBLIC_URL=%s with a message naming it', (value) => {
    expect(() => config({ PUBLIC_URL: value })).toThrow(
      /Cấu hình không hợp lệ:\n {2}PUBLIC_URL: phải là địa chỉ gốc/,
    );
  });

  it.each(['https://giapha.vn', 'giapha.vn/x', 'gia pha.vn', '-giapha.vn'])(
    'refuses BASE_DOMAIN=%s',
    (value) => {
      expect(() => config({ BASE_DOMAIN: value })).toThrow(/BASE_DOMAIN: phải là một tên miền/);
    },
  );
});
