import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api.ts';
import { toastStore } from '../lib/toast.ts';
import { deleteAfterConfirming, deletionToasts } from './confirm-deletion.tsx';

afterEach(() => toastStore.clear());

describe('deletionToasts', () => {
  it('toasts the server’s message with the record’s name, then runs onDeleted', () => {
    const onDeleted = vi.fn();
    deletionToasts('Không xóa được album', { detail: 'Giỗ Tổ 2025', onDeleted }).onSuccess('Đã xóa album');
    expect(toastStore.get()).toMatchObject([
      { severity: 'success', summary: 'Đã xóa album', detail: 'Giỗ Tổ 2025' },
    ]);
    expect(onDeleted).toHaveBeenCalledOnce();
  });

  it('toasts the server’s reason for a refusal, else the fallback', () => {
    const toasts = deletionToasts('Không xóa được tài khoản');
    toasts.onError(new ApiError('Tài khoản đang được dùng', 409));
    toasts.onError(new Error('offline'));
    expect(toastStore.get().map((shown) => shown.summary)).toEqual([
      'Tài khoản đang được dùng',
      'Không xóa được tài khoản',
    ]);
  });
});

describe('deleteAfterConfirming', () => {
  const record = { id: 'a1', name: 'Giỗ Tổ 2025' };
  const mutation = (pending?: string) => ({
    mutate: vi.fn(),
    isPending: pending !== undefined,
    variables: pending,
  });
  const deletion = () => ({ title: 'Xóa album', message: 'Xóa?', fallback: 'Không xóa được album' });

  it('says which record is being deleted while the request is on its way', () => {
    const busy = deleteAfterConfirming(mutation('a1'), deletion);
    expect(busy.deletingId).toBe('a1');
    expect(busy.isDeleting(record)).toBe(true);
    expect(busy.isDeleting({ id: 'b2' })).toBe(false);
    const idle = deleteAfterConfirming(mutation(), deletion);
    expect(idle.deletingId).toBeUndefined();
    expect(idle.isDeleting(record)).toBe(false);
  });
});
