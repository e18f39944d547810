import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { clearStubsAndToasts } from '../../../test/list-pages.tsx';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { myPersonAnswer, pendingClaim, personSearchAnswer } from '../person-links.testing.ts';
import { KinshipRegionCard } from './KinshipRegionCard.tsx';
import { MyPersonCard } from './MyPersonCard.tsx';

afterEach(clearStubsAndToasts);

const done = (message: string) => ({ status: 200, body: { success: true, message } });

function renderCards() {
  return renderAdminRoutes(
    [
      {
        path: '/settings',
        element: (
          <>
            <MyPersonCard />
            <KinshipRegionCard />
          </>
        ),
      },
    ],
    '/settings',
  );
}

describe('MyPersonCard', () => {
  it('shows the linked person with a way to the tree, and unlinks after confirming', async () => {
    const calls = stubApi({
      '/api/me/person': (call) =>
        call.method === 'DELETE'
          ? done('Đã bỏ liên kết với người trong cây')
          : myPersonAnswer({
              person: { id: 'p7', name: 'Nguyễn Văn Cường', generation: 4, ordinalNumber: 1, sex: 'male' },
            }),
    });
    renderCards();
    const card = await screen.findByRole('region', { name: 'Tôi là ai trong gia phả' });
    expect(await within(card).findByText('Nguyễn Văn Cường')).toBeTruthy();
    expect(within(card).getByText('Đời 4')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Xem trên cây' }).getAttribute('href')).toBe(
      '/family-tree?focus=p7',
    );

    await userEvent.click(within(card).getByRole('button', { name: 'Bỏ liên kết' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bỏ liên kết' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bỏ liên kết' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/me/person')).toBe(true),
    );
    expect(await screen.findByText('Đã bỏ liên kết với người trong cây')).toBeTruthy();
  });

  it('shows a pending request as waiting, and withdraws it', async () => {
    const calls = stubApi({
      '/api/me/person': () => myPersonAnswer({ claim: pendingClaim }),
      '/api/me/person-claim': () => done('Đã rút yêu cầu liên kết'),
    });
    renderCards();
    expect(await screen.findByText('Đang chờ quản trị viên duyệt')).toBeTruthy();
    expect(screen.getByText('Nguyễn Văn Cường')).toBeTruthy();
    expect(screen.getByText(/gửi ngày 05\/03\/2026/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Rút yêu cầu' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/me/person-claim')).toBe(true),
    );
  });

  it('finds a person without diacritics and sends the request with a note', async () => {
    const calls = stubApi({
      '/api/me/person': () => myPersonAnswer({ claim: { ...pendingClaim, status: 'rejected' } }),
      '/api/person/search': () => personSearchAnswer('p9', 'Nguyễn Văn Đức', 5),
      '/api/me/person-claim': () => ({
        status: 201,
        body: {
          success: true,
          message: 'Đã gửi yêu cầu, vui lòng chờ quản trị viên duyệt',
          data: { ...pendingClaim, id: 'c2', personId: 'p9', personName: 'Nguyễn Văn Đức' },
        },
      }),
    });
    renderCards();
    expect(await screen.findByText(/Yêu cầu trước của bạn chưa được chấp nhận/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }));
    expect(screen.getByText('Hãy chọn người trong cây, hoặc chọn “Tôi chưa có trong cây”')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(screen.getByRole('textbox', { name: /Tôi là…/ }), 'nguyen van duc');
    await userEvent.click(await screen.findByRole('option', { name: 'Nguyễn Văn Đức' }));
    const picker = screen.getByRole('textbox', { name: /Tôi là…/ }) as HTMLInputElement;
    expect(picker.value).toBe('Nguyễn Văn Đức');
    expect(screen.getAllByText('Đời 5 · sinh 1950').length).toBeGreaterThan(0);
    await userEvent.type(screen.getByRole('textbox', { name: /Ghi chú cho quản trị viên/ }), 'Con út');
    await userEvent.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }));

    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ personId: 'p9', note: 'Con út' }),
    );
    const search = calls.find((c) => c.path === '/api/person/search');
    expect(search?.query.get('search')).toBe('nguyen van duc');
    expect(await screen.findByText('Đã gửi yêu cầu, vui lòng chờ quản trị viên duyệt')).toBeTruthy();
  });

  it('sends "Tôi chưa có trong cây" as no person', async () => {
    const calls = stubApi({
      '/api/me/person': () => myPersonAnswer(),
      '/api/me/person-claim': () => ({
        status: 201,
        body: { success: true, data: { ...pendingClaim, personId: null, personName: null } },
      }),
    });
    renderCards();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Tôi chưa có trong cây' }));
    expect(screen.getByRole('textbox', { name: /Tôi là…/ }).hasAttribute('disabled')).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: /Ghi chú/ }), 'Cháu nội ông Ba');
    await userEvent.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        personId: null,
        note: 'Cháu nội ông Ba',
      }),
    );
  });

  it('says so when the link cannot be loaded, and tries again', async () => {
    let failing = true;
    stubApi({
      '/api/me/person': () =>
        failing ? { status: 500, body: { success: false, message: 'Đã có lỗi xảy ra' } } : myPersonAnswer(),
    });
    renderCards();
    expect(await screen.findByText('Không tải được thông tin liên kết')).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('button', { name: 'Gửi yêu cầu' })).toBeTruthy();
  });
});

describe('KinshipRegionCard', () => {
  it('follows the clan’s register until the member picks one', async () => {
    const calls = stubApi({
      '/api/me/person': () => myPersonAnswer({ clanKinshipRegion: 'south' }),
      '/api/me/kinship-region': () => ({
        status: 200,
        body: {
          success: true,
          message: 'Đã lưu cách xưng hô',
          data: { kinshipRegion: 'north', clanKinshipRegion: 'south' },
        },
      }),
    });
    renderCards();
    const clan = await screen.findByRole('radio', { name: 'Theo dòng họ (Miền Nam)' });
    expect((clan as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Miền Bắc' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/me/kinship-region')?.body).toEqual({ region: 'north' }),
    );
    expect(await screen.findByText('Đã lưu cách xưng hô')).toBeTruthy();
  });
});
