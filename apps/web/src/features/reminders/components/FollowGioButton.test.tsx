import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session.ts';
import { stubApi } from '../../../test/api-stub.ts';
import { clearStubsAndToasts } from '../../../test/list-pages.tsx';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { signInAs } from '../../../test/sessions.ts';
import { FollowGioButton } from './FollowGioButton.tsx';

afterEach(() => {
  clearStubsAndToasts();
  sessionStore.clear();
});

const render = () =>
  renderAdminRoutes([{ path: '/persons/:id', element: <FollowGioButton personId="p1" /> }], '/persons/p1');

describe('FollowGioButton', () => {
  it('follows the person for a signed-in member, and says when they already do', async () => {
    signInAs('user');
    let first = true;
    const calls = stubApi({
      '/api/me/reminder-follows': () => {
        const answer = first
          ? {
              status: 201,
              body: {
                success: true,
                data: { _id: 'f1', kind: 'person', targetId: 'p1', name: 'Nguyễn Văn Tổ' },
                message: 'Đã thêm vào danh sách theo dõi ngày giỗ',
              },
            }
          : { status: 409, body: { success: false, message: 'Bạn đã theo dõi mục này rồi' } };
        first = false;
        return answer;
      },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Theo dõi ngày giỗ' }));
    expect(await screen.findByText('Đã thêm vào danh sách theo dõi ngày giỗ')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ personId: 'p1' });
    await userEvent.click(screen.getByRole('button', { name: 'Theo dõi ngày giỗ' }));
    await waitFor(() => expect(screen.getByText('Bạn đã theo dõi mục này rồi')).toBeTruthy());
  });

  it('is not there for a visitor', async () => {
    stubApi({});
    render();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Theo dõi ngày giỗ' })).toBeNull());
  });
});
