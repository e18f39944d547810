import { describe, expect, it } from 'vitest';
import { readCoordinate } from './coordinates.ts';
import { placeBody, placeFormSchema } from './placeForm.ts';

function errorsOf(values: object) {
  const result = placeFormSchema.safeParse({
    name: 'Huế',
    oldName: '',
    latitude: '',
    longitude: '',
    note: '',
    ...values,
  });
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('placeForm', () => {
  it('reads coordinates written with a comma or a dot', () => {
    expect(readCoordinate('20,2506')).toBe(20.2506);
    expect(readCoordinate(' -0.5 ')).toBe(-0.5);
    expect(readCoordinate('')).toBeNull();
    expect(readCoordinate('abc')).toBeNull();
  });

  it('says what is wrong in Vietnamese', () => {
    expect(errorsOf({ name: ' , ' })).toEqual([['name', 'Vui lòng nhập tên địa danh']]);
    expect(errorsOf({ latitude: '95', longitude: '106' })).toEqual([
      ['latitude', 'Vĩ độ phải là số từ -90 đến 90'],
    ]);
    expect(errorsOf({ latitude: '', longitude: '106' })).toEqual([
      ['latitude', 'Vui lòng nhập cả vĩ độ và kinh độ, hoặc để trống cả hai'],
    ]);
    expect(errorsOf({ latitude: '20,25', longitude: '106,3' })).toEqual([]);
  });

  it('sends blank fields as cleared, with the version read', () => {
    expect(
      placeBody({ name: 'Huế', oldName: ' ', latitude: '16,46', longitude: '107,59', note: '' }, 3),
    ).toEqual({ name: 'Huế', oldName: null, latitude: 16.46, longitude: 107.59, note: null, version: 3 });
  });
});
