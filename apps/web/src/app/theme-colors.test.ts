import { DEFAULT_THEME, type MantineTheme, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { createClanTheme } from './theme.ts';
import {
  contrastRatio,
  readableColor,
  readableCssVariablesResolver,
  readableVariantColorsResolver,
} from './theme-colors.ts';

const WHITE = '#ffffff';
/** Backgrounds text sits on across the site: white, light greys, the red's and the gold's palest tints. */
const PAGE_BACKGROUNDS = [WHITE, '#f8f9fa', '#f1f3f5', '#fdf0f0', '#fbf6e6'];

function fullTheme(primaryColor?: string): MantineTheme {
  return mergeMantineTheme(DEFAULT_THEME, createClanTheme(primaryColor));
}

function lightVariables(theme: MantineTheme): Record<string, string> {
  return readableCssVariablesResolver(theme).light;
}

function expectReadable(color: string | undefined, backgrounds: readonly string[], label: string) {
  expect(color, label).toMatch(/^#[0-9a-f]{6}$/);
  for (const background of backgrounds) {
    expect(contrastRatio(color ?? '', background), `${label} on ${background}`).toBeGreaterThanOrEqual(4.5);
  }
}

describe('contrastRatio', () => {
  it('gives the WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#ffffff')).toBeCloseTo(1, 5);
    // Mantine's dimmed grey on white, the scan's most frequent failure.
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });

  it('darkens only as far as needed', () => {
    expect(readableColor(['#8a1c1c'], [WHITE])).toBe('#8a1c1c');
    const darker = readableColor(['#868e96'], [WHITE]);
    expect(contrastRatio(darker, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(darker, WHITE)).toBeLessThan(5.5);
  });
});

describe('readableCssVariablesResolver', () => {
  it('makes dimmed text, placeholders, errors and links readable (Mantine’s grey was 3.3:1)', () => {
    const variables = lightVariables(fullTheme());
    expect(variables['--mantine-color-dimmed']).not.toBe('#868e96');
    expectReadable(variables['--mantine-color-dimmed'], PAGE_BACKGROUNDS, 'dimmed');
    expectReadable(variables['--mantine-color-placeholder'], [WHITE], 'placeholder');
    expectReadable(variables['--mantine-color-error'], PAGE_BACKGROUNDS, 'error');
    expectReadable(variables['--mantine-color-success'], PAGE_BACKGROUNDS, 'success');
    expectReadable(variables['--mantine-color-anchor'], PAGE_BACKGROUNDS, 'anchor');
  });

  it('gives every palette a readable text colour, light-badge colour and filled background', () => {
    const theme = fullTheme();
    const variables = lightVariables(theme);
    for (const [name, shades] of Object.entries(theme.colors)) {
      expectReadable(variables[`--mantine-color-${name}-text`], PAGE_BACKGROUNDS, `${name} text`);
      expectReadable(
        variables[`--mantine-color-${name}-light-color`],
        [WHITE, shades[1]],
        `${name} light badge`,
      );
      const filled = variables[`--mantine-color-${name}-filled`];
      // Colours dark enough for white text on filled buttons keep white text: at 4.5:1.
      if (filled) expect(contrastRatio(filled, WHITE), `${name} filled`).toBeGreaterThanOrEqual(4.5);
    }
    // The light teal badge of an open campaign was 4.32:1; the teal of a reached goal 3.94:1.
    expect(variables['--mantine-color-teal-light-color']).not.toBe('#087f5b');
    expect(variables['--mantine-color-teal-text']).not.toBe('#099268');
  });

  it('keeps the look where the colours already read well', () => {
    const variables = lightVariables(fullTheme());
    expect(variables['--mantine-color-clan-text']).toBe('#8a1c1c');
    expect(variables['--mantine-color-clan-light-color']).toBe('#7a1414');
    expect(variables['--mantine-color-blue-text']).toBe('#1971c2');
  });

  it('darkens a pale clan colour for text, on white and on its own tints', () => {
    const theme = fullTheme('#f2c94c');
    const variables = lightVariables(theme);
    expectReadable(variables['--mantine-color-clan-text'], PAGE_BACKGROUNDS, 'clan text');
    expectReadable(variables['--mantine-color-anchor'], PAGE_BACKGROUNDS, 'anchor');
    expectReadable(
      variables['--mantine-color-clan-light-color'],
      [theme.colors.clan?.[1] ?? ''],
      'clan light',
    );
  });
});

describe('readableVariantColorsResolver', () => {
  const theme = fullTheme();

  it('darkens a named shade too faint for text on a white button (yellow.9 was 2.9:1)', () => {
    const { color } = readableVariantColorsResolver({ color: 'yellow.9', theme, variant: 'white' });
    expectReadable(color, [WHITE], 'white yellow.9 button');
  });

  it('gives a white button of a plain colour its readable text colour', () => {
    const { color } = readableVariantColorsResolver({ color: 'yellow', theme, variant: 'white' });
    expect(color).toBe('var(--mantine-color-yellow-text)');
  });

  it('leaves filled and light variants to Mantine', () => {
    expect(readableVariantColorsResolver({ color: 'red', theme, variant: 'filled' }).background).toBe(
      'var(--mantine-color-red-filled)',
    );
    expect(readableVariantColorsResolver({ color: 'teal', theme, variant: 'light' }).color).toBe(
      'var(--mantine-color-teal-light-color)',
    );
  });
});
