import { UPLOAD_ACCEPT } from '@giapha/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminRoutes } from '../test/render-admin.tsx';
import { sampleUploadedFile, startUploadServer, type UploadServerStub } from '../test/upload-server-stub.ts';
import { RichTextEditor } from './RichTextEditor.tsx';

function Controlled({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        label="Nội dung bài viết"
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
        error={value ? undefined : 'Hãy viết nội dung'}
      />
      <button type="button" onClick={() => setValue('<p>Đặt lại</p>')}>
        Đặt lại
      </button>
    </>
  );
}

let uploads: UploadServerStub | undefined;
afterEach(async () => {
  await uploads?.close();
  uploads = undefined;
});

function photo() {
  return new File([new Uint8Array(512).fill(3)], 'nha-tho.jpg', { type: 'image/jpeg' });
}

describe('RichTextEditor', () => {
  it('loads the editor lazily, named for screen readers, with a Vietnamese toolbar', async () => {
    renderAdminRoutes(
      [{ path: '/', element: <Controlled initial="<p>Giỗ Tổ</p>" onChange={() => {}} /> }],
      '/',
    );
    // The editor's chunk is loaded (and, in a test run, compiled) on first use: give it time.
    const area = await screen.findByRole('textbox', { name: 'Nội dung bài viết' }, { timeout: 5000 });
    expect(area.textContent).toBe('Giỗ Tổ');
    for (const name of ['In đậm', 'Tiêu đề 2', 'Tiêu đề 3', 'Danh sách', 'Danh sách đánh số', 'Trích dẫn']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Chèn liên kết' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Chèn ảnh' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hoàn tác' })).toBeTruthy();
  });

  it('takes a new value from outside and reports edits', async () => {
    const onChange = vi.fn();
    renderAdminRoutes([{ path: '/', element: <Controlled initial="" onChange={onChange} /> }], '/');
    const area = await screen.findByRole('textbox', { name: 'Nội dung bài viết' });
    expect(area.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Đặt lại' }));
    await waitFor(() => expect(area.textContent).toBe('Đặt lại'));
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(area.getAttribute('aria-invalid')).toBeNull());
  });

  it('inserts an image from a web address and refuses other addresses', async () => {
    const onChange = vi.fn();
    renderAdminRoutes([{ path: '/', element: <Controlled initial="<p>Ảnh</p>" onChange={onChange} /> }], '/');
    await screen.findByRole('textbox', { name: 'Nội dung bài viết' });
    fireEvent.click(screen.getByRole('button', { name: 'Chèn ảnh' }));
    const box = await screen.findByRole('dialog');
    const address = within(box).getByLabelText('Địa chỉ ảnh');
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Chèn ảnh' }));
    expect(
      await within(box).findByText('Ảnh phải là ảnh đã tải lên hoặc một địa chỉ bắt đầu bằng https://'),
    ).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.change(address, { target: { value: 'https://example.vn/nha-tho.jpg' } });
    fireEvent.change(within(box).getByLabelText(/Mô tả ảnh/), { target: { value: 'Nhà thờ họ' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Chèn ảnh' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.stringContaining('<img src="https://example.vn/nha-tho.jpg" alt="Nhà thờ họ">'),
      ),
    );
  });

  it('uploads an image from the device and inserts it, showing progress', async () => {
    uploads = await startUploadServer(() => ({
      status: 201,
      body: { success: true, data: { file: sampleUploadedFile } },
      delay: 'hold',
    }));
    const onChange = vi.fn();
    const view = renderAdminRoutes(
      [{ path: '/', element: <Controlled initial="<p>Ảnh</p>" onChange={onChange} /> }],
      '/',
    );
    await screen.findByRole('textbox', { name: 'Nội dung bài viết' });
    expect(screen.getByRole('button', { name: 'Tải ảnh từ máy lên' })).toBeTruthy();
    const picker = view.container.querySelector<HTMLInputElement>('input[type="file"]');
    expect(picker?.accept).toBe(UPLOAD_ACCEPT);
    if (!picker) throw new Error('no file input');
    await userEvent.upload(picker, photo());
    expect(await screen.findByRole('progressbar', { name: 'Đang tải ảnh lên' })).toBeTruthy();
    await waitFor(() => expect(uploads?.received).toHaveLength(1));
    expect(uploads?.received[0]).toMatchObject({ field: 'image', filename: 'nha-tho.jpg' });

    uploads?.release();
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.stringContaining(`<img src="${sampleUploadedFile.url}">`),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it('says why an upload failed and inserts nothing', async () => {
    uploads = await startUploadServer(() => ({
      status: 413,
      body: { success: false, message: 'Ảnh quá lớn: tối đa 15 MB' },
    }));
    const onChange = vi.fn();
    const view = renderAdminRoutes(
      [{ path: '/', element: <Controlled initial="<p>Ảnh</p>" onChange={onChange} /> }],
      '/',
    );
    await screen.findByRole('textbox', { name: 'Nội dung bài viết' });
    const picker = view.container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!picker) throw new Error('no file input');
    await userEvent.upload(picker, photo());
    expect((await screen.findByRole('alert')).textContent).toBe('Ảnh quá lớn: tối đa 15 MB');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
