import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api.ts';
import { renderWithProviders } from '../test/render.tsx';
import { isStaleWrite, StaleVersionAlert } from './StaleVersionAlert.tsx';

describe('StaleVersionAlert', () => {
  it('shows the title and the message, and the reload button calls back', async () => {
    const onReload = vi.fn();
    renderWithProviders(<StaleVersionAlert message="Bản ghi đã được người khác sửa." onReload={onReload} />);
    expect(await screen.findByText('Dữ liệu đã thay đổi')).toBeTruthy();
    expect(screen.getByText('Bản ghi đã được người khác sửa.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Tải lại dữ liệu mới nhất' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('offers no reload button without a callback', async () => {
    renderWithProviders(<StaleVersionAlert message="Bản ghi đã được người khác sửa." />);
    expect(await screen.findByText('Dữ liệu đã thay đổi')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tải lại dữ liệu mới nhất' })).toBeNull();
  });
});

describe('isStaleWrite', () => {
  it('is a 409 that names no field', () => {
    expect(isStaleWrite(new ApiError('Đã có người sửa.', 409))).toBe(true);
    expect(isStaleWrite(new ApiError('Trùng.', 409, [{ field: 'slug', message: 'Trùng.' }]))).toBe(false);
    expect(isStaleWrite(new ApiError('Lỗi.', 400))).toBe(false);
    expect(isStaleWrite(new Error('x'))).toBe(false);
    expect(isStaleWrite(undefined)).toBe(false);
  });

  it('is not a 409 whose message belongs to a field', () => {
    expect(isStaleWrite(new ApiError('Đường dẫn đã được dùng.', 409), ['Đường dẫn đã được dùng.'])).toBe(
      false,
    );
    expect(isStaleWrite(new ApiError('Đã có người sửa.', 409), ['Đường dẫn đã được dùng.'])).toBe(true);
  });
});
