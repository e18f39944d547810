import { apiRoute, listResponse, okResponse } from '@giapha/contract';
import { keepPreviousData, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { stubApi } from '../test/api-stub.ts';
import {
  dataRead,
  listQuery,
  PUBLIC_STALE_TIME,
  pageRead,
  publicQuery,
  readQuery,
} from './record-queries.ts';

const noteSchema = z.object({ id: z.string(), text: z.string() });
const getNote = apiRoute({
  method: 'GET',
  path: '/api/note',
  access: 'member',
  query: z.object({ id: z.string() }),
  response: okResponse(noteSchema),
});
const listNotes = apiRoute({
  method: 'GET',
  path: '/api/notes',
  access: 'member',
  query: z.object({ limit: z.coerce.number(), offset: z.coerce.number(), search: z.string().optional() }),
  response: listResponse(noteSchema),
});

const fetchNote = dataRead(getNote, {
  request: (id: string) => ({ query: { id } }),
  fallbackMessage: 'Không thể tải ghi chú',
});
const fetchNotes = pageRead(listNotes, {
  request: ({ limit, search }: { limit: number; search?: string }) => ({
    query: { limit, offset: 0, search },
  }),
  fallbackMessage: 'Không thể tải danh sách ghi chú',
  page: (notes, total) => ({ notes, total }),
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('dataRead', () => {
  it('sends what `request` makes and answers the data', async () => {
    const calls = stubApi({
      '/api/note': () => ({ status: 200, body: { success: true, data: { id: 'n1', text: 'Giỗ tổ' } } }),
    });
    await expect(fetchNote('n1')).resolves.toEqual({ id: 'n1', text: 'Giỗ tổ' });
    expect(calls[0]?.query.get('id')).toBe('n1');
  });

  it('fails with the fallback when the server gives no message', async () => {
    stubApi({ '/api/note': () => ({ status: 500, body: {} }) });
    await expect(fetchNote('n1')).rejects.toMatchObject({ status: 500, message: 'Không thể tải ghi chú' });
  });

  it('passes the abort signal on', async () => {
    stubApi({ '/api/note': () => ({ status: 200, body: { success: true, data: { id: 'n1', text: '' } } }) });
    const controller = new AbortController();
    await fetchNote('n1', controller.signal);
    expect(vi.mocked(fetch).mock.calls[0]?.[1]?.signal).toBe(controller.signal);
  });
});

describe('pageRead', () => {
  it('answers the page made of the rows and the total', async () => {
    const calls = stubApi({
      '/api/notes': () => ({
        status: 200,
        body: { success: true, data: [{ id: 'n1', text: 'Giỗ tổ' }], total: 7 },
      }),
    });
    await expect(fetchNotes({ limit: 1, search: 'gio' })).resolves.toEqual({
      notes: [{ id: 'n1', text: 'Giỗ tổ' }],
      total: 7,
    });
    expect(Object.fromEntries(calls[0]?.query ?? [])).toEqual({
      limit: '1',
      offset: '0',
      search: 'gio',
      domain: 'demo',
    });
  });
});

describe('readQuery, listQuery and publicQuery', () => {
  const noteKey = (id: string) => ['notes', 'detail', id] as const;

  it('key the read by its input and fetch with it', async () => {
    stubApi({
      '/api/note': () => ({ status: 200, body: { success: true, data: { id: 'n1', text: 'Giỗ tổ' } } }),
    });
    const options = readQuery(noteKey, fetchNote, { staleTime: 5 })('n1');
    expect(options.queryKey).toEqual(['notes', 'detail', 'n1']);
    expect(options.staleTime).toBe(5);
    expect(options).not.toHaveProperty('placeholderData');
    await expect(new QueryClient().fetchQuery(options)).resolves.toEqual({ id: 'n1', text: 'Giỗ tổ' });
  });

  it('keep a list page showing while the next one loads', () => {
    const options = listQuery(
      (params: { limit: number }) => ['notes', 'list', params] as const,
      fetchNotes,
    )({
      limit: 10,
    });
    expect(options.queryKey).toEqual(['notes', 'list', { limit: 10 }]);
    expect(options.placeholderData).toBe(keepPreviousData);
    expect(options).not.toHaveProperty('staleTime');
  });

  it("key visitors' reads by the clan and keep them a minute unless told", () => {
    const key = (domain: string, id: string) => ['public', 'notes', domain, id] as const;
    const options = publicQuery(key, fetchNote)('ho-tran', 'n1');
    expect(options.queryKey).toEqual(['public', 'notes', 'ho-tran', 'n1']);
    expect(options.staleTime).toBe(PUBLIC_STALE_TIME);
    expect(publicQuery(key, fetchNote, { staleTime: 1, keepPrevious: true })('ho-tran', 'n1')).toMatchObject({
      staleTime: 1,
      placeholderData: keepPreviousData,
    });
  });
});
