import { apiRoute } from '@giapha/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { sampleSession } from '../test/sessions.ts';
import { ApiError, apiRequest, callApi, normalizeError, routePath, setSignedOutHandler } from './api.ts';
import { sessionStore } from './session.ts';

const okSchema = z.object({ success: z.literal(true), data: z.object({ n: z.number() }) });

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const session = sampleSession({ username: 'admin', email: 'a@x.vn' }, 'Họ Nguyễn');

interface Call {
  url: string;
  init: RequestInit | undefined;
}

let calls: Call[];
function stubFetch(...responses: Response[]) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      const next = responses.shift();
      if (!next) throw new TypeError('Failed to fetch');
      return next;
    }),
  );
}

function headerOf(call: Call | undefined, name: string): string | undefined {
  const headers = call?.init?.headers;
  if (!headers || headers instanceof Headers || Array.isArray(headers)) return undefined;
  return headers[name];
}

beforeEach(() => {
  window.history.pushState({}, '', '/admin/users');
  sessionStore.signIn(session);
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('normalizeError (spec §8)', () => {
  it('passes an errors array on unchanged, with the server message', () => {
    const errors = [{ field: 'domain', message: 'Tên miền này đã được dòng họ khác sử dụng' }];
    const error = normalizeError(
      409,
      { success: false, message: 'Tên miền này đã được dòng họ khác sử dụng', errors },
      'x',
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.errors).toEqual(errors);
    expect(error.status).toBe(409);
  });

  it('uses the server message, else the fallback', () => {
    expect(normalizeError(500, { message: 'Lỗi từ server' }, 'Đã có lỗi xảy ra').message).toBe(
      'Lỗi từ server',
    );
    expect(normalizeError(502, undefined, 'Đã có lỗi xảy ra').message).toBe('Đã có lỗi xảy ra');
    expect(normalizeError(500, { message: '' }, 'Lỗi không xác định').message).toBe('Lỗi không xác định');
  });
});

describe('apiRequest', () => {
  it('sends JSON with the bearer token and the site domain, and validates the answer', async () => {
    stubFetch(jsonResponse(200, { success: true, data: { n: 1 } }));
    const body = await apiRequest('/api/users', okSchema, { query: { limit: 10, search: '' } });
    expect(body.data.n).toBe(1);
    expect(calls[0]?.url).toBe('/api/users?limit=10&domain=demo');
    expect(headerOf(calls[0], 'authorization')).toBe('Bearer access-1');
  });

  it('keeps a domain that is already there', async () => {
    stubFetch(jsonResponse(200, { success: true, data: { n: 1 } }));
    await apiRequest('/api/public/setting', okSchema, { query: { domain: 'ho-le' } });
    expect(calls[0]?.url).toBe('/api/public/setting?domain=ho-le');
  });

  it('on 401 outside /auth refreshes once and retries with the new token', async () => {
    stubFetch(
      jsonResponse(401, { success: false, message: 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn' }),
      jsonResponse(200, {
        success: true,
        data: {
          tokens: {
            access: { token: 'access-2', expires: '2026-01-01T01:00:00.000Z' },
            refresh: { token: 'refresh-2', expires: '2026-02-01T00:00:00.000Z' },
          },
        },
      }),
      jsonResponse(200, { success: true, data: { n: 2 } }),
    );
    const body = await apiRequest('/api/users', okSchema);
    expect(body.data.n).toBe(2);
    expect(calls.map((c) => c.url)).toEqual([
      '/api/users?domain=demo',
      '/api/auth/refresh-tokens?domain=demo',
      '/api/users?domain=demo',
    ]);
    expect(calls[1]?.init?.body).toBe(JSON.stringify({ refreshToken: 'refresh-1' }));
    expect(headerOf(calls[2], 'authorization')).toBe('Bearer access-2');
    expect(sessionStore.get().token).toEqual({ accessToken: 'access-2', refreshToken: 'refresh-2' });
  });

  it('when the refresh fails too, signs out and goes to the login page', async () => {
    const signedOut = vi.fn();
    setSignedOutHandler(signedOut);
    stubFetch(
      jsonResponse(401, { success: false, message: 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn' }),
      jsonResponse(401, { success: false, message: 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn' }),
    );
    await expect(apiRequest('/api/users', okSchema)).rejects.toMatchObject({
      status: 401,
      message: 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn',
    });
    expect(signedOut).toHaveBeenCalledOnce();
    expect(sessionStore.get()).toEqual({
      user: null,
      clan: null,
      token: { accessToken: '', refreshToken: '' },
    });
  });

  it('on /auth pages a 401 is just an error (a wrong password must not sign anyone out)', async () => {
    window.history.pushState({}, '', '/auth/login');
    const signedOut = vi.fn();
    setSignedOutHandler(signedOut);
    stubFetch(jsonResponse(401, { success: false, message: 'Tên đăng nhập hoặc mật khẩu không đúng' }));
    await expect(apiRequest('/api/auth/login', okSchema, { method: 'POST', body: {} })).rejects.toMatchObject(
      {
        message: 'Tên đăng nhập hoặc mật khẩu không đúng',
      },
    );
    expect(calls).toHaveLength(1);
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('a network failure gives the call’s fallback message', async () => {
    stubFetch();
    await expect(
      apiRequest('/api/users', okSchema, { fallbackMessage: 'Không thể lấy thông tin người dùng' }),
    ).rejects.toMatchObject({ status: 0, message: 'Không thể lấy thông tin người dùng' });
  });
});

describe('callApi (the contract’s route table)', () => {
  const renameThing = apiRoute({
    method: 'PATCH',
    path: '/api/thing/:id/name/:lang',
    access: 'admin',
    params: z.object({ id: z.string(), lang: z.string() }),
    query: z.object({ dryRun: z.boolean().optional(), page: z.number() }),
    body: z.object({ name: z.string() }),
    response: okSchema,
  });

  it('fills the path, sends the method, query and body of the route, and validates the answer', async () => {
    stubFetch(jsonResponse(200, { success: true, data: { n: 2 } }));
    const body = await callApi(renameThing, {
      params: { id: 'a/b c', lang: 'vi' },
      query: { page: 2, dryRun: true },
      body: { name: 'Họ Trần' },
    });
    expect(body.data.n).toBe(2);
    expect(calls[0]?.url).toBe('/api/thing/a%2Fb%20c/name/vi?page=2&dryRun=true&domain=demo');
    expect(calls[0]?.init?.method).toBe('PATCH');
    expect(calls[0]?.init?.body).toBe(JSON.stringify({ name: 'Họ Trần' }));
  });

  it('refuses a path parameter left empty instead of calling another address', () => {
    expect(() => routePath('/api/user/:id', { id: '' })).toThrow('missing path parameter id');
    expect(routePath('/api/users', undefined)).toBe('/api/users');
  });

  it('makes a wrong path parameter or body a type error', async () => {
    const query = { page: 1 };
    // @ts-expect-error: the route needs its path parameters
    await expect(callApi(renameThing, { query, body: { name: 'x' } })).rejects.toMatchObject({ status: 404 });
    const params = { id: '1', lang: 'vi' };
    const wrongBody = { title: 'x' };
    stubFetch(jsonResponse(200, { success: true, data: { n: 3 } }));
    // @ts-expect-error: a body of the wrong shape
    const answer = callApi(renameThing, { params, query, body: wrongBody });
    await expect(answer).resolves.toEqual({ success: true, data: { n: 3 } });
  });
});
