import { MESSAGES } from '@giapha/contract';
import type {
  FastifyInstance,
  FastifyRequest,
  onErrorAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { AppError } from '../lib/errors.ts';

// The limits of the endpoints that guess at secrets (sign-in, registration, password reset, ledger
// codes): per client address and the clan a request acts on, and per account from all addresses
// together. They count in the store the security plugin gives the rate limiter (memory, PostgreSQL
// or Redis).

/** A string field of a request body not yet (or already) validated; undefined when it is not one. */
function bodyText(body: unknown, field: string): string | undefined {
  if (typeof body !== 'object' || body === null || !(field in body)) return undefined;
  const value: unknown = Reflect.get(body, field);
  // Cut short: a key is no place for a megabyte of someone's body.
  return typeof value === 'string' && value.trim() ? value.trim().toLowerCase().slice(0, 200) : undefined;
}

/**
 * The clan a guessing request acts on, whatever the URL or Host say: the clan resolved for the route
 * (`public` routes), else the clan named in the body, else the one in the URL or Host (sign-in and
 * registration act on the body's `domain` when there is one).
 */
export function actedOnClan(request: FastifyRequest): string {
  if (request.routeOptions.config.access !== 'platform') return `clan:${request.clan.id}`;
  return `domain:${bodyText(request.body, 'domain') ?? request.tenantDomain ?? ''}`;
}

/**
 * Route options for the endpoints that guess at secrets: per client address and the clan the request
 * acts on. Counted once the body is read (before it is validated, so malformed tries count too), so
 * a `?domain=` or Host that names another clan buys no fresh allowance.
 */
export function authRateLimit(max: number, { platformWide = false } = {}) {
  return {
    max,
    timeWindow: '1 minute',
    hook: 'preValidation' as const,
    // `platformWide`: a route whose `domain` is what it asks about, not a clan it acts on (a check
    // that a new clan's domain is free) counts per address alone.
    keyGenerator: (request: FastifyRequest) =>
      platformWide ? `${request.ip}|platform` : `${request.ip}|${actedOnClan(request)}`,
  };
}

/** How long one account's count of failed tries lasts (from all addresses together). */
export const ACCOUNT_WINDOW_MS = 15 * 60_000;

export interface AccountLimit {
  /** Names the limit in its keys (one count per route and account). */
  name: string;
  /** Failed tries per account in ACCOUNT_WINDOW_MS. */
  max: number;
  /** The 429's message. */
  message: string;
  /** The account a validated request tries, within the clan it acts on; undefined counts nothing. */
  account: (request: FastifyRequest) => string | undefined;
  /** Whether the route's error is a failed guess (a wrong password, a wrong code). */
  failed: (error: unknown) => boolean;
}

/** Route hooks of a per-account limit: `preHandler` refuses, `onError` counts. */
export interface AccountGuard {
  preHandler: preHandlerAsyncHookHandler;
  onError: onErrorAsyncHookHandler;
}

/**
 * Hooks for the endpoints that guess at one account's secret (a user's password, a campaign's ledger
 * code): many addresses together get `max` failed tries at one account in ACCOUNT_WINDOW_MS, counted
 * in the same store as the per-address limit (memory, PostgreSQL or Redis). Only failed guesses count,
 * so the owner signing in often is never locked out by it; once the count is reached every try (the
 * right one too) is 429 until the window ends. The per-address limit runs first (`preValidation`), so
 * one address that guesses too fast hears that one.
 */
export function accountRateLimit(app: FastifyInstance, limit: AccountLimit): AccountGuard {
  const counter = app.createRateLimit({
    max: limit.max,
    timeWindow: ACCOUNT_WINDOW_MS,
    keyGenerator: (request) =>
      `account|${limit.name}|${actedOnClan(request)}|${limit.account(request) ?? ''}`,
  });
  return {
    preHandler: async (request, reply) => {
      if (limit.account(request) === undefined) return;
      const result = await counter(request, { increment: false });
      if (!result.isAllowed && result.remaining <= 0) {
        reply.header('retry-after', Math.max(1, result.ttlInSeconds));
        throw new AppError(429, limit.message);
      }
    },
    onError: async (request, _reply, error) => {
      if (limit.account(request) === undefined || !limit.failed(error)) return;
      await counter(request);
    },
  };
}

const isAppError = (error: unknown, status: number, message: string) =>
  error instanceof AppError && error.statusCode === status && error.message === message;

/** The per-account limit of sign-in: wrong passwords for one username within the clan signed in to. */
export function loginAccountLimit(app: FastifyInstance): AccountGuard {
  return accountRateLimit(app, {
    name: 'login',
    max: app.config.authRateLimit,
    message: MESSAGES.tooManyAccountAttempts,
    account: (request) => bodyText(request.body, 'username'),
    failed: (error) => isAppError(error, 401, MESSAGES.wrongCredentials),
  });
}

/** The per-campaign limit of ledger codes: wrong codes for one campaign within the clan. */
export function ledgerCodeCampaignLimit(app: FastifyInstance): AccountGuard {
  return accountRateLimit(app, {
    name: 'ledger-code',
    max: app.config.authRateLimit,
    message: MESSAGES.tooManyLedgerCodeAttempts,
    account: (request) => bodyText(request.body, 'campaignId'),
    failed: (error) => isAppError(error, 400, MESSAGES.ledgerCodeWrong),
  });
}
