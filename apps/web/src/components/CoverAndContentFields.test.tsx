import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { CoverImagePanel, SummaryAndContentFields } from './CoverAndContentFields.tsx';

interface PostFields {
  summary: string;
  content: string;
  cover: string | null;
  plainCover: string;
}

function PostForm({ initial, onSave }: { initial: PostFields; onSave: (fields: PostFields) => void }) {
  const form = useForm<PostFields>({ defaultValues: initial });
  return (
    <form
      aria-label="Bài viết"
      onSubmit={form.handleSubmit((fields) => {
        if (!fields.summary) {
          form.setError('summary', { message: 'Hãy viết tóm tắt' });
          form.setError('cover', { message: 'Ảnh bìa chưa đúng' });
          return;
        }
        onSave(fields);
      })}
    >
      <SummaryAndContentFields
        control={form.control}
        summaryName="summary"
        summaryDescription="Hiện trong danh sách bài viết"
        contentName="content"
        contentLabel="Nội dung bài viết"
        contentPlaceholder="Viết nội dung…"
        contentHeight={200}
      />
      <CoverImagePanel
        control={form.control}
        name="cover"
        headingId="post-cover-title"
        label="Ảnh bìa bài viết"
        description="Ảnh buổi lễ"
      />
      <CoverImagePanel
        control={form.control}
        name="plainCover"
        emptyValue=""
        heading="Danh mục và ảnh bìa"
        headingId="post-details-title"
        label="Ảnh nhỏ"
        description="Ảnh thu nhỏ"
      >
        <p>Danh mục ở đây</p>
      </CoverImagePanel>
      <button type="submit">Lưu</button>
    </form>
  );
}

const INITIAL: PostFields = {
  summary: 'Mời con cháu về dự lễ.',
  content: '<p>Chương trình</p>',
  cover: 'https://example.vn/bia.jpg',
  plainCover: 'https://example.vn/nho.jpg',
};

describe('SummaryAndContentFields and CoverImagePanel', () => {
  it("show the form's values and save what is typed, cleared covers as the form keeps them", async () => {
    const onSave = vi.fn();
    renderWithProviders(<PostForm initial={INITIAL} onSave={onSave} />);

    const summary = screen.getByRole('textbox', { name: 'Tóm tắt' });
    expect(summary).toHaveProperty('value', 'Mời con cháu về dự lễ.');
    expect(screen.getByText('Hiện trong danh sách bài viết')).toBeTruthy();
    // The editor loads lazily; its text is the form's.
    const editor = await screen.findByRole('textbox', { name: 'Nội dung bài viết' }, { timeout: 5000 });
    expect(editor.textContent).toBe('Chương trình');

    // Each panel is a section named by its heading, with what the caller puts in it above the cover.
    expect(screen.getByRole('region', { name: 'Ảnh bìa' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Danh mục và ảnh bìa' }).textContent).toContain(
      'Danh mục ở đây',
    );
    expect(screen.getByRole('textbox', { name: 'Ảnh bìa bài viết' })).toHaveProperty(
      'value',
      'https://example.vn/bia.jpg',
    );

    await userEvent.clear(summary);
    await userEvent.type(summary, 'Lễ Giỗ Tổ');
    const removeImage = (field: string) =>
      within(screen.getByRole('group', { name: field })).getByRole('button', { name: 'Xóa ảnh' });
    await userEvent.click(removeImage('Ảnh bìa bài viết'));
    await userEvent.click(removeImage('Ảnh nhỏ'));
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      summary: 'Lễ Giỗ Tổ',
      content: '<p>Chương trình</p>',
      cover: null,
      plainCover: '',
    });
  });

  it("show the form's errors under their fields", async () => {
    renderWithProviders(<PostForm initial={{ ...INITIAL, summary: '' }} onSave={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Hãy viết tóm tắt')).toBeTruthy();
    expect(screen.getByText('Ảnh bìa chưa đúng')).toBeTruthy();
  });
});
