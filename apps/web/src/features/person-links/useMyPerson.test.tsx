import type { PublicSetting } from '@giapha/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session.ts';
import { SiteSettingProvider } from '../../lib/site-setting.ts';
import { demoSetting, stubApi } from '../../test/api-stub.ts';
import { clearStubsAndToasts } from '../../test/list-pages.tsx';
import { sampleSession } from '../../test/sessions.ts';
import { myPersonAnswer } from './person-links.testing.ts';
import { useMyPerson } from './useMyPerson.ts';

afterEach(() => {
  clearStubsAndToasts();
  sessionStore.clear();
});

const southern = { ...(demoSetting.body as { data: PublicSetting }).data, kinshipRegion: 'south' as const };

function wrapper({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={queryClient}>
      <SiteSettingProvider value={{ setting: southern, siteName: southern.siteName }}>
        {children}
      </SiteSettingProvider>
    </QueryClientProvider>
  );
}

describe('useMyPerson', () => {
  it('signed out: no one, the clan’s register, and no call to the server', async () => {
    const calls = stubApi({});
    const { result } = renderHook(() => useMyPerson(), { wrapper });
    expect(result.current).toEqual({ personId: null, region: 'south' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(0);
  });

  it('signed in: the linked person and the member’s own register', async () => {
    sessionStore.signIn(sampleSession({ role: 'user' }));
    stubApi({
      '/api/me/person': () =>
        myPersonAnswer({
          person: { id: 'p7', name: 'Nguyễn Văn Cường', generation: 4, ordinalNumber: null, sex: 'male' },
          kinshipRegion: 'north',
          clanKinshipRegion: 'south',
        }),
    });
    const { result } = renderHook(() => useMyPerson(), { wrapper });
    await waitFor(() => expect(result.current).toEqual({ personId: 'p7', region: 'north' }));
  });

  it('signed in without a choice of their own: the clan’s register', async () => {
    sessionStore.signIn(sampleSession({ role: 'user' }));
    stubApi({ '/api/me/person': () => myPersonAnswer({ clanKinshipRegion: 'south' }) });
    const { result } = renderHook(() => useMyPerson(), { wrapper });
    await waitFor(() => expect(result.current).toEqual({ personId: null, region: 'south' }));
  });
});
