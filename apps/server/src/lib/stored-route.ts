import type { ApiRouteDef } from '@giapha/contract';
import { z } from 'zod';
import type { DataTopic } from '../db/schema/index.ts';
import { type ApiRequest, type ApiRouteOptions, registerApi, type ZodApp } from './api-route.ts';
import { storedAnswers } from './stored-answers.ts';

/** What a stored route answers: JSON text for a `raw-json` route, else the body its contract serializes. */
export type StoredBody<D extends ApiRouteDef> = D['kind'] extends 'raw-json'
  ? string
  : z.input<D['response']>;

/** How a route's answers are stored (lib/stored-answers.ts). */
export interface StoredRoute<D extends ApiRouteDef> {
  /** What the answer is read from: a write to any of them makes the next request build it anew. */
  topics: readonly DataTopic[];
  /** `public`: the same for every visitor (a CDN may keep it); `private`: members only (the browser may). */
  audience: 'public' | 'private';
  /** For answers that also change with time (a post scheduled to show): rebuilt at least this often. */
  freshForMs?: number;
  /** Builds the answer from the request: only its params and query may change it. */
  answer: (request: ApiRequest<D>) => Promise<StoredBody<D>>;
}

/**
 * Registers a read of the contract whose answer is built once per version of the clan's data and then
 * sent as stored, compressed, with an ETag (304 on revalidation). One answer is kept per clan, route,
 * params and query, so nothing else of the request — above all who asks — may change it: public routes,
 * and member routes whose answer is the same for every member.
 */
export function registerStored<D extends ApiRouteDef>(
  app: ZodApp,
  def: D,
  options: ApiRouteOptions,
  stored: StoredRoute<D>,
): void {
  const answers = storedAnswers(app.database);
  registerApi(app, def, options, (request, reply) =>
    answers.send(request, reply, {
      clanId: request.clan.id,
      topics: stored.topics,
      key: JSON.stringify([def.method, def.path, request.params ?? null, request.query ?? null]),
      audience: stored.audience,
      ...(stored.freshForMs === undefined ? {} : { freshForMs: stored.freshForMs }),
      build: async () => {
        const body = await stored.answer(request);
        return typeof body === 'string' ? body : JSON.stringify(z.encode(def.response, body));
      },
    }),
  );
}
