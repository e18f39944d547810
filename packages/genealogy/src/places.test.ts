import { describe, expect, it } from 'vitest';
import { mapLinks, placeArea, placeParts } from './places.ts';

describe('placeParts', () => {
  it('splits on commas, trims and drops empty parts', () => {
    expect(placeParts(' Hành Thiện , Xuân Trường,Nam Định, ')).toEqual([
      'Hành Thiện',
      'Xuân Trường',
      'Nam Định',
    ]);
    expect(placeParts('Hà Nội')).toEqual(['Hà Nội']);
    expect(placeParts('  ,  ')).toEqual([]);
  });

  it('gives NFC parts for decomposed input', () => {
    expect(placeParts('Nam \u0110i\u0323nh'.normalize('NFD'))).toEqual(['Nam Định']);
  });
});

describe('placeArea', () => {
  it('is the last part', () => {
    expect(placeArea('Hành Thiện, Xuân Trường, Nam Định')).toBe('Nam Định');
    expect(placeArea('Hà Nội')).toBe('Hà Nội');
  });

  it('skips a trailing country name, however it is spelled', () => {
    expect(placeArea('Hành Thiện, Xuân Trường, Nam Định, Việt Nam')).toBe('Nam Định');
    expect(placeArea('Đông Hưng, Thái Bình, Vietnam')).toBe('Thái Bình');
    expect(placeArea('Huế, VIỆT NAM')).toBe('Huế');
    expect(placeArea('Đà Lạt, Lâm Đồng, VN')).toBe('Lâm Đồng');
  });

  it('keeps a country that is the whole name, and is empty for no name', () => {
    expect(placeArea('Việt Nam')).toBe('Việt Nam');
    expect(placeArea('')).toBe('');
  });

  it('does not take a foreign country for the area', () => {
    expect(placeArea('Paris, Pháp')).toBe('Pháp');
  });
});

describe('mapLinks', () => {
  it('gives the geo: URI phones open in their map app and an OpenStreetMap address', () => {
    expect(mapLinks(20.2506, 106.2318)).toEqual({
      geo: 'geo:20.2506,106.2318?q=20.2506,106.2318',
      web: 'https://www.openstreetmap.org/?mlat=20.2506&mlon=106.2318#map=18/20.2506/106.2318',
    });
  });

  it('keeps negative coordinates and rounds to six decimals', () => {
    expect(mapLinks(-33.8688197123, -0.1)).toEqual({
      geo: 'geo:-33.86882,-0.1?q=-33.86882,-0.1',
      web: 'https://www.openstreetmap.org/?mlat=-33.86882&mlon=-0.1#map=18/-33.86882/-0.1',
    });
    expect(mapLinks(0, 0).geo).toBe('geo:0,0?q=0,0');
  });
});
