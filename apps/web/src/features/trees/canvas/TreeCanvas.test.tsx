import { computeTreeLayout } from '@giapha/genealogy';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../../test/render.tsx';
import { measureElementsAsScreen } from '../../../test/screen-size.ts';
import type { CanvasTree } from '../model.ts';
import { TreeCanvas, type TreeCanvasProps } from './TreeCanvas.tsx';
import { sampleCanvasTree, smallFamily } from './trees.testing.ts';

// Every element measures as a 1000 × 700 screen, so the canvas sees a real viewport. happy-dom has a
// ResizeObserver that never fires (fine: sizes are read once on mount) and no 2D canvas context (the
// overview's painting is skipped; the mode and the mounted count are what is asserted).
measureElementsAsScreen();

function renderCanvas(tree: CanvasTree, props: Partial<TreeCanvasProps> = {}) {
  const layout = computeTreeLayout(tree);
  const view = render(
    <MantineProvider theme={theme} env="test">
      <TreeCanvas tree={tree} layout={layout} height={700} {...props} />
    </MantineProvider>,
  );
  const canvas = screen.getByTestId('tree-canvas');
  return { ...view, canvas };
}

function mounted(canvas: HTMLElement): number {
  return Number(canvas.getAttribute('data-mounted-nodes'));
}

function card(name: string): HTMLElement | null {
  return document.querySelector(`.react-flow__node[aria-label="${name}"]`);
}

describe('TreeCanvas', () => {
  it('draws a card per person with the name, the đời and the years', async () => {
    const { canvas } = renderCanvas(smallFamily());
    await waitFor(() => expect(mounted(canvas)).toBe(5));
    expect(canvas.getAttribute('data-mode')).toBe('nodes');
    const an = await waitFor(() => {
      const found = card('Nguyễn Văn An');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(within(an).getByText('Nguyễn Văn An')).toBeTruthy();
    expect(within(an).getByText('Đời 1')).toBeTruthy();
    expect(within(an).getByText('1900 – 1970')).toBeTruthy();
    const duc = card('Nguyễn Văn Đức')!;
    expect(within(duc).getByText('Đời 2')).toBeTruthy();
    expect(within(duc).getByText('1930')).toBeTruthy();
    // Default cards are 110 × 220: taller than 1.6 × their width, so the text runs in columns.
    expect(an.querySelector('[data-person-id]')?.className).toMatch(/vertical/);
    // Parent–child lines and the spouse link are drawn between mounted cards.
    expect(document.querySelectorAll('.react-flow__edge').length).toBe(4);
    expect(screen.getByRole('button', { name: 'Phóng to' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Thu nhỏ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vừa màn hình' })).toBeTruthy();
  });

  it('shows the initials, the birth order, dâu, the living and the deceased, and marks the member’s own card', async () => {
    const { canvas, unmount } = renderCanvas(smallFamily());
    await waitFor(() => expect(document.querySelectorAll('.react-flow__node')).toHaveLength(5));
    expect(mounted(canvas)).toBe(5);
    const duc = card('Nguyễn Văn Đức')!;
    expect(within(duc).getByText('NĐ')).toBeTruthy();
    expect(within(duc).getByText('Con trưởng')).toBeTruthy();
    expect(duc.querySelector('[title="Còn sống"]')).not.toBeNull();
    expect(card('Nguyễn Văn An')?.querySelector('[title="Đã mất"]')).not.toBeNull();
    expect(within(card('Nguyễn Thị Cúc')!).getByText('Con thứ hai')).toBeTruthy();
    expect(within(card('Trần Thị Bình')!).getByText('Dâu')).toBeTruthy();
    expect(document.body.textContent).not.toContain('Tôi');
    unmount();

    // The member's own person: the canvas opens on it, marked.
    renderCanvas(smallFamily(), { mePersonId: 'giang' });
    const me = await waitFor(() => {
      const found = card('Nguyễn Văn Giang');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(within(me).getByText('Tôi')).toBeTruthy();
    expect(me.querySelector('[data-person-id]')?.className).toMatch(/\bme\b|_me_/);
  });

  it('focuses on the selected person: their line stays clear, the rest fades, and it can be left', async () => {
    const user = userEvent.setup();
    const onHourglassChange = vi.fn();
    const { canvas } = renderCanvas(smallFamily(), { selectedPersonId: 'duc', onHourglassChange });
    await waitFor(() => expect(mounted(canvas)).toBe(5));
    await user.click(screen.getByRole('button', { name: 'Tập trung' }));
    expect(onHourglassChange).toHaveBeenLastCalledWith('duc');
    expect(await screen.findByText('Đang xem: Nguyễn Văn Đức')).toBeTruthy();
    await waitFor(() =>
      expect(card('Nguyễn Thị Cúc')?.querySelector('[data-person-id]')?.className).toMatch(/faded/),
    );
    expect(card('Nguyễn Văn Giang')?.querySelector('[data-person-id]')?.className).not.toMatch(/faded/);
    await user.click(screen.getByRole('button', { name: 'Bỏ tập trung' }));
    expect(onHourglassChange).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(screen.queryByText('Đang xem: Nguyễn Văn Đức')).toBeNull());
  });

  it('draws text and image decorations (skipping an invalid one) and reports a click on one', async () => {
    const onSelectDecor = vi.fn();
    const tree: CanvasTree = {
      ...smallFamily(),
      decorNodes: [
        {
          id: 'banner',
          type: 'text',
          x: 0,
          y: -120,
          data: { text: 'Gia phả họ Nguyễn', fontSize: 32, color: '#7a1f1f', background: '#fff4d6' },
        },
        {
          id: 'seal',
          type: 'image',
          x: 300,
          y: -140,
          width: 90,
          data: { url: '/seal.png', alt: 'Con dấu họ Nguyễn' },
        },
        { id: 'broken', type: 'text', x: 0, y: 0, data: { text: 42 } },
        { id: 'video', type: 'video', x: 0, y: 0, data: { url: '/a.mp4' } },
      ],
    };
    const { canvas } = renderCanvas(tree, { onSelectDecor, selectedDecorId: 'seal' });
    // The decorations are extra: the mounted person cards are counted as before.
    await waitFor(() => expect(mounted(canvas)).toBe(5));
    const banner = await screen.findByText('Gia phả họ Nguyễn');
    expect(banner.closest('[data-decor-id]')?.getAttribute('data-decor-id')).toBe('banner');
    const seal = screen.getByRole('img', { name: 'Con dấu họ Nguyễn' });
    expect(seal.getAttribute('src')).toBe('/seal.png');
    expect(seal.closest('[data-decor-id]')?.hasAttribute('data-selected')).toBe(true);
    expect(banner.closest('[data-decor-id]')?.hasAttribute('data-selected')).toBe(false);
    expect(document.querySelectorAll('[data-decor-id]')).toHaveLength(2);
    expect(document.querySelector('[data-decor-id="broken"]')).toBeNull();

    fireEvent.click(banner);
    expect(onSelectDecor).toHaveBeenLastCalledWith('banner');
  });

  it('finds a person typed without diacritics, selects and centres them', async () => {
    const onSelectPerson = vi.fn();
    const user = userEvent.setup();
    const { canvas } = renderCanvas(smallFamily(), { onSelectPerson });
    await waitFor(() => expect(mounted(canvas)).toBe(5));

    await user.type(screen.getByRole('textbox', { name: 'Tìm người trong cây' }), 'nguyen van duc');
    const option = await screen.findByRole('option', { name: 'Nguyễn Văn Đức' });
    // Only Đức matches all three words.
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await user.click(option);

    expect(onSelectPerson).toHaveBeenLastCalledWith('duc');
    await waitFor(() =>
      expect(card('Nguyễn Văn Đức')?.querySelector('[data-person-id]')?.className).toMatch(/selected/),
    );
    // The line from the ancestor to Đức is highlighted: An's card and the edge between them.
    expect(card('Nguyễn Văn An')?.querySelector('[data-person-id]')?.className).toMatch(/onLine/);
    expect(document.querySelector('.react-flow__edge.onLine')).not.toBeNull();
  });

  it('collapses a branch: the descendants disappear until it is expanded again', async () => {
    const user = userEvent.setup();
    const { canvas } = renderCanvas(smallFamily());
    await waitFor(() => expect(mounted(canvas)).toBe(5));

    // The branch buttons come with the measured cards, a moment after they mount on a busy machine.
    await user.click(
      await screen.findByRole('button', { name: 'Thu gọn nhánh của Nguyễn Văn Đức' }, { timeout: 5_000 }),
    );
    await waitFor(() => expect(card('Nguyễn Văn Giang')).toBeNull());
    expect(mounted(canvas)).toBe(4);
    expect(card('Nguyễn Văn Đức')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Thu gọn nhánh của Nguyễn Văn An' }));
    await waitFor(() => expect(mounted(canvas)).toBe(2));
    // Only An and his wife remain; the collapsed card says how many it hides.
    expect(card('Nguyễn Văn Đức')).toBeNull();
    expect(card('Trần Thị Bình')).not.toBeNull();
    const expand = screen.getByRole('button', { name: 'Mở rộng nhánh của Nguyễn Văn An' });
    expect(expand.textContent).toBe('3');

    await user.click(screen.getByRole('button', { name: /Mở rộng tất cả/ }));
    await waitFor(() => expect(mounted(canvas)).toBe(5));
    expect(card('Nguyễn Văn Giang')).not.toBeNull();
  });

  it('shows N generations from the selected person', async () => {
    const user = userEvent.setup();
    const { canvas } = renderCanvas(smallFamily(), { selectedPersonId: 'an' });
    await waitFor(() => expect(mounted(canvas)).toBe(5));

    await user.click(screen.getByRole('button', { name: 'Hiện số đời từ một người' }));
    const count = screen.getByRole('textbox', { name: 'Số đời hiển thị' });
    await user.clear(count);
    await user.type(count, '2');
    await user.click(screen.getByRole('button', { name: 'Hiện 2 đời' }));

    await waitFor(() => expect(mounted(canvas)).toBe(4));
    expect(card('Nguyễn Văn Giang')).toBeNull();
    expect(screen.getByText('2 đời từ Nguyễn Văn An')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Hiện toàn bộ cây' })[0]!);
    await waitFor(() => expect(mounted(canvas)).toBe(5));
  });

  it('marks persons with a split tree and opens it from the marker', async () => {
    const onOpenSplitTree = vi.fn();
    const onSelectPerson = vi.fn();
    const { canvas } = renderCanvas(smallFamily({ splitPersonIds: ['duc'] }), {
      onOpenSplitTree,
      onSelectPerson,
    });
    await waitFor(() => expect(mounted(canvas)).toBe(5));
    // The count can reach 5 a frame before React Flow draws the cards' content: wait for the marker.
    fireEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Mở cây gia phả tách của Nguyễn Văn Đức' },
        { timeout: 5_000 },
      ),
    );
    expect(onOpenSplitTree).toHaveBeenCalledWith('duc');
    // The marker is not a tap on the card.
    expect(onSelectPerson).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Mở cây gia phả tách của Nguyễn Văn An' })).toBeNull();
  });

  it('a tap on a card selects the person', async () => {
    const onSelectPerson = vi.fn();
    const { canvas } = renderCanvas(smallFamily(), { onSelectPerson });
    await waitFor(() => expect(mounted(canvas)).toBe(5));
    // The count can reach 5 a frame before React Flow gives the card its label: wait for the card itself.
    const cuc = await waitFor(() => {
      const found = card('Nguyễn Thị Cúc');
      if (!found) throw new Error('the card of Nguyễn Thị Cúc is not drawn yet');
      return found;
    });
    fireEvent.click(within(cuc).getByText('Nguyễn Thị Cúc'));
    expect(onSelectPerson).toHaveBeenLastCalledWith('cuc');
  });

  it('a 10,000-person tree mounts a window of cards, and zoomed out draws the overview with none', async () => {
    const tree = sampleCanvasTree(10_000, 25);
    const user = userEvent.setup();
    const { canvas } = renderCanvas(tree);
    // Opens on the ancestor at a reading zoom: only the cards around the view are mounted.
    await waitFor(() => expect(mounted(canvas)).toBeGreaterThan(0));
    expect(canvas.getAttribute('data-mode')).toBe('nodes');
    expect(mounted(canvas)).toBeLessThanOrEqual(1500);
    expect(document.querySelectorAll('.react-flow__node').length).toBeLessThanOrEqual(mounted(canvas));

    await user.click(screen.getByRole('button', { name: 'Vừa màn hình' }));
    await waitFor(() => expect(canvas.getAttribute('data-mode')).toBe('overview'), { timeout: 3000 });
    expect(mounted(canvas)).toBe(0);
    expect(document.querySelectorAll('.react-flow__node')).toHaveLength(0);
    expect(screen.getByText('Phóng to để xem từng người')).toBeTruthy();

    // Choosing a person from the search zooms back in to read: cards again, never more than the cap.
    const someone = tree.persons[tree.persons.length - 1]!;
    await user.type(screen.getByRole('textbox', { name: 'Tìm người trong cây' }), someone.name);
    await user.click((await screen.findAllByRole('option', { name: someone.name }))[0]!);
    await waitFor(
      () => {
        expect(canvas.getAttribute('data-mode')).toBe('nodes');
        expect(card(someone.name)).not.toBeNull();
      },
      { timeout: 3000 },
    );
    expect(mounted(canvas)).toBeLessThanOrEqual(1500);
  }, 30_000);
});
