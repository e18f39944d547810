import { MESSAGES } from '@giapha/contract';
import { describe, expect, it } from 'vitest';
import { formatCoordinate, readCoordinate } from '../places/index.ts';
import { graveBody, graveFormSchema, graveFormValues } from './graveForm.ts';
import { PLACE, sampleGrave } from './graves.testing.ts';

function messages(values: Parameters<typeof graveFormSchema.safeParse>[0]): string[] {
  return graveFormSchema.safeParse(values).error?.issues.map((issue) => issue.message) ?? [];
}

describe('the grave form', () => {
  it('fills from a grave and gives back the body the server takes', () => {
    const values = graveFormValues(sampleGrave({ note: 'Cải táng năm 1990' }));
    expect(values).toMatchObject({ latitude: '20.2619', longitude: '106.3135', place: PLACE });
    expect(graveBody({ ...values, plot: '  ', latitude: '20,5', longitude: ' 106.25 ' })).toEqual({
      cemetery: 'Nghĩa trang làng Hành Thiện',
      placeId: PLACE.id,
      plot: null,
      latitude: 20.5,
      longitude: 106.25,
      note: 'Cải táng năm 1990',
      photos: [
        { url: sampleGrave().photos[0]?.url, caption: null, kind: 'grave' },
        { url: 'https://example.com/bia.jpg', caption: 'Bia dựng năm 1995', kind: 'stele' },
      ],
    });
    expect(graveBody(graveFormValues(null))).toMatchObject({ placeId: null, latitude: null, photos: [] });
  });

  it('reads coordinates with a dot or a comma, and checks their range and pairing', () => {
    expect(readCoordinate('20,2619')).toBe(20.2619);
    expect(readCoordinate('-8.5')).toBe(-8.5);
    expect(readCoordinate('abc')).toBeNull();
    expect(readCoordinate('')).toBeNull();
    expect(formatCoordinate(20.261934567)).toBe('20.261935');
    const empty = graveFormValues(null);
    expect(messages({ ...empty, latitude: '91', longitude: '1' })).toEqual([MESSAGES.graveLatitudeInvalid]);
    expect(messages({ ...empty, latitude: '1', longitude: 'đông' })).toEqual([
      MESSAGES.graveLongitudeInvalid,
    ]);
    expect(messages({ ...empty, latitude: '20.1' })).toEqual([MESSAGES.graveCoordinatesPair]);
    expect(messages({ ...empty, latitude: '20.1', longitude: '106' })).toEqual([]);
  });

  it('wants every photo to have an address of an upload or https', () => {
    const empty = graveFormValues(null);
    expect(messages({ ...empty, photos: [{ url: '', caption: '', kind: 'grave' }] })).toEqual([
      'Vui lòng tải ảnh lên hoặc nhập địa chỉ ảnh',
    ]);
    expect(
      messages({ ...empty, photos: [{ url: 'http://a.vn/x.jpg', caption: '', kind: 'grave' }] }),
    ).toEqual([MESSAGES.imageUrlInvalid]);
  });
});
