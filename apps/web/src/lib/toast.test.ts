import { afterEach, describe, expect, it } from 'vitest';
import { toast, toastStore } from './toast.ts';

afterEach(() => {
  for (const t of toastStore.get()) toastStore.remove(t.id);
});

describe('toasts', () => {
  it('keep the spec fields and are closable by default', () => {
    toast.success('Đã duyệt thành viên thành công');
    toastStore.show({
      severity: 'warn',
      summary: 'Cảnh báo',
      detail: 'Chi tiết',
      life: 1000,
      group: 'tree',
      styleClass: 'x',
    });
    expect(toastStore.get()).toEqual([
      expect.objectContaining({
        severity: 'success',
        summary: 'Đã duyệt thành viên thành công',
        closable: true,
      }),
      expect.objectContaining({
        severity: 'warn',
        detail: 'Chi tiết',
        life: 1000,
        group: 'tree',
        styleClass: 'x',
      }),
    ]);
  });

  it('clear removes one group only', () => {
    toast.info('chung');
    toastStore.show({ severity: 'info', summary: 'riêng', group: 'tree' });
    toastStore.clear('tree');
    expect(toastStore.get().map((t) => t.summary)).toEqual(['chung']);
  });
});
