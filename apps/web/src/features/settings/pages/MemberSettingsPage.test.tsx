import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session.ts';
import { stubApi } from '../../../test/api-stub.ts';
import { clearStubsAndToasts } from '../../../test/list-pages.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { sampleSession } from '../../../test/sessions.ts';
import { MemberSettingsPage } from './MemberSettingsPage.tsx';

afterEach(() => {
  sessionStore.clear();
  clearStubsAndToasts();
});

const notLinked = {
  status: 200,
  body: {
    success: true,
    data: { person: null, claim: null, kinshipRegion: null, clanKinshipRegion: 'north' },
  },
};

describe('MemberSettingsPage', () => {
  it('shows the member’s own account read-only and leads to the settings pages', async () => {
    sessionStore.signIn(
      sampleSession({
        id: 'u2',
        name: 'Trần Thị Bình',
        username: 'binh',
        email: 'binh@example.com',
        role: 'user',
      }),
    );
    stubApi({ '/api/me/person': () => notLinked });
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
    // Who they are in the tree (issue 23), and how kinship is said to them.
    expect(await screen.findByRole('region', { name: 'Tôi là ai trong gia phả' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Gửi yêu cầu' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Cách xưng hô' })).toBeTruthy();
    // Bank accounts work: the card no longer says they are coming.
    expect(screen.queryByText('Sắp có')).toBeNull();
  });
});
