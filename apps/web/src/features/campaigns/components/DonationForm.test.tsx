import { createDonationBody, MESSAGES } from '@giapha/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../lib/toast.ts';
import { stubApi } from '../../../test/api-stub.ts';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { DonationForm } from './DonationForm.tsx';
import { bankDonation, CAMPAIGN_ID, ok, sampleDonation } from './ledger.testing.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.clear();
});

function renderForm(props: Partial<Parameters<typeof DonationForm>[0]> = {}) {
  const onClose = vi.fn();
  const view = renderAdminRoutes(
    [{ path: '/', element: <DonationForm opened onClose={onClose} campaignId={CAMPAIGN_ID} {...props} /> }],
    '/',
  );
  return { ...view, onClose };
}

describe('DonationForm', () => {
  it('adds a manual entry: the amount as whole đồng, the time as an ISO instant, the server’s message', async () => {
    const calls = stubApi({
      '/api/campaignTransaction': (call) =>
        ok(sampleDonation(), call.method === 'POST' ? MESSAGES.donationCreated : undefined),
    });
    const before = Date.now();
    const { onClose } = renderForm();
    const form = await screen.findByRole('form', { name: 'Thêm khoản đóng góp' });

    await userEvent.type(
      within(form).getByRole('textbox', { name: /Người đóng góp/ }),
      'Gia đình ông Nguyễn Văn An',
    );
    const amount = within(form).getByRole('textbox', { name: /Số tiền/ });
    await userEvent.type(amount, '1500000');
    // Thousands are grouped as Vietnamese write them.
    expect(amount).toHaveProperty('value', '1.500.000');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Ghi chú' }), 'Xây nhà thờ');
    await userEvent.click(within(form).getByRole('button', { name: 'Thêm vào sổ' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/api/campaignTransaction');
    expect(post?.body).toMatchObject({
      campaignId: CAMPAIGN_ID,
      donorName: 'Gia đình ông Nguyễn Văn An',
      anonymous: false,
      amount: 1_500_000,
      note: 'Xây nhà thờ',
      bankReference: '',
    });
    const body = createDonationBody.parse(post?.body);
    expect(Number.isInteger(body.amount)).toBe(true);
    // "now", to the minute the picker keeps, as an ISO instant with its zone.
    expect(body.paidAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Math.abs(Date.parse(body.paidAt) - before)).toBeLessThan(120_000);
    expect(toastStore.get().map((t) => t.summary)).toContain(MESSAGES.donationCreated);
  });

  it('checks the amount before sending, and shows the server’s field errors under their fields', async () => {
    const calls = stubApi({
      '/api/campaignTransaction': () => ({
        status: 409,
        body: {
          success: false,
          message: MESSAGES.donationReferenceTaken,
          errors: [{ field: 'bankReference', message: MESSAGES.donationReferenceTaken }],
        },
      }),
    });
    renderForm();
    const form = await screen.findByRole('form', { name: 'Thêm khoản đóng góp' });
    await userEvent.click(within(form).getByRole('button', { name: 'Thêm vào sổ' }));
    expect(await within(form).findByText(MESSAGES.amountInvalid)).toBeTruthy();
    expect(calls).toHaveLength(0);

    await userEvent.type(within(form).getByRole('textbox', { name: /Số tiền/ }), '200000');
    await userEvent.type(within(form).getByRole('textbox', { name: /Mã giao dịch/ }), 'FT123');
    await userEvent.click(within(form).getByRole('button', { name: 'Thêm vào sổ' }));
    const reference = within(form).getByRole('textbox', { name: /Mã giao dịch/ });
    await waitFor(() => expect(reference.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText(MESSAGES.donationReferenceTaken)).toBeTruthy();
    expect(toastStore.get().map((t) => t.summary)).toContain(MESSAGES.donationReferenceTaken);
  });

  it('a bank entry: amount, time and reference are the bank’s (disabled), only the donor’s side is sent', async () => {
    const donation = bankDonation();
    const calls = stubApi({ '/api/campaignTransaction': () => ok(donation, MESSAGES.donationUpdated) });
    const { onClose } = renderForm({ donation });
    const form = await screen.findByRole('form', { name: 'Sửa khoản đóng góp' });

    expect(within(form).getByText(new RegExp(MESSAGES.donationBankFieldsLocked))).toBeTruthy();
    const amount = within(form).getByRole('textbox', { name: /Số tiền/ });
    expect(amount).toHaveProperty('disabled', true);
    expect(amount).toHaveProperty('value', '2.000.000');
    expect(within(form).getByRole('textbox', { name: /Mã giao dịch/ })).toHaveProperty('disabled', true);
    expect(
      within(form)
        .getByRole('button', { name: /Thời gian chuyển tiền/ })
        .hasAttribute('disabled'),
    ).toBe(true);

    const name = within(form).getByRole('textbox', { name: /Người đóng góp/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Trần Thị Bình');
    await userEvent.click(within(form).getByRole('switch', { name: /Ẩn danh/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Lưu thay đổi' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.query.get('id')).toBe(donation.id);
    expect(put?.body).toEqual({
      donorName: 'Trần Thị Bình',
      anonymous: false,
      note: 'NHATHO26 TRAN THI BINH',
      version: 1,
    });
  });
});
