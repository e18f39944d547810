import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberDomain } from '../lib/tenant.ts';
import { clearCacheOnClanChange } from './clan-cache.ts';

describe('clearCacheOnClanChange', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    window.localStorage.clear();
  });

  it('drops every cached answer when another clan is chosen, and keeps them for the same clan', () => {
    rememberDomain('ho-tran');
    const queryClient = new QueryClient();
    stop = clearCacheOnClanChange(queryClient);
    queryClient.setQueryData(['users', 'list'], ['Trần Văn A']);

    rememberDomain('ho-tran');
    expect(queryClient.getQueryData(['users', 'list'])).toEqual(['Trần Văn A']);

    rememberDomain('ho-le');
    expect(queryClient.getQueryData(['users', 'list'])).toBeUndefined();
  });
});
