/** Session cookies live 7 days (spec §9). */
export const COOKIE_MAX_AGE_SECONDS = 604_800;

/**
 * The Domain attribute for session cookies: the parent domain (last two host labels with a leading
 * dot), so every sub-domain of the platform shares it — except on localhost and IP addresses.
 */
export function cookieDomainFor(hostname: string): string | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return undefined;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':') || host.startsWith('[')) return undefined;
  const labels = host.split('.');
  if (labels.length < 2) return undefined;
  return `.${labels.slice(-2).join('.')}`;
}

function attributes(hostname: string, maxAge: number): string {
  const domain = cookieDomainFor(hostname);
  return `; Max-Age=${maxAge}; Path=/; SameSite=Lax; Secure${domain ? `; Domain=${domain}` : ''}`;
}

export function writeCookie(name: string, value: string, hostname = window.location.hostname): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser our members use
  document.cookie = `${name}=${encodeURIComponent(value)}${attributes(hostname, COOKIE_MAX_AGE_SECONDS)}`;
}

export function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function removeCookie(name: string, hostname = window.location.hostname): void {
  // biome-ignore lint/suspicious/noDocumentCookie: as above
  document.cookie = `${name}=${attributes(hostname, 0)}`;
}
