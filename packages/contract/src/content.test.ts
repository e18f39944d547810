import { describe, expect, it } from 'vitest';
import { isLinkTarget, isMediaUrl, mediaUrlSchema } from './content.ts';
import { MESSAGES } from './messages.ts';
import { uploadedImageOf } from './uploads.ts';

const CLAN = '0b6f1b8e-6d1c-4a57-9d55-2f5a6f0d8c11';
const FILE = '5d0c9a0e-1b2c-4d3e-8f4a-5b6c7d8e9f00';

describe('image sources in the contract', () => {
  it('reads the clan and file of an uploaded image and of its smaller copies', () => {
    for (const suffix of ['', '-480', '-1024', '-thumb']) {
      expect(uploadedImageOf(`/uploads/${CLAN}/${FILE}${suffix}.webp`)).toEqual({
        clanId: CLAN,
        fileId: FILE,
      });
    }
    for (const path of [
      '/uploads/anh.jpg',
      `/uploads/${CLAN}/${FILE}.jpg`,
      `/uploads/${CLAN}/../${FILE}.webp`,
      `/uploads/${CLAN.toUpperCase()}/${FILE}.webp`,
      ` /uploads/${CLAN}/${FILE}.webp`,
    ]) {
      expect(uploadedImageOf(path), path).toBeNull();
    }
  });

  it('an image field takes an upload or an https URL, nothing else', () => {
    expect(isMediaUrl(`/uploads/${CLAN}/${FILE}.webp`)).toBe(true);
    expect(isMediaUrl('https://anh.example.vn/a.jpg')).toBe(true);
    for (const url of [
      'http://anh.example.vn/a.jpg',
      '/favicon.ico',
      '//x.vn/a.jpg',
      'javascript:alert(1)',
    ]) {
      expect(isMediaUrl(url), url).toBe(false);
    }
    expect(mediaUrlSchema.safeParse('/logo.png').error?.issues[0]?.message).toBe(MESSAGES.imageUrlInvalid);
    expect(mediaUrlSchema.parse('  ')).toBeNull();
  });

  it('links keep their own rule: pages of the site, http(s), mailto: and tel:', () => {
    for (const link of ['/gioi-thieu', 'http://x.vn', 'https://x.vn', 'mailto:a@b.vn', 'tel:0912345678']) {
      expect(isLinkTarget(link), link).toBe(true);
    }
    expect(isLinkTarget('javascript:alert(1)')).toBe(false);
  });
});
