import { afterEach, describe, expect, it } from 'vitest';
import { adoptDomainFromUrl, clanHomeUrl, currentDomain, rememberDomain, shareableUrl } from './tenant.ts';

function openAt(url: string): void {
  window.history.replaceState(null, '', url);
}

function cookieValue(name: string): string | undefined {
  return document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1];
}

afterEach(() => {
  window.localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the cookie the module under test writes
  document.cookie = 'gp_domain=; Max-Age=0; Path=/';
  openAt('/');
});

describe('the clan of a page on a host that names none (bare localhost)', () => {
  it('a ?domain= in a shared link wins over the remembered clan and is remembered, for the server too', () => {
    rememberDomain('ho-tran');
    openAt('/blogs/le-gio-to.html?domain=Ho-Pham');
    adoptDomainFromUrl();
    expect(currentDomain()).toBe('ho-pham');
    expect(window.localStorage.getItem('gp_domain')).toBe('ho-pham');
    expect(cookieValue('gp_domain')).toBe('ho-pham');
    // The next page without it stays on that clan.
    openAt('/blogs');
    adoptDomainFromUrl();
    expect(currentDomain()).toBe('ho-pham');
  });

  it('a clan remembered before the cookie existed is copied into it at start', () => {
    window.localStorage.setItem('gp_domain', 'ho-le');
    expect(cookieValue('gp_domain')).toBeFalsy();
    adoptDomainFromUrl();
    expect(cookieValue('gp_domain')).toBe('ho-le');
  });

  it('links built for sharing carry the clan, so they open it for whoever follows them', () => {
    rememberDomain('ho-pham');
    expect(shareableUrl('/blogs/le-gio-to.html')).toBe(
      `${window.location.origin}/blogs/le-gio-to.html?domain=ho-pham`,
    );
    expect(shareableUrl('/campaigns/xay-nha-tho.html?tab=1')).toBe(
      `${window.location.origin}/campaigns/xay-nha-tho.html?tab=1&domain=ho-pham`,
    );
  });

  it('a new clan’s address to send to relatives names it', () => {
    expect(clanHomeUrl('ho-nguyen-dinh')).toBe(`${window.location.origin}/?domain=ho-nguyen-dinh`);
  });
});
