import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/Toaster.tsx';
import { toastStore } from '../../../lib/toast.ts';
import { demoSetting, type StubbedCall, stubApi } from '../../../test/api-stub.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { RegisterPage, suggestClanDomain } from './RegisterPage.tsx';

const DOMAIN_TAKEN = 'Tên miền này đã được dòng họ khác sử dụng';

function renderRegister() {
  return renderRoutes(
    [
      {
        path: '/auth/register',
        element: (
          <>
            <RegisterPage />
            <Toaster />
          </>
        ),
      },
      { path: '/auth/registration-success', element: <p>Đã đăng ký</p> },
    ],
    '/auth/register',
  );
}

async function fillForm(domain: string) {
  await userEvent.type(screen.getByLabelText('Tên dòng họ'), 'Họ Trần làng Đông Ngạc');
  // The name suggested a domain: this one is typed over it.
  await userEvent.clear(screen.getByLabelText(/^Tên miền/));
  await userEvent.type(screen.getByLabelText(/^Tên miền/), domain);
  await userEvent.type(screen.getByLabelText('Họ và tên'), 'Trần Văn Trưởng');
  await userEvent.type(screen.getByLabelText(/^Tên đăng nhập/), 'truongtoc');
  await userEvent.type(screen.getByLabelText('Email'), 'truongtoc@example.com');
  await userEvent.type(screen.getByLabelText(/^Mật khẩu/), 'mat-khau-truong-toc');
  await userEvent.type(screen.getByLabelText('Nhập lại mật khẩu'), 'mat-khau-truong-toc');
}

/** `/api/public/setting?domain=…` answers 200 for `taken` only: the register page's availability check. */
function settingFor(taken: string) {
  return (call: StubbedCall) =>
    call.query.get('domain') === taken
      ? demoSetting
      : { status: 404, body: { success: false, message: 'Not Found' } };
}

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.clear();
});

describe('RegisterPage', () => {
  it('puts a 409’s errors array under the domain field and toasts “Đăng ký thất bại”', async () => {
    const calls = stubApi({
      '/api/public/setting': settingFor('nobody'),
      '/api/auth/register': () => ({
        status: 409,
        body: { success: false, message: DOMAIN_TAKEN, errors: [{ field: 'domain', message: DOMAIN_TAKEN }] },
      }),
    });
    renderRegister();
    // Typed in capitals: the field keeps domains lowercase.
    await fillForm('Ho-Tran');
    await userEvent.click(screen.getByRole('button', { name: 'Đăng ký dòng họ' }));

    const domainInput = screen.getByLabelText(/^Tên miền/);
    await waitFor(() => expect(domainInput.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(DOMAIN_TAKEN).some((node) => !node.closest('[role="alert"]'))).toBe(true);
    const toast = await screen.findByRole('alert', { name: 'Lỗi' });
    expect(within(toast).getByText('Đăng ký thất bại')).toBeTruthy();
    expect(within(toast).getByText(DOMAIN_TAKEN)).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/auth/register')?.body).toEqual({
      clanName: 'Họ Trần làng Đông Ngạc',
      domain: 'ho-tran',
      name: 'Trần Văn Trưởng',
      username: 'truongtoc',
      email: 'truongtoc@example.com',
      password: 'mat-khau-truong-toc',
    });
  }, 20_000);

  it('checks the domain while it is typed, and says when another clan has it', async () => {
    const calls = stubApi({ '/api/public/setting': settingFor('ho-nguyen') });
    renderRegister();
    await userEvent.type(screen.getByLabelText(/^Tên miền/), 'ho-nguyen');
    expect(await screen.findByText(DOMAIN_TAKEN, undefined, { timeout: 5000 })).toBeTruthy();
    // One check for the finished word, not one per keystroke.
    const checks = calls.filter((call) => call.path === '/api/public/setting');
    expect(checks.map((call) => call.query.get('domain'))).toEqual(['ho-nguyen']);

    await userEvent.clear(screen.getByLabelText(/^Tên miền/));
    await userEvent.type(screen.getByLabelText(/^Tên miền/), 'ho-nguyen-2');
    expect(await screen.findByText('Tên miền có thể sử dụng', undefined, { timeout: 5000 })).toBeTruthy();
  }, 20_000);

  it('asks for the same password twice', async () => {
    stubApi({ '/api/public/setting': settingFor('nobody') });
    renderRegister();
    await userEvent.type(screen.getByLabelText(/^Mật khẩu/), 'mat-khau-mot');
    await userEvent.type(screen.getByLabelText('Nhập lại mật khẩu'), 'mat-khau-hai');
    await userEvent.click(screen.getByRole('button', { name: 'Đăng ký dòng họ' }));
    expect(await screen.findByText('Mật khẩu nhập lại không khớp')).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập tên dòng họ')).toBeTruthy();
  }, 20_000);

  it('suggests the domain from the clan name and checks it while the name is typed', async () => {
    const calls = stubApi({ '/api/public/setting': settingFor('ho-nguyen-dinh') });
    renderRegister();
    const domainInput = screen.getByLabelText<HTMLInputElement>(/^Tên miền/);
    await userEvent.type(screen.getByLabelText('Tên dòng họ'), 'Họ Nguyễn Đình');
    expect(domainInput.value).toBe('ho-nguyen-dinh');
    expect(screen.getByText(/Gợi ý từ tên dòng họ, bạn có thể sửa/)).toBeTruthy();
    // Taken: the message says so and how to make it one's own.
    expect(
      await screen.findByText(
        'Tên miền này đã được dòng họ khác sử dụng. Hãy thêm tên làng hoặc tên chi, ví dụ ho-nguyen-phu-xuan',
        undefined,
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Tên dòng họ'), ' Hà Tĩnh');
    expect(domainInput.value).toBe('ho-nguyen-dinh-ha-tinh');
    expect(await screen.findByText('Tên miền có thể sử dụng', undefined, { timeout: 5000 })).toBeTruthy();
    // Debounced: the finished names are checked, not every keystroke (22 of them).
    const checked = calls
      .filter((call) => call.path === '/api/public/setting')
      .map((c) => c.query.get('domain'));
    expect(checked).toContain('ho-nguyen-dinh');
    expect(checked.at(-1)).toBe('ho-nguyen-dinh-ha-tinh');
    expect(checked.length).toBeLessThan(6);
  }, 20_000);

  it('keeps a domain the user typed when the name changes afterwards', async () => {
    stubApi({ '/api/public/setting': settingFor('nobody') });
    renderRegister();
    const domainInput = screen.getByLabelText<HTMLInputElement>(/^Tên miền/);
    await userEvent.type(domainInput, 'nha-tho-ho-le');
    await userEvent.type(screen.getByLabelText('Tên dòng họ'), 'Họ Lê');
    expect(domainInput.value).toBe('nha-tho-ho-le');
    // Emptied, it follows the name again.
    await userEvent.clear(domainInput);
    await userEvent.type(screen.getByLabelText('Tên dòng họ'), ' Văn');
    expect(domainInput.value).toBe('ho-le-van');
  });
});

describe('suggestClanDomain', () => {
  it('folds Vietnamese and hyphenates, within 40 characters', () => {
    expect(suggestClanDomain('Họ Nguyễn Đình')).toBe('ho-nguyen-dinh');
    expect(suggestClanDomain('  Dòng họ Trần — làng Đông Ngạc! ')).toBe('dong-ho-tran-lang-dong-ngac');
    expect(suggestClanDomain('Họ Nguyễn Phúc tộc ở làng Kim Long, thành phố Huế xưa')).toBe(
      'ho-nguyen-phuc-toc-o-lang-kim-long-thanh',
    );
  });

  it('suggests nothing unusable', () => {
    expect(suggestClanDomain('Lê')).toBe('');
    expect(suggestClanDomain('www')).toBe('');
    expect(suggestClanDomain('!!!')).toBe('');
  });
});
