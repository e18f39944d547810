import { IconFileUnknown } from '@tabler/icons-react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render.tsx';
import { NotFoundState } from './NotFoundState.tsx';

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
