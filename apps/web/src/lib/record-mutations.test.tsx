import { apiRoute, messageResponseSchema, okResponse } from '@giapha/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { stubApi } from '../test/api-stub.ts';
import {
  messageMutation,
  recordMutation,
  useApiMutation,
  useDeleteMutation,
  useOptimisticReorder,
} from './record-mutations.ts';

const noteSchema = z.object({ id: z.string(), text: z.string() });
const updateNote = apiRoute({
  method: 'PUT',
  path: '/api/note/:id',
  access: 'admin',
  params: z.object({ id: z.string() }),
  body: z.object({ text: z.string() }),
  response: okResponse(noteSchema),
});
const removeNote = apiRoute({
  method: 'DELETE',
  path: '/api/note/:id',
  access: 'admin',
  params: z.object({ id: z.string() }),
  response: messageResponseSchema,
});

const saveNote = recordMutation(updateNote, {
  request: ({ id, text }: { id: string; text: string }) => ({ params: { id }, body: { text } }),
  fallbackMessage: 'Không thể lưu ghi chú',
  successMessage: 'Đã lưu ghi chú',
  answer: (note, message) => ({ note, message }),
});
const deleteNote = messageMutation(removeNote, {
  request: (id: string) => ({ params: { id } }),
  fallbackMessage: 'Không thể xóa ghi chú',
  successMessage: 'Đã xóa ghi chú',
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('recordMutation', () => {
  it('sends what `request` makes and answers the saved record with the server message', async () => {
    const calls = stubApi({
      '/api/note/n1': () => ({
        status: 200,
        body: { success: true, data: { id: 'n1', text: 'Giỗ tổ' }, message: 'Đã cập nhật' },
      }),
    });
    await expect(saveNote({ id: 'n1', text: 'Giỗ tổ' })).resolves.toEqual({
      note: { id: 'n1', text: 'Giỗ tổ' },
      message: 'Đã cập nhật',
    });
    expect(calls).toMatchObject([{ method: 'PUT', path: '/api/note/n1', body: { text: 'Giỗ tổ' } }]);
  });

  it('answers the success message when the server gives none', async () => {
    stubApi({
      '/api/note/n1': () => ({ status: 200, body: { success: true, data: { id: 'n1', text: 'x' } } }),
    });
    await expect(saveNote({ id: 'n1', text: 'x' })).resolves.toMatchObject({ message: 'Đã lưu ghi chú' });
  });

  it('fails with the server message, else the fallback', async () => {
    stubApi({
      '/api/note/n1': () => ({ status: 409, body: { success: false, message: 'Dữ liệu đã thay đổi' } }),
    });
    await expect(saveNote({ id: 'n1', text: 'x' })).rejects.toMatchObject({
      status: 409,
      message: 'Dữ liệu đã thay đổi',
    });
    stubApi({ '/api/note/n1': () => ({ status: 500, body: {} }) });
    await expect(saveNote({ id: 'n1', text: 'x' })).rejects.toMatchObject({
      message: 'Không thể lưu ghi chú',
    });
  });
});

describe('messageMutation', () => {
  it('answers the server message, else the success message', async () => {
    stubApi({ '/api/note/n1': () => ({ status: 200, body: { success: true, message: 'Đã xóa' } }) });
    await expect(deleteNote('n1')).resolves.toBe('Đã xóa');
    stubApi({ '/api/note/n1': () => ({ status: 200, body: { success: true, message: '' } }) });
    await expect(deleteNote('n1')).resolves.toBe('Đã xóa ghi chú');
  });
});

describe('useApiMutation', () => {
  it('settles only after the cache refresh, which gets the result and the input', async () => {
    stubApi({ '/api/note/n1': () => ({ status: 200, body: { success: true, message: 'Đã xóa' } }) });
    const queryClient = new QueryClient();
    const order: string[] = [];
    const refresh = vi.fn(async (client: QueryClient, message: string, id: string) => {
      expect(client).toBe(queryClient);
      order.push(`refresh ${id}: ${message}`);
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useApiMutation(deleteNote, refresh), { wrapper });
    await act(async () => {
      order.push(await result.current.mutateAsync('n1'));
    });
    expect(order).toEqual(['refresh n1: Đã xóa', 'Đã xóa']);
  });
});

function wrapperOf(queryClient: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
}

describe('useDeleteMutation', () => {
  it('refreshes from what was deleted', async () => {
    stubApi({ '/api/note/n1': () => ({ status: 200, body: { success: true, message: 'Đã xóa' } }) });
    const queryClient = new QueryClient();
    const refresh = vi.fn(async (_client: QueryClient, _id: string) => undefined);
    const { result } = renderHook(() => useDeleteMutation(deleteNote, refresh), {
      wrapper: wrapperOf(queryClient),
    });
    await act(async () => {
      await result.current.mutateAsync('n1');
    });
    expect(refresh).toHaveBeenCalledWith(queryClient, 'n1');
  });
});

describe('useOptimisticReorder', () => {
  const listKey = ['notes', 'list'];
  const cache = {
    listKey,
    cancelKey: ['notes'],
    saved: (result: { order: string[] }) => result.order,
    refetchKey: ['public', 'notes'],
  };

  it('shows the new order at once and takes the saved one', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(listKey, ['a', 'b']);
    queryClient.setQueryData(['public', 'notes'], ['a', 'b']);
    let seen: unknown;
    const save = async (order: string[]) => {
      seen = queryClient.getQueryData(listKey);
      return { order: [...order, 'saved'] };
    };
    const { result } = renderHook(() => useOptimisticReorder(save, cache), {
      wrapper: wrapperOf(queryClient),
    });
    await act(async () => {
      await result.current.mutateAsync(['b', 'a']);
    });
    expect(seen).toEqual(['b', 'a']);
    expect(queryClient.getQueryData(listKey)).toEqual(['b', 'a', 'saved']);
    expect(queryClient.getQueryState(['public', 'notes'])?.isInvalidated).toBe(true);
  });

  it('goes back to the old order when the server refuses', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(listKey, ['a', 'b']);
    const save = async (_order: string[]): Promise<{ order: string[] }> => {
      throw new Error('Không thể sắp xếp');
    };
    const { result } = renderHook(() => useOptimisticReorder(save, cache), {
      wrapper: wrapperOf(queryClient),
    });
    await act(async () => {
      await result.current.mutateAsync(['b', 'a']).catch(() => undefined);
    });
    expect(queryClient.getQueryData(listKey)).toEqual(['a', 'b']);
  });
});
