import { tenantFromHost } from '@giapha/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/errors.ts';
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

function queryDomain(request: FastifyRequest): string | undefined {
  const query = request.query;
  if (typeof query !== 'object' || query === null || !('domain' in query)) return undefined;
  const value = query.domain;
  return typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : undefined;
}

/** Resolves the clan from `domain` (query), else the Host header by the shared rule (DESIGN §4). */
export const tenantPlugin = fp(
  async (app) => {
    const clans = new WeakMap<FastifyRequest, ClanRow>();
    app.decorateRequest('clan', {
      getter(this: FastifyRequest) {
        const clan = clans.get(this);
        if (!clan) throw new Error('request.clan is read on a route whose access does not resolve a clan');
        return clan;
      },
      setter(this: FastifyRequest, clan: ClanRow) {
        clans.set(this, clan);
      },
    });
    app.decorateRequest('tenantDomain', null);
    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (!access) return;
      request.tenantDomain =
        queryDomain(request) ??
        tenantFromHost(request.headers.host, {
          baseDomain: app.config.baseDomain,
          devDomain: app.config.devDomain,
        });
      if (access === 'platform') return;
      const clan = request.tenantDomain
        ? await clansRepo(app.db).findByDomain(request.tenantDomain)
        : undefined;
      if (!clan) throw notFound();
      request.clan = clan;
    });
  },
  { name: 'tenant', dependencies: ['database', 'config'] },
);
