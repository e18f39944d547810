import { MESSAGES } from '@giapha/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import type { PersonFormValues } from '../personForm.ts';
import { samplePerson } from '../persons.testing.ts';
import { PersonForm, type PersonFormProps } from './PersonForm.tsx';

function renderForm(props: Partial<PersonFormProps> = {}) {
  const onSubmit = vi.fn<(values: PersonFormValues) => Promise<void>>(async () => {});
  renderWithProviders(<PersonForm onSubmit={onSubmit} submitting={false} {...props} />);
  return { onSubmit };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const save = () => userEvent.click(screen.getByRole('button', { name: /Lưu thay đổi|Thêm người/ }));

describe('PersonForm', () => {
  it('a new person needs a name: the message shows under the field and nothing is sent', async () => {
    const { onSubmit } = renderForm();
    await save();

    expect(await screen.findByText(MESSAGES.personNameRequired)).toBeTruthy();
    expect(field('Họ và tên').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('đời and thứ typed as text arrive as numbers, blanks as null, with the rest of the person', async () => {
    const { onSubmit } = renderForm();
    await userEvent.type(field('Họ và tên'), 'Nguyễn Văn Bình');
    await userEvent.type(field('Đời'), '5');
    await userEvent.type(field('Thứ'), '2');
    await userEvent.click(screen.getByRole('radio', { name: 'Nam' }));
    await userEvent.type(field('Tên húy'), 'Cả');
    await save();

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      name: 'Nguyễn Văn Bình',
      surname: null,
      sex: 'male',
      generation: 5,
      ordinalNumber: 2,
      otherNames: { tenHuy: 'Cả', tenTu: null, hieu: null, thuyHieu: null },
      birth: null,
      death: null,
      deceased: false,
      biography: 'Tiểu sử chưa được viết',
      contact: null,
    });
  });

  it('a generation that is not a positive whole number is refused with the contract’s message', async () => {
    const { onSubmit } = renderForm({ person: samplePerson() });
    await userEvent.clear(field('Đời'));
    await userEvent.type(field('Đời'), '0');
    await save();

    expect(await screen.findByText(MESSAGES.generationInvalid)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the lunar date of a solar birth with its Can-Chi year, and fills it in on request', async () => {
    const { onSubmit } = renderForm({ person: samplePerson() });
    await userEvent.type(field('Ngày sinh'), '31/8/1990');

    expect(screen.getByText('Âm lịch: ngày 12 tháng 7 năm Canh Ngọ 1990')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Thêm ngày âm lịch tương ứng' }));
    expect(field('Ngày sinh')).toHaveProperty(
      'value',
      '31/08/1990 (âm lịch: ngày 12 tháng 7 năm Canh Ngọ 1990)',
    );

    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].birth).toEqual({
      solar: { year: 1990, month: 8, day: 31 },
      lunar: { year: 1990, month: 7, day: 12, leap: false },
    });
  });

  it('shows the solar date of a lunar death and the giỗ; a death date marks the person deceased', async () => {
    const { onSubmit } = renderForm({ person: samplePerson() });
    expect(screen.getByRole('switch', { name: /Đã mất/ })).toHaveProperty('checked', false);
    await userEvent.type(field('Ngày mất'), '12/7/1990 âm lịch');

    expect(screen.getByText('Dương lịch: 31/08/1990')).toBeTruthy();
    expect(screen.getByText('Ngày giỗ: 12/7 âm lịch hằng năm')).toBeTruthy();
    expect(screen.getByRole('switch', { name: /Đã mất/ })).toHaveProperty('checked', true);

    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ deceased: true });
    expect(onSubmit.mock.calls[0]?.[0].death).toEqual({
      lunar: { day: 12, month: 7, year: 1990, leap: false },
    });
  });

  it('a deceased person’s giỗ can be kept off the clan’s calendar', async () => {
    const { onSubmit } = renderForm({ person: samplePerson() });
    // Only the dead have a giỗ: the switch appears once the person is marked deceased.
    expect(screen.queryByRole('switch', { name: /Hiện ngày giỗ trên lịch của dòng họ/ })).toBeNull();
    await userEvent.click(screen.getByRole('switch', { name: /Đã mất/ }));
    const gio = screen.getByRole('switch', { name: /Hiện ngày giỗ trên lịch của dòng họ/ });
    expect(gio).toHaveProperty('checked', true);
    expect(screen.getByText(/Cần nhập ngày mất âm lịch/)).toBeTruthy();
    await userEvent.type(field('Ngày mất'), '12/7 ÂL');
    expect(screen.getByText(/hiện trên trang Lịch sự kiện/)).toBeTruthy();

    await userEvent.click(gio);
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ deceased: true, gioInCalendar: false });
    expect(onSubmit.mock.calls[0]?.[0].death).toEqual({ lunar: { day: 12, month: 7, leap: false } });
  });

  it('a death known only roughly has no giỗ, and is saved as written', async () => {
    const { onSubmit } = renderForm({ person: samplePerson({ deceased: true }) });
    await userEvent.type(field('Ngày mất'), 'khoang 1945');
    expect(screen.getByText('Hiểu là: khoảng 1945')).toBeTruthy();
    expect(screen.getByText('Ngày mất chưa chắc chắn nên chưa tính được ngày giỗ')).toBeTruthy();
    await userEvent.tab();
    expect(field('Ngày mất')).toHaveProperty('value', 'khoảng 1945');

    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].death).toEqual({ solar: { year: 1945 }, qualifier: 'about' });
  });

  it('day 30 of a 29-day lunar month is refused in Vietnamese', async () => {
    const { onSubmit } = renderForm({ person: samplePerson() });
    await userEvent.type(field('Ngày mất'), '30/1/2024 âm lịch');
    await save();

    expect(await screen.findByText('Tháng 1 năm Giáp Thìn 2024 chỉ có 29 ngày')).toBeTruthy();
    expect(field('Ngày mất').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a leap month the year does not have is refused; the one it has is accepted', async () => {
    const { onSubmit } = renderForm({ person: samplePerson() });
    await userEvent.type(field('Ngày sinh'), 'ngày 10 tháng 6 nhuận năm 2023');
    await save();

    const problem = 'Năm âm lịch Quý Mão 2023 nhuận tháng 2, không có tháng 6 nhuận';
    expect(await screen.findByText(problem)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(field('Ngày sinh'));
    await userEvent.type(field('Ngày sinh'), 'ngày 10 tháng 2 nhuận năm 2023');
    await waitFor(() => expect(screen.queryByText(problem)).toBeNull());
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].birth).toEqual({
      lunar: { day: 10, month: 2, year: 2023, leap: true },
    });
  });

  it('a day the month does not have is refused until it is corrected', async () => {
    const { onSubmit } = renderForm({ person: samplePerson() });
    await userEvent.type(field('Ngày sinh'), '31/2/2001');
    await save();
    expect(await screen.findByText('Không có ngày 31/2/2001: tháng 2 năm 2001 chỉ có 28 ngày')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(field('Ngày sinh'));
    await userEvent.type(field('Ngày sinh'), '28/2/2001');
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].birth).toEqual({ solar: { year: 2001, month: 2, day: 28 } });
  });

  it('loads a person’s fields, keeps the spec’s unwritten biography as a placeholder only', () => {
    renderForm({
      person: samplePerson({
        name: 'Nguyễn Văn Cả',
        surname: 'Nguyễn',
        generation: 4,
        ordinalNumber: null,
        otherNames: { tenHuy: 'Cả', tenTu: null, hieu: 'Minh Trai', thuyHieu: null, phapDanh: null },
        birth: { solar: { year: 1901, month: null, day: null }, lunar: null },
        death: { solar: null, lunar: { day: 3, month: 11, year: null, leap: false } },
        deceased: true,
        contact: { phone: '0912345678', email: null, address: null },
      }),
    });
    expect(field('Họ và tên')).toHaveProperty('value', 'Nguyễn Văn Cả');
    expect(field('Đời')).toHaveProperty('value', '4');
    expect(field('Thứ')).toHaveProperty('value', '');
    expect(field('Hiệu')).toHaveProperty('value', 'Minh Trai');
    expect(field('Ngày sinh')).toHaveProperty('value', '1901');
    expect(field('Ngày mất')).toHaveProperty('value', 'ngày 3 tháng 11 (âm lịch)');
    expect(field('Tiểu sử')).toHaveProperty('value', '');
    expect(field('Số điện thoại')).toHaveProperty('value', '0912345678');
    expect(screen.getByText('Chỉ thành viên dòng họ xem được')).toBeTruthy();
    expect(screen.getByText('Năm 1901: năm Tân Sửu')).toBeTruthy();
  });

  it('puts the server’s field errors under their fields', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(MESSAGES.invalidInput, 400, [
        { field: 'otherNames.hieu', message: 'Hiệu quá dài' },
        { field: 'contact.phone', message: 'Số điện thoại không hợp lệ' },
      ]);
    });
    renderForm({ person: samplePerson(), onSubmit });
    await save();

    expect(await screen.findByText('Hiệu quá dài')).toBeTruthy();
    expect(screen.getByText('Số điện thoại không hợp lệ')).toBeTruthy();
    expect(field('Số điện thoại').getAttribute('aria-invalid')).toBe('true');
  });

  it('a version conflict (409) says so above the form and offers to reload', async () => {
    const onReload = vi.fn();
    const onSubmit = vi.fn(async () => {
      throw new ApiError(MESSAGES.versionConflict, 409);
    });
    renderForm({ person: samplePerson(), onSubmit, onReload });
    await save();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Dữ liệu đã thay đổi')).toBeTruthy();
    expect(within(alert).getByText(MESSAGES.versionConflict)).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'Tải lại dữ liệu mới nhất' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('cancel runs onCancel', async () => {
    const onCancel = vi.fn();
    renderForm({ person: samplePerson(), onCancel, compact: true });
    await userEvent.click(screen.getByRole('button', { name: 'Hủy' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
