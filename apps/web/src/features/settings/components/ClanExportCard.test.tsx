import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../lib/toast.ts';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { ClanExportCard } from './ClanExportCard.tsx';

/** The server's answer to GET /api/clan-export, recording what the page sent. */
function stubExport(answer: () => Response) {
  const calls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      calls.push(new URL(input, 'http://localhost'));
      return answer();
    }),
  );
  return calls;
}

function renderCard() {
  return renderAdminRoutes([{ path: '/admin/settings', element: <ClanExportCard /> }], '/admin/settings');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toastStore.clear();
});

describe('ClanExportCard', () => {
  it('downloads the clan’s archive under the server’s file name', async () => {
    const calls = stubExport(
      () =>
        new Response(new Uint8Array([0x1f, 0x8b, 8, 0, 1, 2, 3]), {
          status: 200,
          headers: {
            'content-type': 'application/gzip',
            'content-disposition': 'attachment; filename="giapha-demo-20261126.tar.gz"',
          },
        }),
    );
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:ban-sao');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Tải bản sao dữ liệu dòng họ' }));
    await waitFor(() => expect(clicked).toEqual(['giapha-demo-20261126.tar.gz']));
    expect(calls[0]?.pathname).toBe('/api/clan-export');
    expect(calls[0]?.searchParams.get('domain')).toBe('demo');
    expect(created).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Đã tải giapha-demo-20261126.tar.gz')).toBeTruthy();
  });

  it('shows the server’s message in an error toast when the download is refused', async () => {
    stubExport(
      () =>
        new Response(
          JSON.stringify({ success: false, message: 'Bạn không có quyền thực hiện thao tác này' }),
          {
            status: 403,
            headers: { 'content-type': 'application/json' },
          },
        ),
    );
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Tải bản sao dữ liệu dòng họ' }));
    expect(await screen.findByText('Bạn không có quyền thực hiện thao tác này')).toBeTruthy();
    expect(toastStore.get().map((toast) => toast.severity)).toEqual(['error']);
  });
});
