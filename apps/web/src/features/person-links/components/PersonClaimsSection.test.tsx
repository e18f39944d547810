import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { clearStubsAndToasts, pageAnswer } from '../../../test/list-pages.tsx';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { claimItem, personSearchAnswer } from '../person-links.testing.ts';
import { PersonClaimsSection } from './PersonClaimsSection.tsx';
import { UserPersonCard } from './UserPersonCard.tsx';

afterEach(clearStubsAndToasts);

describe('PersonClaimsSection', () => {
  it('lists pending requests with their count, and approves one after confirming', async () => {
    const calls = stubApi({
      '/api/person-claims': () =>
        pageAnswer([
          claimItem(),
          claimItem({ id: 'c2', personId: null, personName: null, personGeneration: null }),
        ]),
      '/api/person-claims/c1': () => ({
        status: 200,
        body: {
          success: true,
          message: 'Đã duyệt yêu cầu liên kết',
          data: { ...claimItem(), status: 'approved' },
        },
      }),
    });
    renderAdminRoutes([{ path: '/admin/users', element: <PersonClaimsSection /> }], '/admin/users');

    const section = await screen.findByRole('region', { name: 'Yêu cầu liên kết' });
    expect(within(section).getByLabelText('2 yêu cầu chờ duyệt')).toBeTruthy();
    const first = within(section).getAllByRole('listitem')[0];
    if (!first) throw new Error('no request listed');
    expect(within(first).getByText('Trần Thị Bình')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Nguyễn Văn Cường' }).getAttribute('href')).toBe(
      '/family-tree?focus=p7',
    );
    expect(within(first).getByText('“Con ông Bình, cháu nội cụ Tổ”')).toBeTruthy();
    expect(within(first).getByText('Gửi ngày 05/03/2026')).toBeTruthy();
    // "Chưa có trong cây" cannot be approved: the admin links directly on the member's page.
    const second = within(section).getAllByRole('listitem')[1];
    if (!second) throw new Error('no second request');
    expect(within(second).getByText('Chưa có trong cây')).toBeTruthy();
    expect(within(second).getByRole('link', { name: 'Liên kết trực tiếp' }).getAttribute('href')).toBe(
      '/admin/users/update/u2',
    );

    await userEvent.click(within(first).getByRole('button', { name: 'Duyệt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duyệt yêu cầu liên kết' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Duyệt' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ decision: 'approved' }),
    );
    expect(await screen.findByText('Đã duyệt yêu cầu liên kết')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/person-claims')?.query.get('status')).toBe('pending');
  });

  it('shows nothing when no request waits', async () => {
    const calls = stubApi({ '/api/person-claims': () => pageAnswer([]) });
    renderAdminRoutes([{ path: '/', element: <PersonClaimsSection /> }], '/');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Yêu cầu liên kết' })).toBeNull();
  });
});

describe('UserPersonCard', () => {
  it('links a member directly and unlinks after confirming', async () => {
    let linked: string | null = null;
    const calls = stubApi({
      '/api/user/u2/person': (call) => {
        if (call.method === 'PUT') linked = (call.body as { personId: string | null }).personId;
        const person = linked
          ? { id: linked, name: 'Nguyễn Văn Đức', generation: 5, ordinalNumber: null, sex: 'male' }
          : null;
        return {
          status: 200,
          body: {
            success: true,
            ...(call.method === 'PUT'
              ? {
                  message: linked
                    ? 'Đã liên kết thành viên với người trong cây'
                    : 'Đã bỏ liên kết với người trong cây',
                }
              : {}),
            data: { userId: 'u2', person },
          },
        };
      },
      '/api/person/search': () => personSearchAnswer('p9', 'Nguyễn Văn Đức', 5),
    });
    renderAdminRoutes(
      [{ path: '/admin/users/update/u2', element: <UserPersonCard userId="u2" userName="Trần Thị Bình" /> }],
      '/admin/users/update/u2',
    );
    expect(
      await screen.findByText('Thành viên này chưa được liên kết với người nào trong cây.'),
    ).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Liên kết với' }), 'duc');
    await userEvent.click(await screen.findByRole('option', { name: 'Nguyễn Văn Đức' }));
    await userEvent.click(screen.getByRole('button', { name: 'Liên kết' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ personId: 'p9' }));
    expect(await screen.findByText('Đã liên kết thành viên với người trong cây')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Nguyễn Văn Đức' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Bỏ liên kết' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bỏ liên kết' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bỏ liên kết' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ personId: null }),
    );
  });
});
