import { describe, expect, it, vi } from 'vitest';
import { RELOAD_GUARD_TTL_MS, reloadOnceForChunkError } from './version.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value);
    },
  };
}

describe('reload after a failed chunk', () => {
  it('reloads once, not again within the guard time, and again after it', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const t0 = 1_000_000;
    expect(reloadOnceForChunkError(storage, reload, t0)).toBe(true);
    expect(reloadOnceForChunkError(storage, reload, t0 + RELOAD_GUARD_TTL_MS - 1)).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
    expect(RELOAD_GUARD_TTL_MS).toBe(10_000);
    expect(reloadOnceForChunkError(storage, reload, t0 + RELOAD_GUARD_TTL_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
