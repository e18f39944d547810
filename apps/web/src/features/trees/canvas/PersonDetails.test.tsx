import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { PersonPanel } from '../editor/PersonPanel.tsx';
import type { CanvasPerson } from '../model.ts';
import { PersonDetails } from './PersonDetails.tsx';
import { testPerson } from './trees.testing.ts';

/** The dead ancestor every date test reads, born and died as given. */
const deceased = (dates: Pick<CanvasPerson, 'birth' | 'death'>) =>
  testPerson({ id: 'p', name: 'Nguyễn Văn Cả', deceased: true, ...dates });

const shownFor = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('PersonDetails', () => {
  it('shows qualified dates as written, and no giỗ for a death known only roughly', () => {
    renderWithProviders(
      <PersonDetails
        person={deceased({
          birth: { solar: { year: 1850 }, qualifier: 'about' },
          death: { solar: { year: 1920 }, qualifier: 'between', end: { solar: { year: 1925 } } },
        })}
      />,
    );
    expect(screen.getByText('k. 1850 – 1920–1925')).toBeTruthy();
    expect(shownFor('Sinh')).toBe('khoảng 1850');
    expect(shownFor('Mất')).toBe('giữa 1920 và 1925');
    expect(screen.queryByText('Ngày giỗ')).toBeNull();
  });

  it('shows a lunar death with its Can Chi year and the giỗ', () => {
    renderWithProviders(
      <PersonDetails
        person={deceased({
          birth: { phrase: 'cuối đời Tự Đức' },
          death: { lunar: { day: 10, month: 3, year: 1924, leap: false } },
        })}
      />,
    );
    expect(shownFor('Sinh')).toBe('cuối đời Tự Đức');
    expect(shownFor('Mất')).toBe('ngày 10 tháng 3 năm Giáp Tý 1924 (âm lịch)');
    expect(shownFor('Ngày giỗ')).toBe('10/3 âm lịch');
  });

  it('links to the person’s public page', () => {
    renderWithProviders(<PersonDetails person={testPerson({ id: 'p-42', name: 'Nguyễn Văn Cả' })} />);
    const link = screen.getByRole('link', { name: 'Xem trang chi tiết' });
    expect(link.getAttribute('href')).toBe('/persons/p-42');
  });
});

describe('PersonPanel', () => {
  it('shows qualified dates as written', () => {
    renderWithProviders(
      <PersonPanel
        person={deceased({
          birth: { solar: { year: 1850 }, qualifier: 'after' },
          death: {
            solar: { year: 1920, month: 3, day: 12 },
            lunar: { day: 22, month: 1, year: 1920, leap: false },
          },
        })}
      />,
    );
    expect(shownFor('Sinh')).toBe('sau 1850');
    expect(shownFor('Mất')).toBe('12/03/1920 (âm lịch: ngày 22 tháng 1 năm Canh Thân 1920)');
    expect(shownFor('Ngày giỗ')).toBe('Giỗ 22/1 âm lịch (năm Canh Thân)');
  });
});
