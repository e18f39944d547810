import type { LifeDate } from '@giapha/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { DATE_FIELD_PLACEHOLDER, DateField, type DateFieldKind } from './DateField.tsx';

/** The field in a form that keeps its value, as react-hook-form's Controller does. */
function Harness({
  initial,
  kind,
  onChange,
  onProblem,
}: {
  initial: LifeDate | null;
  kind: DateFieldKind;
  onChange: (value: LifeDate | null) => void;
  onProblem: (problem: string | null) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Ngày mất"
        kind={kind}
        value={value}
        onProblem={onProblem}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
      <button type="button" onClick={() => setValue({ solar: { year: 1901 } })}>
        Tải lại
      </button>
    </>
  );
}

function renderField(initial: LifeDate | null = null, kind: DateFieldKind = 'death') {
  const onChange = vi.fn<(value: LifeDate | null) => void>();
  const onProblem = vi.fn<(problem: string | null) => void>();
  const { unmount } = renderWithProviders(
    <Harness initial={initial} kind={kind} onChange={onChange} onProblem={onProblem} />,
  );
  const input = screen.getByRole('textbox', { name: 'Ngày mất' });
  if (!(input instanceof HTMLInputElement)) throw new Error('no input');
  return { input, onChange, onProblem, unmount };
}

async function typeInto(input: HTMLInputElement, text: string) {
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

describe('DateField', () => {
  it('reads typed Vietnamese and GEDCOM forms into the date it hands on', async () => {
    const { input, onChange } = renderField(null, 'birth');
    expect(input.placeholder).toBe(DATE_FIELD_PLACEHOLDER);

    await typeInto(input, 'khoang 1850');
    expect(onChange).toHaveBeenLastCalledWith({ solar: { year: 1850 }, qualifier: 'about' });
    expect(screen.getByText('Hiểu là: khoảng 1850')).toBeTruthy();
    expect(screen.getByText('Năm 1850: năm Canh Tuất')).toBeTruthy();

    await typeInto(input, 'giữa 1850 và 1860');
    expect(onChange).toHaveBeenLastCalledWith({
      solar: { year: 1850 },
      qualifier: 'between',
      end: { solar: { year: 1860 } },
    });

    await typeInto(input, 'BEF 1900');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ solar: { year: 1900 }, qualifier: 'before' }),
    );
    expect(screen.getByText('Hiểu là: trước 1900')).toBeTruthy();

    await typeInto(input, 'cuối đời Tự Đức');
    expect(onChange).toHaveBeenLastCalledWith({ phrase: 'cuối đời Tự Đức' });
    expect(screen.getByText('Không đọc được thành ngày, sẽ lưu nguyên văn: “cuối đời Tự Đức”')).toBeTruthy();

    await userEvent.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('shows the lunar day and the giỗ of a death, and keeps both calendars on request', async () => {
    const { input, onChange } = renderField();
    await typeInto(input, '10/3 âm lịch');
    expect(onChange).toHaveBeenLastCalledWith({ lunar: { day: 10, month: 3, leap: false } });
    expect(screen.getByText('Ngày giỗ: 10/3 âm lịch hằng năm')).toBeTruthy();

    await typeInto(input, '12/4/1945');
    expect(screen.getByText('Âm lịch: ngày 1 tháng 3 năm Ất Dậu 1945')).toBeTruthy();
    expect(screen.getByText('Thêm ngày âm lịch tương ứng để tính ngày giỗ')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Thêm ngày âm lịch tương ứng' }));
    expect(onChange).toHaveBeenLastCalledWith({
      solar: { year: 1945, month: 4, day: 12 },
      lunar: { year: 1945, month: 3, day: 1, leap: false },
    });
    expect(input.value).toBe('12/04/1945 (âm lịch: ngày 1 tháng 3 năm Ất Dậu 1945)');
    expect(screen.getByText('Ngày giỗ: 1/3 âm lịch hằng năm')).toBeTruthy();

    await typeInto(input, 'khoảng 1945');
    expect(screen.getByText('Ngày mất chưa chắc chắn nên chưa tính được ngày giỗ')).toBeTruthy();
  });

  it('shows why a date cannot be, and hands on no date for it', async () => {
    const { input, onChange, onProblem } = renderField({ solar: { year: 1900 } });
    await typeInto(input, '31/02/1900');
    const problem = 'Không có ngày 31/2/1900: tháng 2 năm 1900 chỉ có 28 ngày';
    expect(screen.getByText(problem)).toBeTruthy();
    expect(onProblem).toHaveBeenLastCalledWith(problem);
    expect(onChange).not.toHaveBeenCalledWith(
      expect.objectContaining({ solar: { year: 1900, month: 2, day: 31 } }),
    );
    // The text stays as typed so it can be corrected.
    await userEvent.tab();
    expect(input.value).toBe('31/02/1900');

    await typeInto(input, 'năm Giáp Sửu');
    expect(screen.getByText(/không phải tên năm Can Chi/)).toBeTruthy();

    await typeInto(input, '28/02/1900');
    expect(onProblem).toHaveBeenLastCalledWith(null);
    expect(onChange).toHaveBeenLastCalledWith({ solar: { year: 1900, month: 2, day: 28 } });
  });

  it('shows a stored date as written, keeps it on a blur, and writes a typed one out in full on blur', async () => {
    const stored: LifeDate = { solar: { year: 1850 }, qualifier: 'about', phrase: 'theo văn bia' };
    const { input, onChange } = renderField(stored);
    expect(input.value).toBe('khoảng 1850 “theo văn bia”');
    // Nothing typed: no "Hiểu là" line, and nothing changes on a blur.
    expect(screen.queryByText(/^Hiểu là/)).toBeNull();
    await userEvent.click(input);
    await userEvent.tab();
    expect(onChange).not.toHaveBeenCalled();

    await typeInto(input, 'k. 1850 "theo văn bia"');
    expect(onChange).toHaveBeenLastCalledWith(stored);
    expect(input.value).toBe('k. 1850 "theo văn bia"');
    await userEvent.tab();
    expect(input.value).toBe('khoảng 1850 “theo văn bia”');

    // A value from outside (a reload) replaces the text.
    await userEvent.click(screen.getByRole('button', { name: 'Tải lại' }));
    expect(input.value).toBe('1901');
  });

  it('gives back every kind of stored date when its text is typed again', async () => {
    const stored: LifeDate[] = [
      { solar: { year: 1928, month: 3, day: 12 } },
      { solar: { year: 1713, month: 1, day: 13, dualYear: true } },
      { solar: { year: 1928, month: 3 }, qualifier: 'before' },
      { solar: { year: 1850 }, qualifier: 'fromTo', end: { solar: { year: 1860 } } },
      { lunar: { day: 10, month: 3, leap: true, year: 1865 } },
      { lunar: { canChi: 'Giáp Tý', leap: false } },
      { solar: { year: 1945, month: 4, day: 12 }, lunar: { day: 1, month: 3, year: 1945, leap: false } },
    ];
    for (const date of stored) {
      const { input, onChange, unmount } = renderField(date);
      const text = input.value;
      await typeInto(input, text);
      expect(onChange).toHaveBeenLastCalledWith(date);
      unmount();
    }
  });

  it('lists the forms it reads', async () => {
    renderField();
    await userEvent.click(screen.getByRole('button', { name: 'Cách nhập ngày' }));
    expect(await screen.findByText('Cách nhập')).toBeTruthy();
    expect(screen.getByText('10/3 âm lịch · 10/3 ÂL')).toBeTruthy();
    expect(screen.getByText('ABT 1850 · BET 1850 AND 1860')).toBeTruthy();
  });
});
