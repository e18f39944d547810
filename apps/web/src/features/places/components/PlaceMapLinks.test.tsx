import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { formatPlace } from '../format.ts';
import { PlaceMapLinks } from './PlaceMapLinks.tsx';

describe('PlaceMapLinks', () => {
  it('opens the point in the phone’s map app and on OpenStreetMap', () => {
    renderWithProviders(<PlaceMapLinks latitude={20.2506} longitude={106.2318} />);
    expect(screen.getByRole('link', { name: 'Mở bản đồ' }).getAttribute('href')).toBe(
      'geo:20.2506,106.2318?q=20.2506,106.2318',
    );
    const web = screen.getByRole('link', { name: 'Xem trên bản đồ web' });
    expect(web.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=20.2506&mlon=106.2318#map=18/20.2506/106.2318',
    );
    expect(web.getAttribute('target')).toBe('_blank');
  });

  it('shows nothing without both coordinates', () => {
    renderWithProviders(<PlaceMapLinks latitude={20.25} longitude={null} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('formatPlace', () => {
  it('writes the old name after today’s', () => {
    expect(formatPlace({ name: 'Hành Thiện, Xuân Trường, Nam Định', oldName: 'Hà Nam Ninh' })).toBe(
      'Hành Thiện, Xuân Trường, Nam Định (tên cũ: Hà Nam Ninh)',
    );
    expect(formatPlace({ name: 'Huế', oldName: null })).toBe('Huế');
    expect(formatPlace(null)).toBe('');
  });
});
