import { CLAN_DOMAIN_PATTERN, MESSAGES, tenantFromHost } from '@giapha/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { scopeRequestToClan } from '../db/clan-scope.ts';
import { badRequest, notFound } from '../lib/errors.ts';
import { decorateRequiredRequestValue } from '../lib/request-slot.ts';
import { type ClanRow, clansRepo } from '../modules/clans/clans.repo.ts';
import type {} from './access.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The clan this request is about; set on every route whose access is not `platform`. */
    clan: ClanRow;
    /** The domain asked for (`domain` parameter, else the Host header, else DEV_DOMAIN). */
    tenantDomain: string | null;
  }
}

const CLAN_CACHE_MS = 10_000;

/**
 * Whether `domain` may name a clan at all: the shape registration allows (letters, digits, inner
 * hyphens, 3–40 characters). Anything else — NUL or other control characters, dots and slashes,
 * look-alike letters from other scripts, hundreds of characters — is refused before the lookup.
 */
export function isClanDomainShape(domain: string): boolean {
  return CLAN_DOMAIN_PATTERN.test(domain);
}

/** 400 in the usual validation shape, on the `domain` field. */
export function invalidDomain() {
  return badRequest(MESSAGES.invalidInput, [{ field: 'domain', message: MESSAGES.domainInvalid }]);
}

/** The `domain` query parameter (trimmed, lower case); undefined when absent or blank. */
function queryDomain(request: FastifyRequest): string | undefined {
  const query = request.query;
  if (typeof query !== 'object' || query === null || !('domain' in query)) return undefined;
  const value = query.domain;
  // `?domain=a&domain=b` names no one clan.
  if (typeof value !== 'string') throw invalidDomain();
  const domain = value.trim().toLowerCase();
  if (!domain) return undefined;
  if (!isClanDomainShape(domain)) throw invalidDomain();
  return domain;
}

/** Resolves the clan from `domain` (query), else the Host header by the shared rule (DESIGN §4). */
export const tenantPlugin = fp(
  async (app) => {
    // Every request looks its clan up by domain; clans are few and rarely change, so known ones are
    // remembered briefly (unknown domains are not, so a clan registered a moment ago is found at once).
    const known = new Map<string, { clan: ClanRow; until: number }>();
    const findClan = async (domain: string): Promise<ClanRow | undefined> => {
      const now = Date.now();
      const hit = known.get(domain);
      if (hit && hit.until > now) return hit.clan;
      const clan = await clansRepo(app.db).findByDomain(domain);
      if (clan) {
        if (known.size > 10_000) known.clear();
        known.set(domain, { clan, until: now + CLAN_CACHE_MS });
      }
      return clan;
    };
    decorateRequiredRequestValue(
      app,
      'clan',
      'request.clan is read on a route whose access does not resolve a clan',
    );
    app.decorateRequest('tenantDomain', null);
    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (!access) return;
      const fromQuery = queryDomain(request);
      const fromHost = fromQuery
        ? null
        : tenantFromHost(request.headers.host, {
            baseDomain: app.config.baseDomain,
            devDomain: app.config.devDomain,
          });
      if (fromHost && !isClanDomainShape(fromHost)) {
        // A Host that cannot name a clan: refused where a clan is needed, ignored on platform routes
        // (a health check through a proxy with its own host name still answers).
        if (access !== 'platform') throw invalidDomain();
        request.tenantDomain = null;
        return;
      }
      request.tenantDomain = fromQuery ?? fromHost;
      if (access === 'platform') return;
      const clan = request.tenantDomain ? await findClan(request.tenantDomain) : undefined;
      if (!clan) throw notFound();
      request.clan = clan;
      scopeRequestToClan(clan.id);
      // The embedded database: a bulk write of this clan finishes before the request reads anything.
      if (app.bulkWrites.gated) await app.bulkWrites.gate.enter(clan.id);
    });
  },
  { name: 'tenant', dependencies: ['database', 'config'] },
);
