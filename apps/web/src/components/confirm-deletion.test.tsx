import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api.ts';
import { toastStore } from '../lib/toast.ts';
import { deletionToasts } from './confirm-deletion.tsx';

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
