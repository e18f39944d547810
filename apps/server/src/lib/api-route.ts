import {
  type ApiRouteDef,
  type idParams,
  MESSAGES,
  type messageResponseSchema,
  type RoutePart,
} from '@giapha/contract';
import type {
  FastifyContextConfig,
  FastifyReply,
  FastifyRequest,
  RouteGenericInterface,
  RouteShorthandOptions,
} from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type ActorContext, actorContext, type ClanContext, clanContext } from './request-context.ts';
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
  options: ApiRouteOptions,
  handler: ApiHandler<D>,
): void {
  addRoute(app, def, options, handler);
}

/** `registerApi` with the answer's type left to the caller: `registerCrud` checks it through its service's type. */
function addRoute<D extends ApiRouteDef>(
  app: ZodApp,
  def: D,
  { tags, config, consumes, ...options }: ApiRouteOptions,
  handler: (request: ApiRequest<D>, reply: FastifyReply) => Promise<unknown>,
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

/** A route naming one record: `id` in its path (`/:id`) or its query (`?id=`). */
export type IdRouteDef = ApiRouteDef & ({ readonly params: IdPart } | { readonly query: IdPart });
type IdPart = z.ZodType<{ id: string }>;

/** The five routes of a record a clan keeps: its list, one record (`id` in the path or the query), create, update, delete. */
export interface CrudApi {
  readonly list: ApiRouteDef;
  readonly get: IdRouteDef;
  readonly create: ApiRouteDef;
  readonly update: IdRouteDef;
  readonly remove: RemoveRouteDef;
}

/** The success body a route's handler answers. */
type Answer<D extends ApiRouteDef> = z.input<D['response']>;
/** The `data` of a route's success body. */
type DataOf<D extends ApiRouteDef> = Answer<D> extends { data: infer T } ? T : never;

/** What `registerCrud` asks of a module's service: the methods behind the five routes, typed by the contract. */
export interface CrudService<A extends CrudApi> {
  list(
    context: ClanContext,
    query: ApiRequest<A['list']>['query'],
  ): Promise<Omit<Answer<A['list']>, 'success'>>;
  get(context: ClanContext, id: string): Promise<DataOf<A['get']>>;
  create(context: ActorContext, input: ApiRequest<A['create']>['body']): Promise<DataOf<A['create']>>;
  update(
    context: ActorContext,
    id: string,
    input: ApiRequest<A['update']>['body'],
  ): Promise<DataOf<A['update']>>;
  remove(context: ActorContext, id: string): Promise<unknown>;
}

type Messages = typeof MESSAGES;

/** A record's name in the messages: `MESSAGES` says `<noun>Created`, `<noun>Updated` and `<noun>Deleted`. */
export type CrudNoun = {
  [K in keyof Messages]: K extends `${infer Noun}Created`
    ? `${Noun}Updated` extends keyof Messages
      ? `${Noun}Deleted` extends keyof Messages
        ? Noun
        : never
      : never
    : never;
}[keyof Messages];

/** The record id a route names, in its path (`/:id`) or its query (`?id=`). */
function recordId(request: { params: unknown; query: unknown }): string {
  for (const part of [request.params, request.query]) {
    if (typeof part === 'object' && part !== null && 'id' in part && typeof part.id === 'string') {
      return part.id;
    }
  }
  // The contract's id schema has run before the handler: only a route declared without an id gets here.
  throw new Error('the route names no record id');
}

/** Registers a read of the record a route names: `read` answers its data, given the clan's context and the id. */
export function registerRead<D extends IdRouteDef>(
  app: ZodApp,
  def: D,
  options: ApiRouteOptions,
  read: (context: ClanContext, id: string) => Promise<DataOf<D>>,
): void {
  addRoute(app, def, options, async (request) => ok(await read(clanContext(request), recordId(request))));
}

/**
 * Registers a module's list, get, create, update and delete routes, each calling the service method of the
 * same name with the request's context (reads with the clan's, writes with the acting member's); the writes
 * answer the messages of `noun` (`'album'`: `MESSAGES.albumCreated`…).
 */
export function registerCrud<A extends CrudApi>(
  app: ZodApp,
  api: A,
  options: ApiRouteOptions,
  service: CrudService<A>,
  noun: CrudNoun,
): void {
  addRoute<A['list']>(app, api.list, options, async (request) =>
    okPage(await service.list(clanContext(request), request.query)),
  );
  registerRead<A['get']>(app, api.get, options, (context, id) => service.get(context, id));
  addRoute<A['create']>(app, api.create, options, async (request) =>
    ok(await service.create(actorContext(request), request.body), MESSAGES[`${noun}Created`]),
  );
  addRoute<A['update']>(app, api.update, options, async (request) =>
    ok(
      await service.update(actorContext(request), recordId(request), request.body),
      MESSAGES[`${noun}Updated`],
    ),
  );
  registerRemove(app, api.remove, options, service, MESSAGES[`${noun}Deleted`]);
}
