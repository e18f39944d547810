import type { PublicSetting } from '@giapha/contract';
import { vi } from 'vitest';

export interface StubbedCall {
  path: string;
  query: URLSearchParams;
  method: string;
  body: unknown;
}

/** Answers one request: a status and a JSON body shaped as the real API's. */
export interface StubbedAnswer {
  status: number;
  body: unknown;
}

type Handler = (call: StubbedCall) => StubbedAnswer;

function parseBody(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}

/**
 * Replaces the global fetch with one that answers by path (`'/api/auth/login'`), recording every call.
 * A path without a handler answers 404 `Not Found`, as the server does.
 */
export function stubApi(handlers: Record<string, Handler>): StubbedCall[] {
  const calls: StubbedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const call: StubbedCall = {
        path: url.pathname,
        query: url.searchParams,
        method: init?.method ?? 'GET',
        body: parseBody(init),
      };
      calls.push(call);
      const handler = handlers[url.pathname];
      const answer = handler
        ? handler(call)
        : { status: 404, body: { success: false, message: 'Not Found' } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

export const demoSetting: StubbedAnswer = {
  status: 200,
  body: {
    success: true,
    data: {
      clanId: 'c1',
      domain: 'demo',
      siteName: 'Họ Nguyễn — Làng Demo',
      slogan: null,
      description: null,
      logo: null,
      favicon: null,
      banner: null,
      primaryColor: '#8a1c1c',
      contact: { address: null, phone: null, email: null, mapUrl: null },
      social: { facebook: null, youtube: null, zalo: null, tiktok: null },
      footerText: null,
      dateFormat: 'mm/dd/yy',
      kinshipRegion: 'north',
    } satisfies PublicSetting,
  },
};
