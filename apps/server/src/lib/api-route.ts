import type { ApiRouteDef, idParams, messageResponseSchema, RoutePart } from '@giapha/contract';
import type {
  FastifyContextConfig,
  FastifyReply,
  FastifyRequest,
  RouteGenericInterface,
  RouteShorthandOptions,
} from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type ActorContext, actorContext } from './request-context.ts';
import { errorResponses, responses } from './route-schemas.ts';

/** The app a feature's routes plugin receives. */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** The request a route of `D` receives: its params, query and body as the contract parses them. */
export interface ApiRouteGeneric<D extends ApiRouteDef> extends RouteGenericInterface {
  Params: RoutePart<D['params']>;
  Querystring: RoutePart<D['query']>;
  Body: RoutePart<D['body']>;
}

export type ApiRequest<D extends ApiRouteDef> = FastifyRequest<ApiRouteGeneric<D>>;

/** A handler answers the success body (serialized through the contract), or sends itself through `reply`. */
export type ApiHandler<D extends ApiRouteDef> = (
  request: ApiRequest<D>,
  reply: FastifyReply,
) => Promise<z.input<D['response']> | FastifyReply>;

export interface ApiRouteOptions extends Omit<RouteShorthandOptions, 'schema' | 'config'> {
  /** OpenAPI tags. */
  tags: string[];
  /** Route config besides `access` (which comes from the route table): rate limits. */
  config?: Omit<FastifyContextConfig, 'access'>;
  /** Extra schema keys (multipart `consumes`). */
  consumes?: string[];
}

/**
 * Registers one endpoint of the contract's route table: method, path, access and schemas come from `def`,
 * so the server cannot drift from what the web calls.
 */
export function registerApi<D extends ApiRouteDef>(
  app: ZodApp,
  def: D,
  { tags, config, consumes, ...options }: ApiRouteOptions,
  handler: ApiHandler<D>,
): void {
  const kind = def.kind ?? 'json';
  app.route<ApiRouteGeneric<D>>({
    ...options,
    method: def.method,
    url: def.path,
    schema: {
      tags,
      ...(consumes ? { consumes } : {}),
      ...(def.params ? { params: def.params } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.body ? { body: def.body } : {}),
      response: kind === 'json' ? responses(def.response, def.status ?? 200) : errorResponses,
    },
    config: { ...config, access: def.access },
    handler: async (request, reply) => {
      const answer = await handler(request, reply);
      if (answer === reply) return reply;
      if (def.status && def.status !== 200) reply.status(def.status);
      return answer;
    },
  });
}

/** The success body of a route: its data, and the message said to the user when there is one. */
export function ok<T>(data: T): { success: true; data: T };
export function ok<T>(data: T, message: string): { success: true; data: T; message: string };
export function ok<T>(data: T, message?: string) {
  return message === undefined ? { success: true as const, data } : { success: true as const, data, message };
}

/** The success body of a write that answers only its message. */
export function done(message: string): { success: true; message: string } {
  return { success: true as const, message };
}

/** The success body of a list: the page a service answers (`data`, `total`…) as it is, and the message when there is one. */
export function okPage<T extends object>(page: T): { success: true } & T;
export function okPage<T extends object>(
  page: T,
  message: string,
): { success: true } & T & { message: string };
export function okPage<T extends object>(page: T, message?: string) {
  return message === undefined
    ? { success: true as const, ...page }
    : { success: true as const, ...page, message };
}

/** A `DELETE …/:id` route of the contract: the record's id in the path, the message as the answer. */
export interface RemoveRouteDef extends ApiRouteDef {
  readonly params: typeof idParams;
  readonly response: typeof messageResponseSchema;
}

/** Registers a module's delete route: the acting member has `service` remove the record `:id`; the answer is `message`. */
export function registerRemove(
  app: ZodApp,
  def: RemoveRouteDef,
  options: ApiRouteOptions,
  service: { remove(context: ActorContext, id: string): Promise<unknown> },
  message: string,
): void {
  registerApi(app, def, options, async (request) => {
    await service.remove(actorContext(request), request.params.id);
    return done(message);
  });
}
