import { MESSAGES } from '@giapha/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { checkImageSources, imageSourceProblem, withoutOtherClansUploads } from './image-sources.ts';

const CLAN = '0b6f1b8e-6d1c-4a57-9d55-2f5a6f0d8c11';
const OTHER = '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const FILE = '5d0c9a0e-1b2c-4d3e-8f4a-5b6c7d8e9f00';

describe('imageSourceProblem', () => {
  it('takes the clan’s own uploads (and their smaller copies) and https URLs', () => {
    for (const url of [
      `/uploads/${CLAN}/${FILE}.webp`,
      `/uploads/${CLAN}/${FILE}-480.webp`,
      `/uploads/${CLAN}/${FILE}-thumb.webp`,
      `https://ho-le.giapha.vn/uploads/${CLAN}/${FILE}.webp`,
      'https://anh.example.vn/nha-tho.jpg',
    ]) {
      expect(imageSourceProblem(CLAN, url), url).toBeNull();
    }
  });

  it('says an upload of another clan is another clan’s, by path or by full URL', () => {
    expect(imageSourceProblem(CLAN, `/uploads/${OTHER}/${FILE}.webp`)).toBe(MESSAGES.imageOtherClan);
    expect(imageSourceProblem(CLAN, `/uploads/${OTHER}/${FILE}-1024.webp`)).toBe(MESSAGES.imageOtherClan);
    expect(imageSourceProblem(CLAN, `https://giapha.vn/uploads/${OTHER}/${FILE}.webp?x=1`)).toBe(
      MESSAGES.imageOtherClan,
    );
  });

  it('refuses other addresses: site paths that are not uploads, http:, tricks with the path', () => {
    for (const url of [
      '/uploads/anh-bia.jpg',
      '/favicon.ico',
      `/uploads/${CLAN}/../${OTHER}/${FILE}.webp`,
      `/uploads/${OTHER.toUpperCase()}/${FILE}.webp`,
      `//evil.example/uploads/${CLAN}/${FILE}.webp`,
      'http://anh.example.vn/a.jpg',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
    ]) {
      expect(imageSourceProblem(CLAN, url), url).toBe(MESSAGES.imageUrlInvalid);
    }
  });
});

describe('checkImageSources', () => {
  it('passes blank and missing fields and the clan’s own images', () => {
    expect(() =>
      checkImageSources(CLAN, { logo: null, favicon: undefined, banner: `/uploads/${CLAN}/${FILE}.webp` }),
    ).not.toThrow();
  });

  it('answers 400 with the message on each field', () => {
    let error: unknown;
    try {
      checkImageSources(CLAN, { logo: `/uploads/${OTHER}/${FILE}.webp`, 'images.1.url': '/x.png' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      statusCode: 400,
      message: MESSAGES.imageOtherClan,
      errors: [
        { field: 'logo', message: MESSAGES.imageOtherClan },
        { field: 'images.1.url', message: MESSAGES.imageUrlInvalid },
      ],
    });
  });
});

describe('withoutOtherClansUploads', () => {
  it('takes out every reference to another clan’s upload and keeps the clan’s own', () => {
    const own = `/uploads/${CLAN}/${FILE}.webp`;
    const text = JSON.stringify([
      { logo: `/uploads/${OTHER}/${FILE}.webp`, banner: own },
      {
        content: `<img src="https://x.vn/uploads/${OTHER.toUpperCase()}/${FILE}-thumb.webp"><img src="${own}">`,
      },
    ]);
    const scrubbed = withoutOtherClansUploads(text, CLAN);
    expect(scrubbed.toLowerCase()).not.toContain(OTHER);
    expect(JSON.parse(scrubbed)).toEqual([
      { logo: '', banner: own },
      { content: `<img src="https://x.vn"><img src="${own}">` },
    ]);
  });
});
