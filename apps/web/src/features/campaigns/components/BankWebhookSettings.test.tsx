import { MESSAGES } from '@giapha/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../lib/toast.ts';
import { stubApi } from '../../../test/api-stub.ts';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { BankWebhookSettings } from './BankWebhookSettings.tsx';
import { ok } from './ledger.testing.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.clear();
});

const WEBHOOK_URL = 'https://ho-nguyen.example.vn/api/webhooks/bank?domain=ho-nguyen';

function renderSettings() {
  return renderAdminRoutes([{ path: '/', element: <BankWebhookSettings transferCode="NHATHO26" /> }], '/');
}

describe('BankWebhookSettings', () => {
  it('shows the address and the secret (hidden until revealed), how to sign, and an example body', async () => {
    stubApi({ '/api/webhooks/bank/secret': () => ok({ secret: 'khoa-cu-123', url: WEBHOOK_URL }) });
    renderSettings();

    const address = await screen.findByRole('textbox', { name: 'Địa chỉ nhận báo có (webhook)' });
    expect(address).toHaveProperty('value', WEBHOOK_URL);
    const secret = screen.getByLabelText(/^Khóa bí mật/);
    expect(secret.getAttribute('type')).toBe('password');
    expect(secret).toHaveProperty('value', 'khoa-cu-123');
    await userEvent.click(screen.getByRole('button', { name: 'Hiện khóa bí mật' }));
    expect(secret.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Sao chép khóa bí mật' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sao chép địa chỉ' })).toBeTruthy();

    expect(screen.getByText('x-signature: sha256=<chữ ký>')).toBeTruthy();
    const example = screen.getByLabelText('Ví dụ nội dung JSON');
    const body: unknown = JSON.parse(example.textContent ?? '');
    expect(body).toMatchObject({ amount: 500000, description: 'NHATHO26 NGUYEN VAN AN CONG DUC' });
    expect(screen.getByLabelText('Ví dụ ký và gửi').textContent).toContain(WEBHOOK_URL);
  });

  it('“Tạo khóa mới” asks first, then shows the new secret', async () => {
    let secret = 'khoa-cu-123';
    const calls = stubApi({
      '/api/webhooks/bank/secret': (call) => {
        if (call.method === 'POST') {
          secret = 'khoa-moi-456';
          return ok({ secret, url: WEBHOOK_URL }, MESSAGES.webhookSecretRotated);
        }
        return ok({ secret, url: WEBHOOK_URL });
      },
    });
    renderSettings();

    await userEvent.click(await screen.findByRole('button', { name: 'Tạo khóa mới' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tạo khóa bí mật mới' });
    expect(within(dialog).getByText(/Khóa hiện tại sẽ ngừng hoạt động ngay/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tạo khóa mới' }));

    await waitFor(() =>
      expect(screen.getByLabelText(/^Khóa bí mật/)).toHaveProperty('value', 'khoa-moi-456'),
    );
    expect(screen.getByLabelText(/^Khóa bí mật/).getAttribute('type')).toBe('text');
    expect(toastStore.get().map((t) => t.summary)).toContain(MESSAGES.webhookSecretRotated);
  });

  it('a failed load offers to try again', async () => {
    stubApi({
      '/api/webhooks/bank/secret': () => ({ status: 403, body: { success: false, message: 'Forbidden' } }),
    });
    renderSettings();
    expect(await screen.findByText('Không tải được địa chỉ và khóa bí mật')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeTruthy();
  });
});
