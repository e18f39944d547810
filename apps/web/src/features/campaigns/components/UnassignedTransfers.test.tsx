import { MESSAGES, updateDonationBody } from '@giapha/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../lib/toast.ts';
import { stubApi } from '../../../test/api-stub.ts';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { bankDonation, CAMPAIGN_ID, ledgerAnswer, ok } from './ledger.testing.ts';
import { UnassignedTransfers } from './UnassignedTransfers.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.clear();
});

const forgotCode = bankDonation({
  id: 'd0000009-0000-4000-8000-000000000009',
  campaignId: null,
  campaignTitle: null,
  donorName: 'LE VAN CUONG',
  anonymous: false,
  note: 'LE VAN CUONG CHUYEN TIEN',
  amount: 300_000,
  version: 4,
});

function renderList() {
  return renderAdminRoutes(
    [
      {
        path: '/',
        element: (
          <UnassignedTransfers
            campaignId={CAMPAIGN_ID}
            campaignTitle="Xây nhà thờ họ"
            transferCode="NHATHO26"
          />
        ),
      },
    ],
    '/',
  );
}

describe('UnassignedTransfers', () => {
  it('lists the unassigned transfers and assigns one to this campaign at its version', async () => {
    let assigned = false;
    const calls = stubApi({
      '/api/campaignTransactions': (call) => ledgerAnswer(assigned ? [] : [forgotCode])(call),
      '/api/campaignTransaction': () => {
        assigned = true;
        return ok({ ...forgotCode, campaignId: CAMPAIGN_ID, version: 5 }, MESSAGES.donationUpdated);
      },
    });
    renderList();

    expect(await screen.findByText('LE VAN CUONG')).toBeTruthy();
    expect(screen.getAllByText('LE VAN CUONG CHUYEN TIEN').length).toBeGreaterThan(0);
    const list = calls.find((call) => call.path === '/api/campaignTransactions');
    expect(list?.query.get('unassigned')).toBe('true');
    expect(list?.query.has('campaignId')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: /^Gán vào chiến dịch này/ }));
    await waitFor(() => expect(screen.getByText('Không có chuyển khoản nào đang chờ gán.')).toBeTruthy());
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.query.get('id')).toBe(forgotCode.id);
    expect(updateDonationBody.parse(put?.body)).toEqual({ campaignId: CAMPAIGN_ID, version: 4 });
    expect(toastStore.get()[0]?.summary).toMatch(/^Đã gán khoản 300\.000.₫ của LE VAN CUONG vào chiến dịch$/);
  });

  it('a failed assignment shows the server’s message', async () => {
    stubApi({
      '/api/campaignTransactions': ledgerAnswer([forgotCode]),
      '/api/campaignTransaction': () => ({
        status: 409,
        body: { success: false, message: 'Dữ liệu đã được người khác cập nhật, vui lòng tải lại' },
      }),
    });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: /^Gán vào chiến dịch này/ }));
    await waitFor(() =>
      expect(toastStore.get().map((t) => t.summary)).toContain(
        'Dữ liệu đã được người khác cập nhật, vui lòng tải lại',
      ),
    );
  });
});
