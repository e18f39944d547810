import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../lib/toast.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ExportTreeDialog } from './ExportTreeDialog.tsx';
import { sampleCanvasTree } from './sample-tree.ts';

const tree = sampleCanvasTree({ persons: 80, generations: 6 });

afterEach(() => {
  vi.restoreAllMocks();
  toastStore.clear();
});

describe('ExportTreeDialog', () => {
  it('offers a poster by default and counts the A4 pages of a tiled print', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ExportTreeDialog opened onClose={() => {}} tree={tree} />);
    expect(await screen.findByText('Xuất cây gia phả')).toBeTruthy();
    expect(screen.getByText(/^Một tờ A1, tên in cỡ khoảng/)).toBeTruthy();
    await user.click(screen.getByText('Ghép nhiều trang A4'));
    expect(screen.getByText(/trang A4 \(\d+ hàng × \d+ cột\), tên in cỡ khoảng/)).toBeTruthy();
    // No one selected: the branch cannot be chosen.
    expect(screen.getByLabelText('Một nhánh (chọn người trên cây trước)')).toHaveProperty('disabled', true);
  });

  it('exports the branch of the selected person as SVG and downloads it', async () => {
    const user = userEvent.setup();
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      if (blob instanceof Blob) created.push(blob);
      return 'blob:export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const onClose = vi.fn();
    const head = tree.persons.find((p) => p.generation === 3 && p.sex === 'male')!;
    renderWithProviders(<ExportTreeDialog opened onClose={onClose} tree={tree} selectedPersonId={head.id} />);
    await user.click(await screen.findByText(`Nhánh của ${head.name}`));
    await user.click(screen.getByText('SVG (vector)'));
    await user.click(screen.getByRole('button', { name: 'Xuất tệp' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(downloads).toEqual([expect.stringMatching(/^gia-pha-ho-nguyen-dinh-nhanh-[a-z-]+\.svg$/)]);
    const svg = await created[0]!.text();
    expect(svg).toContain(`Gia phả họ Nguyễn Đình — nhánh ${head.name}`);
    expect(svg).toContain(head.name);
    expect(toastStore.get().some((t) => t.severity === 'success')).toBe(true);
  });

  it('says when a PNG would be too big', async () => {
    const user = userEvent.setup();
    const big = sampleCanvasTree({ persons: 600, generations: 10 });
    renderWithProviders(<ExportTreeDialog opened onClose={() => {}} tree={big} />);
    await user.click(await screen.findByText('PNG (ảnh)'));
    await user.click(screen.getByRole('combobox', { name: 'Độ lớn ảnh' }));
    // Mantine's dropdown is in a portal that testing-library counts as hidden while the modal is open.
    await user.click(await screen.findByRole('option', { name: '200 % (nét hơn)', hidden: true }));
    expect(await screen.findByText(/Cây quá lớn để xuất PNG/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Xuất tệp' })).toHaveProperty('disabled', true);
  });
});
