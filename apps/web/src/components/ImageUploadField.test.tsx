import { MAX_UPLOAD_BYTES, UPLOAD_ACCEPT } from '@giapha/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../lib/session.ts';
import { renderWithProviders } from '../test/render.tsx';
import { sampleUploadedFile, startUploadServer, type UploadServerStub } from '../test/upload-server-stub.ts';
import { ImageUploadField } from './ImageUploadField.tsx';

const TYPED = 'https://anh.example.vn/nha-tho-ho.jpg';

let server: UploadServerStub | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
  sessionStore.clear();
});

/** The field in a form that keeps its value, as react-hook-form's Controller does. */
function Harness({ initial, onChange }: { initial: string | null; onChange: (url: string | null) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <ImageUploadField
      label="Ảnh bìa"
      description="Ảnh hiện đầu bài viết"
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

function renderField(initial: string | null = null) {
  const onChange = vi.fn<(url: string | null) => void>();
  const view = renderWithProviders(<Harness initial={initial} onChange={onChange} />);
  const picker = view.container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!picker) throw new Error('no file input');
  return { ...view, onChange, picker };
}

function jpegFile(size = 2048, name = 'gio-to.jpg') {
  return new File([new Uint8Array(size).fill(7)], name, { type: 'image/jpeg' });
}

describe('ImageUploadField', () => {
  it('shows the label, the address, a preview of the uploaded copy and a way to remove it', async () => {
    const { onChange } = renderField(sampleUploadedFile.url);
    const input = await screen.findByRole('textbox', { name: /Ảnh bìa/ });
    expect(input).toHaveProperty('value', sampleUploadedFile.url);
    expect(screen.getByText('Ảnh hiện đầu bài viết')).toBeTruthy();
    // The 480 px copy, not the 2048 px original.
    expect(screen.getByRole('img', { name: 'Ảnh bìa xem trước' }).getAttribute('src')).toBe(
      sampleUploadedFile.url.replace('.webp', '-480.webp'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Xóa ảnh' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input).toHaveProperty('value', '');
    expect(screen.queryByRole('img', { name: 'Ảnh bìa xem trước' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Xóa ảnh' })).toBeNull();
  });

  it('takes an address typed or pasted by hand', async () => {
    const { onChange } = renderField();
    const input = await screen.findByRole('textbox', { name: /Ảnh bìa/ });
    fireEvent.change(input, { target: { value: TYPED } });
    expect(onChange).toHaveBeenLastCalledWith(TYPED);
    expect(screen.getByRole('img', { name: 'Ảnh bìa xem trước' }).getAttribute('src')).toBe(TYPED);
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('picks only the image types the server takes, its buttons grouped under the label', () => {
    const { picker } = renderField();
    expect(picker.accept).toBe(UPLOAD_ACCEPT);
    const group = screen.getByRole('group', { name: 'Ảnh bìa' });
    expect(within(group).getByRole('button', { name: 'Tải ảnh lên' })).toBeTruthy();
  });

  it('uploads the picked file with a progress bar, then uses its address', async () => {
    sessionStore.setTokens('ma-truy-cap', 'ma-lam-moi');
    server = await startUploadServer(() => ({
      status: 201,
      body: { success: true, data: { file: sampleUploadedFile } },
      delay: 'hold',
    }));
    const { onChange, picker } = renderField(TYPED);
    await userEvent.upload(picker, jpegFile());

    expect(await screen.findByRole('progressbar', { name: 'Đang tải ảnh lên' })).toBeTruthy();
    expect(screen.getByText(/Đang tải ảnh lên… \d+%/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tải ảnh lên' }).hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(server?.received).toHaveLength(1));
    expect(server?.received[0]).toMatchObject({
      field: 'image',
      filename: 'gio-to.jpg',
      authorization: 'Bearer ma-truy-cap',
    });
    expect(server?.received[0]?.bytes.length).toBe(2048);

    server?.release();
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(sampleUploadedFile.url));
    expect(screen.getByRole('textbox', { name: /Ảnh bìa/ })).toHaveProperty('value', sampleUploadedFile.url);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's reason in Vietnamese and keeps the current image", async () => {
    server = await startUploadServer(() => ({
      status: 415,
      body: { success: false, message: 'Chỉ nhận ảnh JPEG, PNG, WebP, GIF hoặc HEIC' },
    }));
    const { onChange, picker } = renderField(TYPED);
    await userEvent.upload(picker, jpegFile(100, 'ghi-chu.jpg'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Chỉ nhận ảnh JPEG, PNG, WebP, GIF hoặc HEIC',
    );
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Ảnh bìa/ })).toHaveProperty('value', TYPED);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("says 'Không nhận được URL từ server' when the answer has no address", async () => {
    server = await startUploadServer(() => ({ status: 201, body: { success: true, data: {} } }));
    const { onChange, picker } = renderField();
    await userEvent.upload(picker, jpegFile());
    expect((await screen.findByRole('alert')).textContent).toBe('Không nhận được URL từ server');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a file over 15 MB at once', async () => {
    server = await startUploadServer(() => ({
      status: 201,
      body: { success: true, data: { file: sampleUploadedFile } },
    }));
    const { picker } = renderField();
    await userEvent.upload(picker, jpegFile(MAX_UPLOAD_BYTES + 1, 'qua-lon.jpg'));
    expect((await screen.findByRole('alert')).textContent).toBe('Ảnh quá lớn: tối đa 15 MB');
    expect(server.received).toHaveLength(0);
  });

  it('can cancel an upload on its way', async () => {
    server = await startUploadServer(() => ({
      status: 201,
      body: { success: true, data: { file: sampleUploadedFile } },
      delay: 'hold',
    }));
    const { onChange, picker } = renderField();
    await userEvent.upload(picker, jpegFile());
    await userEvent.click(await screen.findByRole('button', { name: 'Hủy tải lên' }));
    expect(screen.queryByRole('progressbar')).toBeNull();
    server.release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
