import { TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render.tsx';
import { useUnsavedChangesGuard } from './UnsavedChangesGuard.tsx';

function Editor() {
  const [text, setText] = useState('');
  const guard = useUnsavedChangesGuard(text !== '');
  return (
    <>
      {guard.dialog}
      <TextInput label="Tiêu đề" value={text} onChange={(event) => setText(event.currentTarget.value)} />
      <Link to="/other">Trang khác</Link>
    </>
  );
}

function renderEditor() {
  return renderRoutes(
    [
      { path: '/edit', element: <Editor /> },
      { path: '/other', element: <p>Trang khác đã mở</p> },
    ],
    '/edit',
  );
}

describe('useUnsavedChangesGuard', () => {
  it('lets a page with nothing unsaved go at once', async () => {
    renderEditor();
    await userEvent.click(screen.getByRole('link', { name: 'Trang khác' }));
    expect(await screen.findByText('Trang khác đã mở')).toBeTruthy();
  });

  it('asks before leaving unsaved work: “Ở lại trang” keeps it, “Rời trang” goes', async () => {
    const { router } = renderEditor();
    await userEvent.type(screen.getByRole('textbox', { name: 'Tiêu đề' }), 'Giỗ Tổ');
    await userEvent.click(screen.getByRole('link', { name: 'Trang khác' }));
    expect(await screen.findByText('Rời trang khi chưa lưu?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ở lại trang' }));
    expect(router.state.location.pathname).toBe('/edit');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Tiêu đề' }).value).toBe('Giỗ Tổ');

    await userEvent.click(screen.getByRole('link', { name: 'Trang khác' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Rời trang' }));
    expect(await screen.findByText('Trang khác đã mở')).toBeTruthy();
  });
});
