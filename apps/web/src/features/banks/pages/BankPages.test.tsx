import { type BankAccount, MESSAGES } from '@giapha/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session.ts';
import { toastStore } from '../../../lib/toast.ts';
import { type StubbedCall, stubApi } from '../../../test/api-stub.ts';
import { MB_ID, mbBankAccount, sampleBankAccount, VCB_ID } from '../../../test/bank-samples.ts';
import { matchMediaWith } from '../../../test/media-query.ts';
import { list } from '../../../test/public-pages.tsx';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { signInAs } from '../../../test/sessions.ts';
import { BankAccountCreatePage } from './BankAccountCreatePage.tsx';
import { BankAccountDetailPage } from './BankAccountDetailPage.tsx';
import { BankAccountsPage } from './BankAccountsPage.tsx';

const vcb = sampleBankAccount({
  id: VCB_ID,
  branch: 'Chi nhánh Hà Tĩnh',
  isDefault: true,
  openCampaignCount: 2,
  updatedAt: '2026-01-02T00:00:00.000Z',
});
const mb = mbBankAccount();

const listOf = (accounts: BankAccount[]) => () => list(accounts);

const ROUTES = [
  { path: '/settings/ListBankAccount', element: <BankAccountsPage /> },
  { path: '/settings/create-bank-account', element: <BankAccountCreatePage /> },
  { path: '/settings/detail-bank-account/:id', element: <BankAccountDetailPage /> },
];

/** The error Mantine shows under a field (named by the field's aria-describedby). */
function fieldError(input: HTMLElement): string | undefined {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const errorId = ids.find((id) => id.endsWith('-error'));
  return errorId ? (document.getElementById(errorId)?.textContent ?? undefined) : undefined;
}

const posted = (calls: StubbedCall[]) =>
  calls.find((call) => call.method === 'POST' && call.path === '/api/bank');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toastStore.clear();
  sessionStore.clear();
});

describe('bank accounts list', () => {
  it('a member reads the accounts: number grouped, default badge, open campaigns; no way to write', async () => {
    signInAs('user');
    const calls = stubApi({ '/api/banks': listOf([vcb, mb]) });
    renderAdminRoutes(ROUTES, '/settings/ListBankAccount');

    const table = await screen.findByRole('table');
    const row = (await within(table).findByText('Vietcombank')).closest('tr');
    expect(row?.textContent).toContain('Ngân hàng TMCP Ngoại Thương Việt Nam');
    expect(row?.textContent).toContain('0123 4567 89');
    expect(row?.textContent).toContain('NGUYEN VAN AN');
    expect(row?.textContent).toContain('Mặc định');
    expect(row?.textContent).toContain('2 chiến dịch đang mở');
    expect(within(table).getByText('MB Bank').closest('tr')?.textContent).not.toContain('Mặc định');
    expect(
      screen.getByText('Chỉ quản trị viên mới có thể thêm, sửa hoặc xóa tài khoản ngân hàng.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Thêm tài khoản' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Thao tác với/ })).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Xem tài khoản Vietcombank 0123456789' }).getAttribute('href'),
    ).toBe(`/settings/detail-bank-account/${VCB_ID}`);
    expect(calls[0]?.query.get('limit')).toBe('20');
    expect(calls[0]?.query.get('offset')).toBe('0');
  });

  it('searching asks the server with the words typed', async () => {
    signInAs('admin');
    const calls = stubApi({ '/api/banks': listOf([vcb, mb]) });
    renderAdminRoutes(ROUTES, '/settings/ListBankAccount');
    await screen.findByText('MB Bank');
    await userEvent.click(screen.getByRole('textbox', { name: 'Tìm tài khoản ngân hàng' }));
    await userEvent.paste('tran thi');
    await waitFor(() => expect(calls.some((call) => call.query.get('search') === 'tran thi')).toBe(true));
  }, 15_000);

  it('on a phone each account is a card', async () => {
    signInAs('admin');
    matchMediaWith((query) => query.includes('max-width'));
    stubApi({ '/api/banks': listOf([vcb, mb]) });
    renderAdminRoutes(ROUTES, '/settings/ListBankAccount');
    const list = await screen.findByRole('list', { name: 'Danh sách tài khoản ngân hàng' });
    const card = within(list).getByRole('listitem', { name: 'Vietcombank 0123456789' });
    expect(card.textContent).toContain('0123 4567 89');
    expect(card.textContent).toContain('Mặc định');
    expect(screen.queryByRole('table')).toBeNull();
    expect(
      within(card).getByRole('button', { name: 'Thao tác với tài khoản Vietcombank 0123456789' }),
    ).toBeTruthy();
  });

  it('no account yet invites an admin to add the first; a failed load can be retried', async () => {
    signInAs('admin');
    let failing = true;
    stubApi({
      '/api/banks': () =>
        failing ? { status: 500, body: { success: false, message: 'Đã có lỗi xảy ra' } } : listOf([])(),
    });
    renderAdminRoutes(ROUTES, '/settings/ListBankAccount');
    expect(await screen.findByText('Không tải được danh sách tài khoản ngân hàng')).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Chưa có tài khoản ngân hàng nào')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Thêm tài khoản đầu tiên' }).getAttribute('href')).toBe(
      '/settings/create-bank-account',
    );
  });

  it('an account an open campaign uses cannot be deleted: the server says why', async () => {
    signInAs('admin');
    const calls = stubApi({
      '/api/banks': listOf([vcb, mb]),
      [`/api/bank/${VCB_ID}`]: () => ({
        status: 409,
        body: { success: false, message: MESSAGES.bankAccountInUse },
      }),
    });
    renderAdminRoutes(ROUTES, '/settings/ListBankAccount');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Thao tác với tài khoản Vietcombank 0123456789' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Xóa' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/đang nhận tiền cho 2 chiến dịch đang mở/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xóa' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(await screen.findByText(MESSAGES.bankAccountInUse)).toBeTruthy();
    expect(screen.getByText('Vietcombank')).toBeTruthy();
  }, 20_000);

  it('deleting an unused account says so and refreshes the list', async () => {
    signInAs('admin');
    let accounts = [vcb, mb];
    const calls = stubApi({
      '/api/banks': () => listOf(accounts)(),
      [`/api/bank/${MB_ID}`]: () => {
        accounts = [vcb];
        return { status: 200, body: { success: true, message: MESSAGES.bankAccountDeleted } };
      },
    });
    renderAdminRoutes(ROUTES, '/settings/ListBankAccount');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Thao tác với tài khoản MB Bank 99998888777' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Xóa' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Xóa' }));
    expect(await screen.findByText(MESSAGES.bankAccountDeleted)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('MB Bank')).toBeNull());
    expect(calls.filter((call) => call.path === '/api/banks').length).toBeGreaterThan(1);
  }, 15_000);
});

describe('adding an account', () => {
  it('says what is missing, then sends the digits and the holder as the bank prints it', async () => {
    signInAs('admin');
    const calls = stubApi({
      '/api/banks': listOf([vcb]),
      '/api/bank': () => ({
        status: 201,
        body: { success: true, data: vcb, message: MESSAGES.bankAccountCreated },
      }),
    });
    const { router } = renderAdminRoutes(ROUTES, '/settings/create-bank-account');

    await userEvent.click(await screen.findByRole('button', { name: 'Thêm tài khoản' }));
    const bank = screen.getByRole('combobox', { name: /Ngân hàng/ });
    const number = screen.getByRole('textbox', { name: /Số tài khoản/ });
    const holder = screen.getByRole('textbox', { name: /Chủ tài khoản/ });
    await waitFor(() => expect(fieldError(bank)).toBe(MESSAGES.bankRequired));
    expect(fieldError(number)).toBe(MESSAGES.accountNumberInvalid);
    expect(fieldError(holder)).toBe(MESSAGES.accountHolderRequired);
    expect(posted(calls)).toBeUndefined();

    // The bank list is searched without diacritics, by name, code or BIN.
    await userEvent.type(bank, 'ngoai thuong');
    await userEvent.click(await screen.findByRole('option', { name: /Vietcombank/ }));
    expect(bank).toHaveProperty('value', 'Vietcombank');
    const descriptionId = bank
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((id) => id.endsWith('-description'));
    expect(descriptionId && document.getElementById(descriptionId)?.textContent).toBe(
      'Ngân hàng TMCP Ngoại Thương Việt Nam',
    );

    await userEvent.type(number, '0123 456.789');
    expect(number).toHaveProperty('value', '0123456789');
    expect(number.getAttribute('inputmode')).toBe('numeric');
    await userEvent.type(holder, 'Nguyễn Văn Đức');
    expect(holder).toHaveProperty('value', 'NGUYEN VAN DUC');
    expect(screen.getByText('Viết hoa không dấu, đúng như tên in trên thẻ/sao kê ngân hàng')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Chi nhánh' }), 'Hà Tĩnh');
    await userEvent.click(screen.getByRole('switch', { name: /Tài khoản mặc định/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Thêm tài khoản' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/ListBankAccount'));
    expect(posted(calls)?.body).toEqual({
      bankBin: '970436',
      accountNumber: '0123456789',
      accountHolder: 'NGUYEN VAN DUC',
      branch: 'Hà Tĩnh',
      isDefault: true,
    });
    expect(await screen.findByText(MESSAGES.bankAccountCreated)).toBeTruthy();
  }, 20_000);

  it('a duplicate account (409) is shown on the account number', async () => {
    signInAs('admin');
    stubApi({
      '/api/bank': () => ({ status: 409, body: { success: false, message: MESSAGES.bankAccountTaken } }),
    });
    renderAdminRoutes(ROUTES, '/settings/create-bank-account');
    const bank = await screen.findByRole('combobox', { name: /Ngân hàng/ });
    await userEvent.type(bank, 'VCB');
    await userEvent.click(await screen.findByRole('option', { name: /Vietcombank/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Số tài khoản/ }), '0123456789');
    await userEvent.type(screen.getByRole('textbox', { name: /Chủ tài khoản/ }), 'nguyen van an');
    await userEvent.click(screen.getByRole('button', { name: 'Thêm tài khoản' }));
    const number = screen.getByRole('textbox', { name: /Số tài khoản/ });
    await waitFor(() => expect(fieldError(number)).toBe(MESSAGES.bankAccountTaken));
  }, 20_000);

  it('a member is told that only admins may add accounts', async () => {
    signInAs('user');
    stubApi({});
    renderAdminRoutes(ROUTES, '/settings/create-bank-account');
    expect(
      await screen.findByText('Chỉ quản trị viên mới có thể thêm, sửa hoặc xóa tài khoản ngân hàng.'),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Số tài khoản/ })).toBeNull();
  });
});

describe('an account’s page', () => {
  it('a member reads it without a way to save or delete', async () => {
    signInAs('user');
    stubApi({ '/api/bank': () => ({ status: 200, body: { success: true, data: vcb } }) });
    renderAdminRoutes(ROUTES, `/settings/detail-bank-account/${VCB_ID}`);
    const number = await screen.findByRole('textbox', { name: /Số tài khoản/ });
    await waitFor(() => expect(number).toHaveProperty('value', '0123456789'));
    expect(number).toHaveProperty('readOnly', true);
    expect(screen.getByRole('heading', { name: 'Chi tiết tài khoản ngân hàng' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lưu thay đổi' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Xóa tài khoản' })).toBeNull();
  }, 15_000);

  it('an admin saves with the loaded version; a stale version offers to reload', async () => {
    signInAs('admin');
    let stale = true;
    const calls = stubApi({
      '/api/banks': listOf([vcb]),
      '/api/bank': (call) => {
        if (call.method === 'GET') return { status: 200, body: { success: true, data: vcb } };
        if (stale) {
          return {
            status: 409,
            body: { success: false, message: 'Dữ liệu đã được người khác cập nhật, vui lòng tải lại' },
          };
        }
        return {
          status: 200,
          body: { success: true, data: { ...vcb, version: 2 }, message: MESSAGES.bankAccountUpdated },
        };
      },
    });
    const { router } = renderAdminRoutes(ROUTES, `/settings/detail-bank-account/${VCB_ID}`);
    const branch = await screen.findByRole('textbox', { name: 'Chi nhánh' });
    await waitFor(() => expect(branch).toHaveProperty('value', 'Chi nhánh Hà Tĩnh'));
    await userEvent.clear(branch);
    await userEvent.type(branch, 'Chi nhánh Nghệ An');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));

    expect(await screen.findByText('Dữ liệu đã thay đổi')).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.query.get('id')).toBe(VCB_ID);
    expect(put?.body).toMatchObject({ branch: 'Chi nhánh Nghệ An', version: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Tải lại dữ liệu mới nhất' }));
    // The admin's own edit stays after the reload.
    await waitFor(() => expect(screen.queryByText('Dữ liệu đã thay đổi')).toBeNull());
    expect(branch).toHaveProperty('value', 'Chi nhánh Nghệ An');

    stale = false;
    await userEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/ListBankAccount'));
    expect(await screen.findByText(MESSAGES.bankAccountUpdated)).toBeTruthy();
  }, 20_000);

  it('an unknown account says it was not found', async () => {
    signInAs('admin');
    stubApi({
      '/api/bank': () => ({ status: 404, body: { success: false, message: MESSAGES.bankAccountNotFound } }),
    });
    renderAdminRoutes(ROUTES, `/settings/detail-bank-account/${VCB_ID}`);
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy tài khoản ngân hàng' })).toBeTruthy();
  });
});
