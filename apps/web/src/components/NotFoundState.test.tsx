import { IconFileUnknown } from '@tabler/icons-react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api.ts';
import { renderRoutes } from '../test/render.tsx';
import { isMissingRecord, NotFoundState } from './NotFoundState.tsx';

describe('NotFoundState', () => {
  it('names what is missing and links back to its list', async () => {
    renderRoutes(
      [
        {
          path: '/admin/blogs/update/x',
          element: (
            <NotFoundState
              icon={<IconFileUnknown size={34} />}
              title="Không tìm thấy bài viết"
              description="Bài viết này không tồn tại, đã bị xóa hoặc đã đổi đường dẫn."
              back={{ to: '/admin/blogs', label: 'Về danh sách bài viết' }}
            />
          ),
        },
        { path: '/admin/blogs', element: <p>Danh sách</p> },
      ],
      '/admin/blogs/update/x',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Không tìm thấy bài viết' })).toBeTruthy();
    expect(screen.getByText('Bài viết này không tồn tại, đã bị xóa hoặc đã đổi đường dẫn.')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Về danh sách bài viết' }));
    expect(await screen.findByText('Danh sách')).toBeTruthy();
  });
});

describe('isMissingRecord', () => {
  it('is a 404 or a 400 from the API, not another failure', () => {
    expect(isMissingRecord(new ApiError('Không tìm thấy', 404))).toBe(true);
    expect(isMissingRecord(new ApiError('Dữ liệu không hợp lệ', 400))).toBe(true);
    expect(isMissingRecord(new ApiError('Lỗi máy chủ', 500))).toBe(false);
    expect(isMissingRecord(new ApiError('Dữ liệu đã thay đổi', 409))).toBe(false);
    expect(isMissingRecord(new Error('offline'))).toBe(false);
  });
});
