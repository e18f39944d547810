import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { AddChildrenModal, validateChildren } from './AddChildrenModal.tsx';

describe('validateChildren (spec §5)', () => {
  it('one child needs a name and a sex, each with its own message', () => {
    expect(validateChildren([{ name: '', sex: '' }])).toEqual({
      rowErrors: [{ name: 'Vui lòng nhập tên cho đứa trẻ', sex: 'Vui lòng chọn giới tính cho đứa trẻ' }],
      formError: null,
    });
    expect(validateChildren([{ name: 'Minh', sex: '' }]).rowErrors).toEqual([
      { sex: 'Vui lòng chọn giới tính cho đứa trẻ' },
    ]);
  });

  it('several rows, none filled: “Vui lòng nhập ít nhất một tên con”', () => {
    expect(
      validateChildren([
        { name: ' ', sex: '' },
        { name: '', sex: '' },
      ]).formError,
    ).toBe('Vui lòng nhập ít nhất một tên con');
  });

  it('blank extra rows are skipped; half-filled ones are not', () => {
    const result = validateChildren([
      { name: 'Nguyễn Văn Một', sex: 'male' },
      { name: '', sex: '' },
      { name: '', sex: 'female' },
    ]);
    expect(result.formError).toBeNull();
    expect(result.rowErrors).toEqual([{}, {}, { name: 'Vui lòng nhập tên cho đứa trẻ' }]);
  });
});

describe('AddChildrenModal', () => {
  function renderModal(onSubmit = vi.fn(async () => true)) {
    renderWithProviders(
      <AddChildrenModal
        opened
        onClose={() => {}}
        parentName="Nguyễn Văn An"
        parentChoices={[{ value: 'f1', label: 'Nguyễn Văn An', parents: { fatherId: 'p1', motherId: null } }]}
        onSubmit={onSubmit}
        submitting={false}
      />,
    );
    return onSubmit;
  }

  it('shows each child’s sex choice from the start, required and with nothing chosen', async () => {
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Thêm con của Nguyễn Văn An' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Thêm một con nữa' }));
    for (const n of [1, 2]) {
      const choice = within(dialog).getByRole('radiogroup', { name: `Giới tính con thứ ${n}` });
      expect(choice.getAttribute('aria-required')).toBe('true');
      expect(
        within(choice)
          .getAllByRole('radio')
          .map((r) => (r as HTMLInputElement).checked),
      ).toEqual([false, false]);
    }
    // Both fields of a row are marked as required (Mantine's asterisk).
    expect(within(dialog).getAllByText('*')).toHaveLength(4);
  });

  it('keeps the spec’s message for a missing sex, on the row, and sends the chosen one', async () => {
    const onSubmit = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Thêm con của Nguyễn Văn An' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Tên con/ }), 'Nguyễn Văn Minh');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Thêm con' }));
    expect(within(dialog).getByText('Vui lòng chọn giới tính cho đứa trẻ')).toBeTruthy();
    const choice = within(dialog).getByRole('radiogroup', { name: 'Giới tính con thứ 1' });
    expect(choice.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.click(within(choice).getByText('Nam'));
    expect(within(dialog).queryByText('Vui lòng chọn giới tính cho đứa trẻ')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Thêm con' }));
    expect(onSubmit).toHaveBeenCalledWith({ fatherId: 'p1', motherId: null }, [
      { name: 'Nguyễn Văn Minh', sex: 'male' },
    ]);
  });
});
