import { describe, expect, it } from 'vitest';
import { cleanPlaceName, createPlaceBody, mergePlacesBody, updatePlaceBody } from './places.ts';

function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => ({
    field: issue.path.join('.'),
    message: issue.message,
  }));
}

describe('cleanPlaceName', () => {
  it('trims the parts and joins them with ", " (NFC, empty parts dropped)', () => {
    expect(cleanPlaceName('  Hành Thiện ,Xuân Trường,,  Nam Định , ')).toBe(
      'Hành Thiện, Xuân Trường, Nam Định',
    );
    expect(cleanPlaceName('Nam \u0110i\u0323nh'.normalize('NFD'))).toBe('Nam Định');
    expect(cleanPlaceName('Hà\u200B Nội')).toBe('Hà Nội');
  });
});

describe('createPlaceBody', () => {
  it('keeps the cleaned name and blank optional fields as null', () => {
    expect(createPlaceBody.parse({ name: 'Hành Thiện ,Nam Định', oldName: '  ', note: '' })).toEqual({
      name: 'Hành Thiện, Nam Định',
      oldName: null,
      note: null,
    });
  });

  it('needs a name of at most 300 characters', () => {
    expect(fieldErrors(createPlaceBody.safeParse({ name: ' , , ' }))).toEqual([
      { field: 'name', message: 'Vui lòng nhập tên địa danh' },
    ]);
    expect(fieldErrors(createPlaceBody.safeParse({}))).toEqual([
      { field: 'name', message: 'Vui lòng nhập tên địa danh' },
    ]);
    expect(fieldErrors(createPlaceBody.safeParse({ name: 'x'.repeat(301) }))).toEqual([
      { field: 'name', message: 'Nội dung không được dài quá 300 ký tự' },
    ]);
  });

  it('checks the coordinates’ ranges in Vietnamese', () => {
    expect(fieldErrors(createPlaceBody.safeParse({ name: 'A', latitude: 91, longitude: 181 }))).toEqual([
      { field: 'latitude', message: 'Vĩ độ phải là số từ -90 đến 90' },
      { field: 'longitude', message: 'Kinh độ phải là số từ -180 đến 180' },
    ]);
    expect(createPlaceBody.parse({ name: 'A', latitude: -90, longitude: 180 })).toMatchObject({
      latitude: -90,
      longitude: 180,
    });
  });

  it('takes both coordinates or neither, naming the missing one', () => {
    expect(fieldErrors(createPlaceBody.safeParse({ name: 'A', latitude: 20.25 }))).toEqual([
      { field: 'longitude', message: 'Vui lòng nhập cả vĩ độ và kinh độ, hoặc để trống cả hai' },
    ]);
    expect(fieldErrors(createPlaceBody.safeParse({ name: 'A', latitude: null, longitude: 106 }))).toEqual([
      { field: 'latitude', message: 'Vui lòng nhập cả vĩ độ và kinh độ, hoặc để trống cả hai' },
    ]);
    expect(createPlaceBody.safeParse({ name: 'A', latitude: null, longitude: null }).success).toBe(true);
  });
});

describe('updatePlaceBody', () => {
  it('may leave every field out, but clears coordinates together', () => {
    expect(updatePlaceBody.parse({ version: 2 })).toEqual({ version: 2 });
    expect(fieldErrors(updatePlaceBody.safeParse({ longitude: null }))).toEqual([
      { field: 'latitude', message: 'Vui lòng nhập cả vĩ độ và kinh độ, hoặc để trống cả hai' },
    ]);
  });
});

describe('mergePlacesBody', () => {
  it('refuses merging a place into itself', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    expect(fieldErrors(mergePlacesBody.safeParse({ fromId: id, intoId: id }))).toEqual([
      { field: 'intoId', message: 'Không thể gộp một địa danh vào chính nó' },
    ]);
  });
});
