import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { MemberSettingsPage } from './MemberSettingsPage.tsx';

afterEach(() => sessionStore.clear());

describe('MemberSettingsPage', () => {
  it('shows the member’s own account read-only and leads to the settings pages', async () => {
    sessionStore.signIn({
      user: {
        id: 'u2',
        name: 'Trần Thị Bình',
        username: 'binh',
        email: 'binh@example.com',
        role: 'user',
        status: 'active',
        domain: 'demo',
        emailVerified: true,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
        version: 1,
      },
      clan: { _id: 'c1', clanName: 'Họ Nguyễn — Làng Demo', domain: 'demo' },
      tokens: {
        access: { token: 'access-1', expires: '2026-01-01T00:30:00.000Z' },
        refresh: { token: 'refresh-1', expires: '2026-02-01T00:00:00.000Z' },
      },
    });
    renderWithProviders(<MemberSettingsPage />);

    const account = await screen.findByRole('region', { name: 'Thông tin tài khoản' });
    expect(within(account).getByText('Trần Thị Bình')).toBeTruthy();
    expect(within(account).getByText('@binh')).toBeTruthy();
    expect(within(account).getByText('binh@example.com')).toBeTruthy();
    expect(within(account).getByText('Thành viên')).toBeTruthy();
    expect(within(account).queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: /Danh mục bài viết/ }).getAttribute('href')).toBe(
      '/settings/ListCategory',
    );
    expect(screen.getByRole('link', { name: /Tài khoản ngân hàng/ }).getAttribute('href')).toBe(
      '/settings/ListBankAccount',
    );
    // Bank accounts work: the card no longer says they are coming.
    expect(screen.queryByText('Sắp có')).toBeNull();
  });
});
