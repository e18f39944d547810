import type { BranchScopeAnswer } from '@giapha/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../lib/session.ts';
import { toastStore } from '../lib/toast.ts';
import { demoSetting, type StubbedAnswer, stubApi } from '../test/api-stub.ts';
import { renderAdminRoutes } from '../test/render-admin.tsx';
import { sampleSession } from '../test/sessions.ts';
import { routes } from './router.tsx';

// The tree editor's guard (issue 24): admins, and members who keep a branch; nobody else.

function scopeAnswer(scope: Partial<BranchScopeAnswer> = {}): StubbedAnswer {
  return {
    status: 200,
    body: {
      success: true,
      data: { all: false, branches: [], personIds: [], headedPersonIds: [], ...scope },
    },
  };
}

const KEEPER: Partial<BranchScopeAnswer> = {
  branches: [{ _id: 'b1', name: 'Chi ông Bình', treeId: 't1', rootPersonId: 'p2', role: 'editor' }],
  personIds: ['p2', 'p3'],
};

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.clear();
  sessionStore.clear();
});

async function expectLayout(layout: string) {
  await waitFor(() => expect(document.querySelector(`[data-layout="${layout}"]`)).not.toBeNull());
}

describe('RequireTreeEditor', () => {
  it('lets a member who keeps a branch into /tree/:id', async () => {
    const calls = stubApi({
      '/api/public/setting': () => demoSetting,
      '/api/me/branch-scope': () => scopeAnswer(KEEPER),
    });
    sessionStore.signIn(sampleSession({ role: 'user' }));
    const { router } = renderAdminRoutes(routes, '/tree/t1');
    await expectLayout('empty');
    expect(router.state.location.pathname).toBe('/tree/t1');
    expect(calls.some((c) => c.path === '/api/me/branch-scope')).toBe(true);
  });

  it('turns away a member who keeps no branch, with the warning', async () => {
    stubApi({ '/api/public/setting': () => demoSetting, '/api/me/branch-scope': () => scopeAnswer() });
    sessionStore.signIn(sampleSession({ role: 'user' }));
    const { router } = renderAdminRoutes(routes, '/tree/t1');
    await expectLayout('home');
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByText('Bạn không có quyền truy cập trang này')).toBeTruthy();
  });

  it('keeps the rest of /admin closed to a keeper', async () => {
    stubApi({ '/api/public/setting': () => demoSetting, '/api/me/branch-scope': () => scopeAnswer(KEEPER) });
    sessionStore.signIn(sampleSession({ role: 'user' }));
    const { router } = renderAdminRoutes(routes, '/admin/trees');
    await expectLayout('home');
    expect(router.state.location.pathname).toBe('/');
  });

  it('an admin opens the editor without asking for a scope', async () => {
    const calls = stubApi({ '/api/public/setting': () => demoSetting });
    sessionStore.signIn(sampleSession({ role: 'admin' }));
    const { router } = renderAdminRoutes(routes, '/tree/t1');
    await expectLayout('empty');
    expect(router.state.location.pathname).toBe('/tree/t1');
    expect(calls.some((c) => c.path === '/api/me/branch-scope')).toBe(false);
  });
});
