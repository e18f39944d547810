import {
  type CSSVariablesResolver,
  defaultVariantColorsResolver,
  type MantineTheme,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';

// Colour arithmetic for the theme, and the CSS variables that keep every text colour readable
// (WCAG 2.1 AA: 4.5:1 for body text) whatever palette it comes from.

export type Rgb = readonly [number, number, number];

/** Body text needs 4.5:1 against what is behind it (WCAG 2.1 AA, 1.4.3). */
export const AA_TEXT_CONTRAST = 4.5;

/** `#rrggbb` or `#rgb` (Mantine's own white is `#fff`); null for anything else. */
export function parseHexColor(hex: string): Rgb | null {
  const short = /^#?([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(hex.trim());
  const match = short
    ? [short[0], `${short[1]}${short[1]}`, `${short[2]}${short[2]}`, `${short[3]}${short[3]}`]
    : /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return null;
  return [
    Number.parseInt(match[1] ?? '0', 16),
    Number.parseInt(match[2] ?? '0', 16),
    Number.parseInt(match[3] ?? '0', 16),
  ];
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** `color` moved towards `target` by `amount` (0: unchanged, 1: the target). */
export function mix(color: Rgb, target: Rgb, amount: number): Rgb {
  return [
    color[0] + (target[0] - color[0]) * amount,
    color[1] + (target[1] - color[1]) * amount,
    color[2] + (target[2] - color[2]) * amount,
  ];
}

export const WHITE: Rgb = [255, 255, 255];
export const BLACK: Rgb = [0, 0, 0];

/** WCAG relative luminance of an sRGB colour (0 black … 1 white). */
function relativeLuminance(color: Rgb): number {
  const [r, g, b] = color.map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** WCAG contrast ratio of two `#rrggbb` colours (1 … 21); 1 when either cannot be read. */
export function contrastRatio(first: string, second: string): number {
  const a = parseHexColor(first);
  const b = parseHexColor(second);
  if (!a || !b) return 1;
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

const readableOnAll = (color: string, backgrounds: readonly string[], min: number) =>
  backgrounds.every((background) => contrastRatio(color, background) >= min);

/**
 * The first of `candidates` (lightest first) that reads at `min` on every background; when none
 * does, the last one darkened step by step until it does. So a colour is only ever made darker
 * than the palette's own choice, and only as much as it needs.
 */
export function readableColor(
  candidates: readonly string[],
  backgrounds: readonly string[],
  min: number = AA_TEXT_CONTRAST,
): string {
  for (const candidate of candidates) {
    if (readableOnAll(candidate, backgrounds, min)) return candidate;
  }
  const darkest = parseHexColor(candidates[candidates.length - 1] ?? '') ?? BLACK;
  for (let amount = 0.04; amount < 1; amount += 0.04) {
    const darker = toHex(mix(darkest, BLACK, amount));
    if (readableOnAll(darker, backgrounds, min)) return darker;
  }
  return toHex(BLACK);
}

function primaryShadeLight(theme: MantineTheme): number {
  return typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
}

function hexShades(theme: MantineTheme, name: string): readonly string[] | null {
  const shades = theme.colors[name];
  if (shades?.length !== 10 || shades.some((shade) => !parseHexColor(shade))) return null;
  return shades;
}

/** Where text sits: white, the light greys, and the clan's and the gold's palest tints. */
function pageBackgrounds(theme: MantineTheme): string[] {
  const gray = hexShades(theme, 'gray');
  return [
    theme.white,
    ...(gray ? [gray[0], gray[1]] : []),
    ...['clan', 'gold', theme.primaryColor].flatMap((name) => {
      const shades = hexShades(theme, name);
      return shades ? [shades[0]] : [];
    }),
  ].filter((value): value is string => typeof value === 'string' && parseHexColor(value) !== null);
}

/**
 * The light scheme's text colours, made to meet WCAG AA wherever the site puts text: Mantine's
 * dimmed grey, placeholders and error red are too faint (3.3:1 on white), and its palettes' shade 8
 * (`c="teal"`, outline buttons) and shade 9 on shade 1 (light badges) fall short for green, teal,
 * orange, yellow and red. Each is replaced by the nearest readable value of the same hue, against
 * the page backgrounds in use (white, the light greys, the clan's and the gold's palest tints).
 */
export const readableCssVariablesResolver: CSSVariablesResolver = (theme) => {
  const primaryShade = primaryShadeLight(theme);
  const gray = hexShades(theme, 'gray');
  const backgrounds = pageBackgrounds(theme);

  const light: Record<string, string> = {};
  for (const name of Object.keys(theme.colors)) {
    const shades = hexShades(theme, name);
    if (!shades) continue;
    const text = readableColor(shades.slice(primaryShade), backgrounds);
    light[`--mantine-color-${name}-text`] = text;
    light[`--mantine-color-${name}-outline`] = text;
    // Light badges, alerts and subtle buttons: shade 9 on shade 1 (shade 2 on hover).
    light[`--mantine-color-${name}-light-color`] = readableColor(shades.slice(9), [
      ...backgrounds,
      shades[1] ?? theme.white,
      shades[2] ?? theme.white,
    ]);
    // Filled buttons and badges with white text (autoContrast gives dark text to light colours).
    const filled = shades[primaryShade] ?? '';
    if (luminanceOf(filled) <= theme.luminanceThreshold) {
      const readableFilled = readableColor(shades.slice(primaryShade), [theme.white]);
      light[`--mantine-color-${name}-filled`] = readableFilled;
      if (readableFilled !== filled) {
        light[`--mantine-color-${name}-filled-hover`] = toHex(
          mix(parseHexColor(readableFilled) ?? BLACK, BLACK, 0.12),
        );
      }
    }
  }

  const dimmed = gray ? readableColor([gray[6] ?? ''], backgrounds) : undefined;
  const red = hexShades(theme, 'red');
  const teal = hexShades(theme, 'teal');
  const primary = hexShades(theme, theme.primaryColor);
  return {
    variables: {},
    light: {
      ...light,
      ...(dimmed ? { '--mantine-color-dimmed': dimmed, '--mantine-color-placeholder': dimmed } : {}),
      ...(red ? { '--mantine-color-error': readableColor(red.slice(6), backgrounds) } : {}),
      ...(teal ? { '--mantine-color-success': readableColor(teal.slice(8), backgrounds) } : {}),
      ...(primary
        ? { '--mantine-color-anchor': readableColor(primary.slice(primaryShade), backgrounds) }
        : {}),
    },
    dark: {},
  };
};

function luminanceOf(hex: string): number {
  const color = parseHexColor(hex);
  return color ? relativeLuminance(color) : 0;
}

const TEXT_ON_PAGE_VARIANTS = new Set(['white', 'outline', 'subtle', 'transparent']);

/**
 * Buttons, badges and action icons whose text sits on white or on the page (`white`, `outline`,
 * `subtle`, `transparent`): a named shade such as `yellow.9` (2.9:1 on white) is darkened to the
 * nearest readable one, and the white variant of a plain colour takes its readable text colour
 * instead of the filled one. Everything else is Mantine's own.
 */
export const readableVariantColorsResolver: VariantColorsResolver = (input) => {
  const result = defaultVariantColorsResolver(input);
  const { color, theme, variant } = input;
  if (!color || !TEXT_ON_PAGE_VARIANTS.has(variant)) return result;
  const parsed = parseThemeColor({ color, theme });
  if (!parsed.isThemeColor) return result;
  if (parsed.shade === undefined) {
    return variant === 'white' ? { ...result, color: `var(--mantine-color-${parsed.color}-text)` } : result;
  }
  const shades = hexShades(theme, parsed.color);
  if (!shades) return result;
  // Mantine draws subtle and transparent variants at shade 6 at most.
  const shade = variant === 'subtle' || variant === 'transparent' ? Math.min(parsed.shade, 6) : parsed.shade;
  const backgrounds = variant === 'white' ? [theme.white] : pageBackgrounds(theme);
  return { ...result, color: readableColor(shades.slice(shade), backgrounds) };
};
