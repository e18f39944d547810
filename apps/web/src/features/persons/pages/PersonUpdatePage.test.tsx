import { MESSAGES, type Person } from '@giapha/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../lib/toast.ts';
import { type StubbedCall, stubApi } from '../../../test/api-stub.ts';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { samplePerson } from '../persons.testing.ts';
import { PersonUpdatePage } from './PersonUpdatePage.tsx';

const an = samplePerson({
  name: 'Nguyễn Văn An',
  generation: 3,
  biography: 'Ông là con trưởng.',
  version: 3,
});

function renderUpdatePage(id = an.id) {
  return renderAdminRoutes(
    [
      { path: '/admin/persons/update/:id', element: <PersonUpdatePage /> },
      { path: '/admin/persons', element: <p>Danh sách người trong gia phả</p> },
    ],
    `/admin/persons/update/${id}`,
  );
}

function versionSent(call: StubbedCall): unknown {
  return call.body && typeof call.body === 'object' && 'version' in call.body ? call.body.version : undefined;
}

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.clear();
});

describe('PersonUpdatePage', () => {
  it('an unknown person shows “Không tìm thấy người này trong gia phả” with a way back', async () => {
    stubApi({
      '/api/person': () => ({ status: 404, body: { success: false, message: MESSAGES.personNotFound } }),
    });
    renderUpdatePage();

    expect(await screen.findByRole('heading', { name: MESSAGES.personNotFound })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Về danh sách người trong gia phả' }));
    expect(await screen.findByText('Danh sách người trong gia phả')).toBeTruthy();
  });

  it('saves every field with the loaded version, toasts the server’s message and returns to the list', async () => {
    const calls = stubApi({
      '/api/person': (call) =>
        call.method === 'PUT'
          ? {
              status: 200,
              body: {
                success: true,
                message: MESSAGES.personUpdated,
                data: { ...an, biography: 'Ông là con trưởng, đỗ tú tài.', version: 4 },
              },
            }
          : { status: 200, body: { success: true, data: an } },
    });
    renderUpdatePage();

    const biography = await screen.findByRole('textbox', { name: 'Tiểu sử' });
    await waitFor(() => expect(biography).toHaveProperty('value', 'Ông là con trưởng.'));
    expect(screen.getByRole('link', { name: 'Người trong gia phả' }).getAttribute('href')).toBe(
      '/admin/persons',
    );
    await userEvent.clear(biography);
    await userEvent.type(biography, 'Ông là con trưởng, đỗ tú tài.');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));

    expect(await screen.findByText('Danh sách người trong gia phả')).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.query.get('id')).toBe(an.id);
    expect(put?.body).toMatchObject({
      name: 'Nguyễn Văn An',
      sex: 'male',
      generation: 3,
      ordinalNumber: 1,
      biography: 'Ông là con trưởng, đỗ tú tài.',
      deceased: false,
      version: 3,
    });
    const toast = screen.getByRole('status', { name: 'Thành công' });
    expect(within(toast).getByText(MESSAGES.personUpdated)).toBeTruthy();
  });

  it('a stale edit (409) shows the conflict message; after a reload the save carries the new version', async () => {
    let current: Person = an;
    const calls = stubApi({
      '/api/person': (call) => {
        if (call.method !== 'PUT') return { status: 200, body: { success: true, data: current } };
        if (versionSent(call) !== current.version) {
          return { status: 409, body: { success: false, message: MESSAGES.versionConflict } };
        }
        return { status: 200, body: { success: true, message: MESSAGES.personUpdated, data: current } };
      },
    });
    renderUpdatePage();

    const biography = await screen.findByRole('textbox', { name: 'Tiểu sử' });
    await waitFor(() => expect(biography).toHaveProperty('value', 'Ông là con trưởng.'));
    // Someone else saves the person meanwhile.
    current = { ...an, burialPlace: 'Nghĩa trang làng', version: 4 };
    await userEvent.type(biography, ' Đỗ tú tài.');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));

    const conflict = await screen.findByText('Dữ liệu đã thay đổi');
    const alert = conflict.closest('[role="alert"]');
    expect(alert?.textContent).toContain(MESSAGES.versionConflict);
    await userEvent.click(screen.getByRole('button', { name: 'Tải lại dữ liệu mới nhất' }));
    // The fresh burial place arrives; the admin's own edit of the biography stays.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Nơi an táng' })).toHaveProperty(
        'value',
        'Nghĩa trang làng',
      ),
    );
    expect(biography).toHaveProperty('value', 'Ông là con trưởng. Đỗ tú tài.');
    expect(screen.queryByText('Dữ liệu đã thay đổi')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await screen.findByText('Danh sách người trong gia phả')).toBeTruthy();
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts.map(versionSent)).toEqual([3, 4]);
    expect(puts[1]?.body).toMatchObject({ burialPlace: 'Nghĩa trang làng' });
  });

  it('deleting asks first, then calls DELETE /api/person/{id} and returns to the list', async () => {
    const calls = stubApi({
      '/api/person': () => ({ status: 200, body: { success: true, data: an } }),
      [`/api/person/${an.id}`]: () => ({
        status: 200,
        body: { success: true, message: MESSAGES.personDeleted },
      }),
    });
    renderUpdatePage();

    await userEvent.click(await screen.findByRole('button', { name: 'Xóa khỏi gia phả' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Nguyễn Văn An')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xóa' }));

    expect(await screen.findByText('Danh sách người trong gia phả')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/person/${an.id}`,
    ]);
  });
});
