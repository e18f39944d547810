import type { AppConfig } from '../config.ts';

/** Where `PUBLIC_URL` names the clan: `https://{domain}.giapha.vn`. */
export const DOMAIN_PLACEHOLDER = '{domain}';

/** A clan's own site, as the configuration (never a request's Host) says where it is. */
export interface ClanSite {
  /** `https://ho-le.giapha.vn`: where the site's files and uploads are (no path, no query). */
  origin: string;
  /**
   * The address of a page: `origin` + `pathname`, then `params` in order, then `domain=` when the
   * address does not name the clan by itself (`PUBLIC_URL` without `{domain}`).
   */
  url(pathname: string, params?: Readonly<Record<string, string>>): string;
}

/**
 * The one rule for every address the server writes (canonical and `og:` tags, sitemap, robots.txt,
 * links in mails, the bank notification address): `PUBLIC_URL` with `{domain}` replaced by the
 * clan's domain; its default is `https://{domain}.BASE_DOMAIN`, else `http://localhost:PORT`. When
 * it has no `{domain}`, the clan is named by `?domain=`.
 */
export function clanSite(config: Pick<AppConfig, 'publicUrl'>, domain: string): ClanSite {
  const namesClan = config.publicUrl.includes(DOMAIN_PLACEHOLDER);
  const origin = new URL(config.publicUrl.replaceAll(DOMAIN_PLACEHOLDER, domain)).origin;
  return {
    origin,
    url(pathname, params = {}) {
      const url = new URL(pathname, origin);
      for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
      if (!namesClan) url.searchParams.set('domain', domain);
      return url.toString();
    },
  };
}
