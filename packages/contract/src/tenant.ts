/** Host labels that name the platform itself, never a clan (spec §1). */
export const NON_TENANT_LABELS: ReadonlySet<string> = new Set(['www', 'dev', 'app', 'localhost']);

export interface TenantFallbacks {
  /** The platform's parent domain (`giapha.vn`): only the label just below it names a clan. */
  baseDomain?: string | null | undefined;
  /** A domain remembered earlier (web: local storage; server: none). */
  stored?: string | null | undefined;
  /** Development default (`VITE_DEV_DOMAIN` / `DEV_DOMAIN`). */
  devDomain?: string | null | undefined;
}

function hostname(host: string): string {
  let name = host.trim().toLowerCase();
  if (name.startsWith('[')) return ''; // IPv6 literal
  name = name.replace(/:\d+$/, '').replace(/\.$/, '');
  return name;
}

function isIpv4(name: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(name);
}

/** The clan label carried by a host name, or null when the host names no clan. */
export function tenantLabelFromHost(
  host: string | null | undefined,
  baseDomain?: string | null,
): string | null {
  if (!host) return null;
  const name = hostname(host);
  if (!name || isIpv4(name) || name.includes(':')) return null;
  const labels = name.split('.');
  const base = baseDomain ? hostname(baseDomain) : '';
  if (base && (name === base || name.endsWith(`.${base}`))) {
    // `www.ho-nguyen.giapha.vn` → `ho-nguyen`; `giapha.vn`, `dev.giapha.vn` → none.
    const below = name === base ? [] : name.slice(0, -(base.length + 1)).split('.');
    const label = below.at(-1);
    return label && !NON_TENANT_LABELS.has(label) ? label : null;
  }
  // A custom host or a bare development host: the first label that is not the platform's own.
  if (labels.length < 2) return null;
  const label = labels.find((l) => !NON_TENANT_LABELS.has(l));
  if (!label || label === labels.at(-1)) return null;
  return label;
}

/** The tenant key: host label, else the stored value, else the development default (spec §1). */
export function tenantFromHost(
  host: string | null | undefined,
  fallbacks: TenantFallbacks = {},
): string | null {
  const fromHost = tenantLabelFromHost(host, fallbacks.baseDomain);
  if (fromHost) return fromHost;
  const stored = fallbacks.stored?.trim().toLowerCase();
  if (stored) return stored;
  const dev = fallbacks.devDomain?.trim().toLowerCase();
  return dev || null;
}

/**
 * The cookie that carries the clan chosen on a host that names none (bare `localhost`, `www`, an IP),
 * so the server-rendered shell picks the same clan as the browser, which keeps it in storage too.
 */
export const TENANT_COOKIE = 'gp_domain';

/** The clan remembered in a `Cookie` header (`gp_domain=ho-le; …`), or null. */
export function storedDomainFromCookie(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== TENANT_COOKIE) continue;
    let value: string;
    try {
      value = decodeURIComponent(rest.join('='));
    } catch {
      return null;
    }
    const domain = value.trim().toLowerCase();
    return CLAN_DOMAIN_PATTERN.test(domain) ? domain : null;
  }
  return null;
}

/** Clan domains: lowercase letters, digits and inner hyphens, 3–40 characters, not a platform label. */
export const CLAN_DOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,38})[a-z0-9]$/;
export const RESERVED_CLAN_DOMAINS: ReadonlySet<string> = new Set([
  ...NON_TENANT_LABELS,
  'api',
  'admin',
  'mail',
  'static',
  'assets',
  'uploads',
]);
