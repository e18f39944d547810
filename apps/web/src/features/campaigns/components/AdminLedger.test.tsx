import { MESSAGES } from '@giapha/contract';
import { formatVnd } from '@giapha/genealogy';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session.ts';
import { toastStore } from '../../../lib/toast.ts';
import { stubApi } from '../../../test/api-stub.ts';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { formatPaidAt } from '../paid-at.ts';
import { AdminLedger } from './AdminLedger.tsx';
import { bankDonation, CAMPAIGN_ID, ledgerAnswer, sampleDonation } from './ledger.testing.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toastStore.clear();
  sessionStore.clear();
});

const manual = sampleDonation();
const fromBank = bankDonation();

function renderLedger() {
  return renderAdminRoutes(
    [{ path: '/', element: <AdminLedger campaignId={CAMPAIGN_ID} campaignSlug="xay-nha-tho" /> }],
    '/',
  );
}

describe('AdminLedger', () => {
  it('lists the campaign’s donations: time, donor (anonymous marked), amount, source, reference and the total', async () => {
    const calls = stubApi({ '/api/campaignTransactions': ledgerAnswer([manual, fromBank]) });
    renderLedger();

    const table = await screen.findByRole('table', { name: 'Sổ công đức' });
    await within(table).findByText('Nguyễn Văn An');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [first, second] = rows.map((row) => within(row));
    expect(first?.getAllByText(formatPaidAt(manual.paidAt)).length).toBeGreaterThan(0);
    expect(first?.getByText('Nguyễn Văn An')).toBeTruthy();
    expect(first?.getByText('10.000.000 ₫')).toBeTruthy();
    expect(first?.getByText('Nhập tay')).toBeTruthy();
    // Admins see the real name of an anonymous donor, marked so.
    expect(second?.getByText('TRAN THI BINH')).toBeTruthy();
    expect(second?.getByText('Ẩn danh')).toBeTruthy();
    expect(second?.getByText('Ngân hàng báo')).toBeTruthy();
    expect(second?.getByText('FT26065000001')).toBeTruthy();
    expect(screen.getByText(/Tổng cộng/).textContent).toBe(`Tổng cộng ${formatVnd(12_000_000)} · 2 khoản`);

    const list = calls.find((call) => call.path === '/api/campaignTransactions');
    expect(list?.query.get('campaignId')).toBe(CAMPAIGN_ID);
    expect(list?.query.get('limit')).toBe('20');

    await userEvent.type(screen.getByRole('textbox', { name: 'Tìm trong sổ công đức' }), 'binh');
    await waitFor(() => expect(calls.at(-1)?.query.get('search')).toBe('binh'));
    expect(calls.at(-1)?.query.get('campaignId')).toBe(CAMPAIGN_ID);
  });

  it('deletes a manual entry after confirmation; bank entries cannot be deleted', async () => {
    const calls = stubApi({
      '/api/campaignTransactions': ledgerAnswer([manual, fromBank]),
      [`/api/campaignTransaction/${manual.id}`]: () => ({
        status: 200,
        body: { success: true, message: MESSAGES.donationDeleted },
      }),
    });
    renderLedger();

    await userEvent.click(
      await screen.findByRole('button', {
        name: `Thao tác với khoản ${formatVnd(2_000_000)} của TRAN THI BINH`,
      }),
    );
    expect(await screen.findByRole('menuitem', { name: 'Sửa' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Xóa' })).toBeNull();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(
      screen.getByRole('button', {
        name: `Thao tác với khoản ${formatVnd(10_000_000)} của Nguyễn Văn An`,
      }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Xóa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xóa khoản đóng góp' });
    expect(within(dialog).getByText(/Số tiền đã nhận của chiến dịch sẽ giảm theo/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Xóa khoản này' }));
    await waitFor(() => expect(toastStore.get().map((t) => t.summary)).toContain(MESSAGES.donationDeleted));
    const removal = calls.find((call) => call.method === 'DELETE');
    expect(removal?.path).toBe(`/api/campaignTransaction/${manual.id}`);
  });

  it('opens the edit form of an entry with its values', async () => {
    stubApi({ '/api/campaignTransactions': ledgerAnswer([manual]) });
    renderLedger();
    await userEvent.click(await screen.findByRole('button', { name: /Thao tác với khoản 10\.000\.000/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sửa' }));
    const form = await screen.findByRole('form', { name: 'Sửa khoản đóng góp' });
    expect(within(form).getByRole('textbox', { name: /Số tiền/ })).toHaveProperty('value', '10.000.000');
    expect(within(form).getByRole('textbox', { name: /Số tiền/ })).toHaveProperty('disabled', false);
  });

  it('“Xuất CSV” fetches the export with the campaign and the sign-in token, and saves it as a file', async () => {
    sessionStore.setTokens('access-token', 'refresh-token');
    const calls = stubApi({
      '/api/campaignTransactions': ledgerAnswer([manual]),
      '/api/campaignTransactions/export': () => ({ status: 200, body: 'csv' }),
    });
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:so-cong-duc');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.getAttribute('href')}`);
    });
    renderLedger();

    await userEvent.click(await screen.findByRole('button', { name: 'Xuất CSV' }));
    await waitFor(() => expect(saved).toEqual(['so-cong-duc-xay-nha-tho.csv blob:so-cong-duc']));
    const exported = calls.find((call) => call.path === '/api/campaignTransactions/export');
    expect(exported?.query.get('campaignId')).toBe(CAMPAIGN_ID);
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    const init = vi.mocked(fetch).mock.calls.find(([url]) => String(url).includes('/export'))?.[1];
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer access-token');
  });

  it('a refused export says why', async () => {
    stubApi({
      '/api/campaignTransactions': ledgerAnswer([manual]),
      '/api/campaignTransactions/export': () => ({
        status: 404,
        body: { success: false, message: MESSAGES.campaignNotFound },
      }),
    });
    renderLedger();
    await userEvent.click(await screen.findByRole('button', { name: 'Xuất CSV' }));
    await waitFor(() => expect(toastStore.get().map((t) => t.summary)).toContain(MESSAGES.campaignNotFound));
  });
});
