import { type ImportResult, type ImportSheet, importDonationsBody, MESSAGES } from '@giapha/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../lib/toast.ts';
import { stubApi } from '../../../test/api-stub.ts';
import { FakeUpload, stubUploads } from '../../../test/fake-xhr.ts';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { ImportWizard } from './ImportWizard.tsx';
import { CAMPAIGN_ID, ok } from './ledger.testing.ts';

beforeEach(() => {
  stubUploads();
});

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.clear();
});

const CSV = [
  'Ngày giao dịch,Số tiền,Nội dung,Mã GD',
  '05/03/2026 09:30,500000,NHATHO26 NGUYEN VAN AN,FT001',
  '05/03/2026 10:00,200000,NHATHO26 TRAN THI BINH,FT002',
  '06/03/2026 08:00,-50000,PHI SMS,FT003',
].join('\n');

const sheet: ImportSheet = {
  fileName: 'sao-ke-thang-3.csv',
  headers: ['Ngày giao dịch', 'Số tiền', 'Nội dung', 'Mã GD'],
  rows: [
    ['05/03/2026 09:30', '500000', 'NHATHO26 NGUYEN VAN AN', 'FT001'],
    ['05/03/2026 10:00', '200000', 'NHATHO26 TRAN THI BINH', 'FT002'],
    ['06/03/2026 08:00', '-50000', 'PHI SMS', 'FT003'],
  ],
  suggestedMapping: { paidAt: 0, amount: 1, note: 2, reference: 3 },
};

function outcome(): ImportResult {
  return {
    rows: [
      {
        index: 0,
        status: 'new',
        reason: null,
        paidAt: '2026-03-05T02:30:00.000Z',
        amount: 500_000,
        note: 'NHATHO26 NGUYEN VAN AN',
        donorName: null,
        reference: 'FT001',
      },
      {
        index: 1,
        status: 'duplicate',
        reason: MESSAGES.donationReferenceTaken,
        paidAt: '2026-03-05T03:00:00.000Z',
        amount: 200_000,
        note: 'NHATHO26 TRAN THI BINH',
        donorName: null,
        reference: 'FT002',
      },
      {
        index: 2,
        status: 'skipped',
        reason: 'Tiền ra khỏi tài khoản',
        paidAt: '2026-03-06T01:00:00.000Z',
        amount: -50_000,
        note: 'PHI SMS',
        donorName: null,
        reference: 'FT003',
      },
    ],
    imported: 1,
    duplicates: 1,
    skipped: 1,
    invalid: 0,
    importedAmount: 500_000,
  };
}

function renderWizard() {
  return renderAdminRoutes(
    [{ path: '/', element: <ImportWizard campaignId={CAMPAIGN_ID} transferCode="NHATHO26" /> }],
    '/',
  );
}

function lastUpload(): FakeUpload {
  const upload = FakeUpload.sent.at(-1);
  if (!upload) throw new Error('nothing was uploaded');
  return upload;
}

describe('ImportWizard', () => {
  it('uploads a statement, maps its columns, previews the rows, then imports the new ones', async () => {
    const calls = stubApi({
      '/api/campaignTransactions/import': (call) => {
        const body = importDonationsBody.parse(call.body);
        return ok(outcome(), body.dryRun ? undefined : MESSAGES.importDone.replace('{count}', '1'));
      },
    });
    renderWizard();

    const file = new File([CSV], 'sao-ke-thang-3.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('Tệp sao kê'), file);
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    const upload = lastUpload();
    expect(upload.method).toBe('POST');
    expect(upload.url).toContain('/api/campaignTransactions/import/preview');
    const sentFile = upload.body?.get('file');
    expect(sentFile instanceof File ? sentFile.name : null).toBe('sao-ke-thang-3.csv');
    expect(sentFile instanceof File ? await sentFile.text() : null).toBe(CSV);

    act(() => upload.progress(0.5));
    expect(screen.getByRole('progressbar', { name: 'Tiến độ tải lên' }).getAttribute('aria-valuenow')).toBe(
      '50',
    );
    act(() => upload.respond(200, { success: true, data: sheet }));

    // Step 2: the columns guessed from the headers, the first rows under them.
    const paidAt = await screen.findByRole('combobox', { name: /Thời gian/ });
    expect(paidAt).toHaveProperty('value', 'Ngày giao dịch');
    expect(screen.getByRole('combobox', { name: /Số tiền/ })).toHaveProperty('value', 'Số tiền');
    expect(screen.getByRole('combobox', { name: /Mã giao dịch/ })).toHaveProperty('value', 'Mã GD');
    expect(screen.getByRole('combobox', { name: /Người chuyển/ })).toHaveProperty('value', '');
    const sample = screen.getByRole('table', { name: 'Những dòng đầu của tệp' });
    expect(within(sample).getByText('NHATHO26 NGUYEN VAN AN')).toBeTruthy();
    const onlyCode = screen.getByRole('switch', { name: /Chỉ nhận các dòng có mã chuyển khoản NHATHO26/ });
    expect(onlyCode).toHaveProperty('checked', true);

    await userEvent.click(screen.getByRole('button', { name: 'Xem trước' }));
    // Step 3: what each row would be, nothing saved yet.
    const counts = await screen.findByRole('group', { name: 'Kết quả đối chiếu' });
    expect(within(counts).getByText('Khoản mới').nextSibling?.textContent).toBe('1');
    expect(within(counts).getByText('Trùng (đã có trong sổ)').nextSibling?.textContent).toBe('1');
    expect(within(counts).getByText('Bỏ qua').nextSibling?.textContent).toBe('1');
    const rows = screen.getByRole('table', { name: 'Các dòng của sao kê' });
    expect(within(rows).getByText(MESSAGES.donationReferenceTaken)).toBeTruthy();
    expect(within(rows).getByText('Tiền ra khỏi tài khoản')).toBeTruthy();
    const preview = importDonationsBody.parse(calls.at(-1)?.body);
    expect(preview).toEqual({
      campaignId: CAMPAIGN_ID,
      mapping: { paidAt: 0, amount: 1, note: 2, reference: 3, donorName: null },
      rows: sheet.rows,
      onlyMatchingCode: true,
      dryRun: true,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Nhập 1 khoản mới' }));
    expect(await screen.findByText('Đã nhập sao kê')).toBeTruthy();
    const committed = importDonationsBody.parse(calls.at(-1)?.body);
    expect(committed.dryRun).toBe(false);
    expect(calls.filter((call) => call.path === '/api/campaignTransactions/import')).toHaveLength(2);
    expect(toastStore.get().map((t) => t.summary)).toContain('Đã nhập 1 khoản đóng góp');
    expect(screen.getByRole('button', { name: 'Nhập tệp khác' })).toBeTruthy();
  });

  it('the switch off sends onlyMatchingCode: false; a missing required column is said before sending', async () => {
    const calls = stubApi({ '/api/campaignTransactions/import': () => ok(outcome()) });
    renderWizard();
    await userEvent.upload(
      screen.getByLabelText('Tệp sao kê'),
      new File([CSV], 'a.csv', { type: 'text/csv' }),
    );
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    act(() =>
      lastUpload().respond(200, { success: true, data: { ...sheet, suggestedMapping: { amount: 1 } } }),
    );
    await userEvent.click(await screen.findByRole('switch', { name: /Chỉ nhận các dòng có mã/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Xem trước' }));
    expect(await screen.findByText('Vui lòng chọn cột')).toBeTruthy();
    expect(calls).toHaveLength(0);

    await userEvent.click(screen.getByRole('combobox', { name: /Thời gian/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ngày giao dịch' }));
    await userEvent.click(screen.getByRole('button', { name: 'Xem trước' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    const body = importDonationsBody.parse(calls[0]?.body);
    expect(body.onlyMatchingCode).toBe(false);
    expect(body.mapping).toEqual({ paidAt: 0, amount: 1, note: null, reference: null, donorName: null });
  });

  it('a file the server refuses says why (415, 413)', async () => {
    stubApi({});
    renderWizard();
    // Dropped rather than picked: the picker's filter does not apply.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Tệp sao kê'), new File(['%PDF'], 'sao-ke.pdf'));
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    act(() => lastUpload().respond(415, { success: false, message: MESSAGES.importFileInvalid }));
    expect(await screen.findByText(MESSAGES.importFileInvalid)).toBeTruthy();
    expect(screen.getByText('Tệp: sao-ke.pdf')).toBeTruthy();

    // Too large: said at once, before a byte is sent.
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'lon.xlsx');
    await user.upload(screen.getByLabelText('Tệp sao kê'), huge);
    expect(await screen.findByText(MESSAGES.importFileTooLarge.replace('{max}', '5'))).toBeTruthy();
    expect(FakeUpload.sent).toHaveLength(1);
  });
});
