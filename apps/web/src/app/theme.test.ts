import { DEFAULT_PRIMARY_COLOR } from '@giapha/contract';
import { describe, expect, it } from 'vitest';
import { clanColorShades, createClanTheme } from './theme.ts';
import { contrastRatio } from './theme-colors.ts';

function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  return ((value >> 16) & 255) * 0.299 + ((value >> 8) & 255) * 0.587 + (value & 255) * 0.114;
}

describe('clanColorShades', () => {
  it('keeps the hand-tuned shades of the default red', () => {
    const shades = clanColorShades(DEFAULT_PRIMARY_COLOR);
    expect(shades).toHaveLength(10);
    expect(shades[0]).toBe('#fdf0f0');
    expect(shades[8]).toBe('#8a1c1c');
    expect(clanColorShades('#8A1C1C')[8]).toBe('#8a1c1c');
  });

  it('puts the clan colour at shade 8, tints above it and a darker shade 9', () => {
    const shades = clanColorShades('#1c5d8a');
    expect(shades).toHaveLength(10);
    expect(shades[8]).toBe('#1c5d8a');
    for (const shade of shades) expect(shade).toMatch(/^#[0-9a-f]{6}$/);
    // From the palest tint to the darkest shade, every step is darker than the one before.
    for (let i = 1; i < shades.length; i++) {
      expect(luminance(shades[i] ?? '')).toBeLessThan(luminance(shades[i - 1] ?? ''));
    }
    // The palest tint is a background, barely coloured.
    expect(luminance(shades[0] ?? '')).toBeGreaterThan(235);
  });

  it('keeps shade 7 dark enough for white text when the clan colour carries it (gradients)', () => {
    for (const color of ['#9a6b12', '#b3261e', '#1d5c63', '#4a5d23']) {
      const shades = clanColorShades(color);
      expect(contrastRatio(shades[7] ?? '', '#ffffff'), color).toBeGreaterThanOrEqual(4.5);
      expect(luminance(shades[7] ?? '')).toBeGreaterThan(luminance(shades[8] ?? ''));
    }
    // Vàng đồng: the usual 12 % tint gave 3.75:1 under the footer's and header's white text.
    expect(clanColorShades('#9a6b12')[7]).not.toBe('#a67d2e');
  });

  it('falls back to the default red for a value that is not #rrggbb', () => {
    expect(clanColorShades('red')[8]).toBe('#8a1c1c');
    expect(clanColorShades('')[8]).toBe('#8a1c1c');
  });

  it('makes the clan colour the theme primary colour', () => {
    const theme = createClanTheme('#2b6b3f');
    expect(theme.primaryColor).toBe('clan');
    expect(theme.colors?.clan?.[8]).toBe('#2b6b3f');
    expect(theme.headings?.fontFamily).toContain('serif');
  });
});
