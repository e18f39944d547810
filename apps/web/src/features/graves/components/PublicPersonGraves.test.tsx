import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { list, notFound } from '../../../test/public-pages.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { PERSON_ID, sampleGrave } from '../graves.testing.ts';
import { PublicPersonGraves } from './PublicPersonGraves.tsx';

const PATH = `/api/public/person/${PERSON_ID}/graves`;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PublicPersonGraves', () => {
  it('shows where the person rests, with directions and every photo', async () => {
    const { version: _v, createdAt: _c, updatedAt: _u, ...grave } = sampleGrave();
    stubApi({ [PATH]: () => list([grave]) });
    renderWithProviders(<PublicPersonGraves personId={PERSON_ID} />);
    const card = await screen.findByRole('article', { name: 'Nghĩa trang làng Hành Thiện' });
    expect(screen.getByRole('heading', { name: 'Mộ phần' })).toBeTruthy();
    expect(within(card).getByText('Khu B, hàng 3, mộ số 12')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Mở bản đồ' })).toBeTruthy();
    expect(within(card).getAllByRole('img')).toHaveLength(2);
  });

  it('shows nothing for a person with no grave, or one visitors may not see', async () => {
    const calls = stubApi({ [PATH]: () => notFound });
    renderWithProviders(<PublicPersonGraves personId={PERSON_ID} />);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Mộ phần' })).toBeNull());
    expect(screen.queryByRole('article')).toBeNull();
  });
});
