import type { PublicBranch } from '@giapha/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoSetting, stubApi } from '../../../test/api-stub.ts';
import { sampleOccurrence } from '../../../test/event-samples.ts';
import { notFound, ok, renderPublicRoutes } from '../../../test/public-pages.tsx';
import { PublicBranchPage } from './PublicBranchPage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const BRANCH: PublicBranch = {
  _id: 'b1',
  name: 'Chi Nguyễn Văn Đức',
  description: 'Ngành thứ hai của cụ Tổ.',
  treeId: 't1',
  treeName: 'Gia phả họ Nguyễn',
  rootPerson: { _id: 'p1', name: 'Nguyễn Văn Đức' },
  heads: ['Nguyễn Văn Khánh'],
  personCount: 3,
  persons: [
    {
      _id: 'p1',
      name: 'Nguyễn Văn Đức',
      sex: 'male',
      generation: 4,
      birthYear: 1900,
      deathYear: 1970,
      isDeceased: true,
    },
    {
      _id: 'p2',
      name: 'Lê Thị Hằng',
      sex: 'female',
      generation: 4,
      birthYear: null,
      deathYear: null,
      isDeceased: false,
    },
    {
      _id: 'p3',
      name: 'Nguyễn Văn Bốn',
      sex: 'male',
      generation: 5,
      birthYear: 1985,
      deathYear: null,
      isDeceased: false,
    },
  ],
  upcoming: [
    sampleOccurrence({
      source: 'gio',
      title: 'Giỗ cụ Nguyễn Văn Đức',
      calendar: 'lunarYearly',
      date: '2027-04-16',
      lunar: { day: 10, month: 3, year: 2027, leap: false },
      person: { id: 'p1', name: 'Nguyễn Văn Đức' },
    }),
  ],
};

function render(answer = ok(BRANCH)) {
  stubApi({ '/api/public/setting': () => demoSetting, '/api/public/branch/b1': () => answer });
  renderPublicRoutes([{ path: '/branch/:id', element: <PublicBranchPage /> }], '/branch/b1');
}

describe('PublicBranchPage', () => {
  it('shows the branch, its head, its coming giỗ and its persons, searched without diacritics', async () => {
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Chi Nguyễn Văn Đức' })).toBeTruthy();
    expect(screen.getByText('Nguyễn Văn Khánh')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Xem trên cây gia phả' }).getAttribute('href')).toBe(
      '/family-tree?id=t1&focus=p1',
    );
    const gio = screen.getByRole('region', { name: 'Ngày giỗ sắp tới' });
    expect(within(gio).getByText('Giỗ cụ Nguyễn Văn Đức')).toBeTruthy();
    expect(within(gio).getByText(/16\/04\/2027/)).toBeTruthy();

    const persons = screen.getByRole('region', { name: 'Người trong chi (3)' });
    expect(
      within(persons)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Nguyễn Văn Đức', 'Lê Thị Hằng', 'Nguyễn Văn Bốn']);
    expect(within(persons).getByText('Đời 4 · 1900 – 1970')).toBeTruthy();
    expect(within(persons).getByText('Đời 5 · s. 1985')).toBeTruthy();
    fireEvent.change(within(persons).getByRole('textbox', { name: 'Tìm người trong chi' }), {
      target: { value: 'hang' },
    });
    expect(await within(persons).findByText('Lê Thị Hằng')).toBeTruthy();
    expect(within(persons).getAllByRole('link')).toHaveLength(1);
  });

  it('says so when the branch is not there or not public', async () => {
    render(notFound);
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy chi' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Các chi, nhánh' }).length).toBeGreaterThan(0);
  });
});
