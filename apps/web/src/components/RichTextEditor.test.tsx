import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdminRoutes } from '../test/render-admin.tsx';
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

describe('RichTextEditor', () => {
  it('loads the editor lazily, named for screen readers, with a Vietnamese toolbar', async () => {
    renderAdminRoutes(
      [{ path: '/', element: <Controlled initial="<p>Giỗ Tổ</p>" onChange={() => {}} /> }],
      '/',
    );
    const area = await screen.findByRole('textbox', { name: 'Nội dung bài viết' });
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
      await within(box).findByText('Địa chỉ ảnh phải bắt đầu bằng http://, https:// hoặc /'),
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
});
