import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderShareCard, SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from './seo.card.ts';

/** Share of the card's pixels that differ from the red ground (text and frame). */
async function inkRatio(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let ink = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    if (Math.abs((data[i] ?? 0) - 0x8e) + Math.abs((data[i + 1] ?? 0) - 0x1b) > 60) ink++;
  }
  return ink / (info.width * info.height);
}

describe('renderShareCard', () => {
  it('draws a 1200×630 PNG with the site’s name on it', async () => {
    const png = await renderShareCard({
      siteName: 'Họ Nguyễn Đình — Thị Ngọc',
      slogan: 'Uống nước nhớ nguồn',
      host: 'ho-nguyen.giapha.vn',
    });
    if (process.env.SHARE_CARD_OUT) writeFileSync(process.env.SHARE_CARD_OUT, png);
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', SHARE_CARD_WIDTH, SHARE_CARD_HEIGHT]);
    const plain = await renderShareCard({ siteName: '', slogan: null, host: '' });
    // The name and slogan are drawn: more ink than the frame alone.
    expect(await inkRatio(png)).toBeGreaterThan((await inkRatio(plain)) + 0.02);
  });

  it('fits a very long name, and keeps markup in a name as text', async () => {
    const png = await renderShareCard({
      siteName: `${'Nguyễn'.repeat(40)} <b>&amp;</b> ${'Trần Lê '.repeat(30)}`,
      slogan: 'x'.repeat(500),
      host: 'localhost:3000',
    });
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height]).toEqual([SHARE_CARD_WIDTH, SHARE_CARD_HEIGHT]);
  });
});
