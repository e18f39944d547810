import type { PlaceRef } from '@giapha/contract';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type StubbedCall, stubApi } from '../../../test/api-stub.ts';
import { theme } from '../../../test/render.tsx';
import { samplePlace as place } from '../places.testing.ts';
import { PlacePicker } from './PlacePicker.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const HANH_THIEN = place({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Hành Thiện, Xuân Trường, Nam Định',
  oldName: 'Hà Nam Ninh',
  latitude: 20.25,
  longitude: 106.33,
  usage: 12,
});
const NAM_DINH = place({ id: '22222222-2222-4222-8222-222222222222', name: 'Nam Định', usage: 3 });

function Harness({
  initial = null,
  onPick,
}: {
  initial?: PlaceRef | null;
  onPick: (p: PlaceRef | null) => void;
}) {
  const [value, setValue] = useState<PlaceRef | null>(initial);
  return (
    <PlacePicker
      label="Nơi sinh"
      description="Không bắt buộc"
      value={value}
      onChange={(next) => {
        setValue(next);
        onPick(next);
      }}
    />
  );
}

/**
 * The picker alone. Mantine's test environment: happy-dom lays nothing out, so outside it the list
 * under the field would count as detached from it and stay hidden.
 */
function renderWithProviders(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
}

function searchesFor(calls: StubbedCall[], term: string) {
  return calls.filter((call) => call.path === '/api/places' && call.query.get('search') === term);
}

describe('PlacePicker', () => {
  it('searches the clan’s places as you type and picks one with the mouse', async () => {
    const calls = stubApi({
      '/api/places': (call) => ({
        status: 200,
        body: {
          success: true,
          data: call.query.get('search') ? [HANH_THIEN, NAM_DINH] : [HANH_THIEN],
          total: 2,
        },
      }),
    });
    const onPick = vi.fn();
    renderWithProviders(<Harness onPick={onPick} />);

    const input = screen.getByRole('combobox', { name: /Nơi sinh/ });
    await userEvent.type(input, 'nam dinh');
    await waitFor(() => expect(searchesFor(calls, 'nam dinh')).toHaveLength(1));
    expect(searchesFor(calls, 'nam dinh')[0]?.query.get('sort')).toBe('usage');
    expect(await screen.findByText('tên cũ: Hà Nam Ninh · Dùng cho 12 mục')).toBeTruthy();
    expect(screen.getByText('Dùng cho 3 mục')).toBeTruthy();

    await userEvent.click(screen.getByRole('option', { name: /^Nam Định/ }));
    expect(onPick).toHaveBeenLastCalledWith({
      id: NAM_DINH.id,
      name: 'Nam Định',
      oldName: null,
      latitude: null,
      longitude: null,
    });
    expect(input).toHaveProperty('value', 'Nam Định');
  });

  it('works with the keyboard: arrows move, Enter picks; the old name shows under the field', async () => {
    stubApi({
      '/api/places': () => ({ status: 200, body: { success: true, data: [NAM_DINH, HANH_THIEN], total: 2 } }),
    });
    const onPick = vi.fn();
    renderWithProviders(<Harness onPick={onPick} />);

    const input = screen.getByRole('combobox', { name: /Nơi sinh/ });
    await userEvent.type(input, 'nam');
    await screen.findByRole('option', { name: /Hành Thiện/ });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenLastCalledWith(expect.objectContaining({ id: HANH_THIEN.id }));
    expect(input).toHaveProperty('value', HANH_THIEN.name);
    expect(screen.getByText('Không bắt buộc — Tên cũ: Hà Nam Ninh')).toBeTruthy();
  });

  it('makes a place not found on the fly with «Thêm địa danh "…"»', async () => {
    const made = place({ id: '33333333-3333-4333-8333-333333333333', name: 'Quần Phương, Hải Hậu' });
    const calls = stubApi({
      '/api/places': () => ({ status: 200, body: { success: true, data: [NAM_DINH], total: 1 } }),
      '/api/place': () => ({ status: 201, body: { success: true, data: made, message: 'Đã thêm địa danh' } }),
    });
    const onPick = vi.fn();
    renderWithProviders(<Harness onPick={onPick} />);

    const input = screen.getByRole('combobox', { name: /Nơi sinh/ });
    await userEvent.type(input, 'Quần Phương ,Hải Hậu');
    await userEvent.click(
      await screen.findByRole('option', { name: 'Thêm địa danh "Quần Phương, Hải Hậu"' }),
    );
    await waitFor(() => expect(onPick).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Quần Phương, Hải Hậu' });
    expect(onPick).toHaveBeenLastCalledWith(expect.objectContaining({ id: made.id, name: made.name }));
    expect(input).toHaveProperty('value', 'Quần Phương, Hải Hậu');
  });

  it('does not offer to add a name already listed, and says when nothing matches', async () => {
    stubApi({
      '/api/places': (call) => ({
        status: 200,
        body: { success: true, data: call.query.get('search') === 'nam định' ? [NAM_DINH] : [], total: 0 },
      }),
    });
    renderWithProviders(<Harness onPick={vi.fn()} />);
    const input = screen.getByRole('combobox', { name: /Nơi sinh/ });
    await userEvent.click(input);
    expect(await screen.findByText('Chưa có địa danh nào khớp')).toBeTruthy();
    await userEvent.type(input, 'nam định');
    await screen.findByRole('option', { name: /Nam Định/ });
    expect(screen.queryByRole('option', { name: /Thêm địa danh/ })).toBeNull();
  });

  it('shows why a place could not be made', async () => {
    stubApi({
      '/api/places': () => ({ status: 200, body: { success: true, data: [], total: 0 } }),
      '/api/place': () => ({
        status: 403,
        body: { success: false, message: 'Bạn không có quyền thực hiện thao tác này' },
      }),
    });
    renderWithProviders(<Harness onPick={vi.fn()} />);
    await userEvent.type(screen.getByRole('combobox', { name: /Nơi sinh/ }), 'Huế');
    await userEvent.click(await screen.findByRole('option', { name: 'Thêm địa danh "Huế"' }));
    expect(await screen.findByText('Bạn không có quyền thực hiện thao tác này')).toBeTruthy();
  });

  it('clears the chosen place', async () => {
    stubApi({ '/api/places': () => ({ status: 200, body: { success: true, data: [], total: 0 } }) });
    const onPick = vi.fn();
    renderWithProviders(<Harness initial={HANH_THIEN} onPick={onPick} />);
    expect(screen.getByRole('combobox', { name: /Nơi sinh/ })).toHaveProperty('value', HANH_THIEN.name);
    await userEvent.click(screen.getByRole('button', { name: 'Bỏ chọn địa danh' }));
    expect(onPick).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('combobox', { name: /Nơi sinh/ })).toHaveProperty('value', '');
  });
});
