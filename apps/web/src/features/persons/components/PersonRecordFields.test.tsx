import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import type { PersonFormValues } from '../personForm.ts';
import { samplePerson } from '../persons.testing.ts';
import { PersonForm } from './PersonForm.tsx';

const HANH_THIEN = {
  id: '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a',
  name: 'Hành Thiện, Xuân Trường, Nam Định',
  oldName: null,
  latitude: null,
  longitude: null,
};

describe('PersonForm: the whole record’s names and places', () => {
  it('shows and sends the Hán-Nôm name, the pháp danh and the birth and death places', async () => {
    const onSubmit = vi.fn<(values: PersonFormValues) => Promise<void>>(async () => {});
    renderWithProviders(
      <PersonForm
        person={samplePerson({
          nameHanNom: '阮文安',
          otherNames: { tenHuy: null, tenTu: null, hieu: null, thuyHieu: null, phapDanh: 'Minh Tâm' },
          birthPlace: HANH_THIEN,
        })}
        onSubmit={onSubmit}
        submitting={false}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Tên chữ Hán-Nôm' })).toHaveProperty('value', '阮文安');
    const phapDanh = screen.getByRole('textbox', { name: 'Pháp danh' });
    expect(phapDanh).toHaveProperty('value', 'Minh Tâm');
    expect(screen.getByRole('combobox', { name: /Nơi sinh/ })).toHaveProperty('value', HANH_THIEN.name);
    expect(screen.getByRole('combobox', { name: /Nơi mất/ })).toHaveProperty('value', '');

    await userEvent.clear(phapDanh);
    await userEvent.type(phapDanh, 'Thích Minh Tâm');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      nameHanNom: '阮文安',
      otherNames: { phapDanh: 'Thích Minh Tâm' },
      birthPlaceId: HANH_THIEN.id,
      deathPlaceId: null,
    });
  });
});
