import { describe, expect, it } from 'vitest';
import { createGraveBody, updateGraveBody } from './graves.ts';
import { MESSAGES } from './messages.ts';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('grave bodies', () => {
  it('takes a grave with its place, plot, coordinates and photos; blanks become null', () => {
    const parsed = createGraveBody.parse({
      cemetery: '  Nghĩa trang   làng Hành Thiện ',
      plot: '',
      latitude: 20.26,
      longitude: 106.3,
      photos: [{ url: 'https://example.com/bia.jpg', kind: 'stele' }],
    });
    expect(parsed).toMatchObject({ cemetery: 'Nghĩa trang làng Hành Thiện', plot: null });
    expect(parsed.photos).toEqual([{ url: 'https://example.com/bia.jpg', caption: null, kind: 'stele' }]);
  });

  it('wants both coordinates or neither, within range', () => {
    expect(messages(createGraveBody.safeParse({ latitude: 20 }))).toEqual([MESSAGES.graveCoordinatesPair]);
    expect(messages(updateGraveBody.safeParse({ latitude: 20, longitude: null }))).toEqual([
      MESSAGES.graveCoordinatesPair,
    ]);
    expect(updateGraveBody.safeParse({ latitude: null, longitude: null }).success).toBe(true);
    expect(messages(createGraveBody.safeParse({ latitude: 91, longitude: 0 }))).toContain(
      MESSAGES.graveLatitudeInvalid,
    );
    expect(messages(createGraveBody.safeParse({ latitude: 0, longitude: -181 }))).toContain(
      MESSAGES.graveLongitudeInvalid,
    );
  });

  it('refuses photos that are neither uploads nor https', () => {
    expect(messages(createGraveBody.safeParse({ photos: [{ url: 'http://example.com/a.jpg' }] }))).toEqual([
      MESSAGES.imageUrlInvalid,
    ]);
  });
});
