import { DEFAULT_PRIMARY_COLOR } from '@giapha/contract';
import { createTheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import {
  AA_TEXT_CONTRAST,
  BLACK,
  contrastRatio,
  mix,
  parseHexColor,
  type Rgb,
  readableVariantColorsResolver,
  toHex,
  WHITE,
} from './theme-colors.ts';

// The clan's red (sơn son) of ancestral halls, from light to dark: hand-tuned for the default colour.
const DEFAULT_CLAN_SHADES: MantineColorsTuple = [
  '#fdf0f0',
  '#f6dcdc',
  '#ebb5b5',
  '#e08b8b',
  '#d56767',
  '#cf5050',
  '#cb4343',
  '#b33535',
  '#8a1c1c',
  '#7a1414',
];

/** Gilded gold of the hoành phi and câu đối: rules, ornaments, accents (shade 6 is #c9a227). */
const GOLD: MantineColorsTuple = [
  '#fbf6e6',
  '#f4eac5',
  '#eadb9a',
  '#dfca6d',
  '#d6bb4b',
  '#cfae36',
  '#c9a227',
  '#ae8b1d',
  '#8f7216',
  '#6f580f',
];

/** How far each lighter shade (0–7) is washed towards white; shade 8 is the clan's colour itself. */
const TINTS = [0.94, 0.86, 0.72, 0.58, 0.45, 0.34, 0.24, 0.12] as const;
const DARKEST_SHADE = 0.14;

/**
 * How far shade 7 is washed towards white. The header, footer, hero and card gradients run from
 * shade 9 to shade 7 under white text, so shade 7 stays light only as far as white text still reads
 * on it (4.5:1) — a golden clan colour such as #9a6b12 gets a deeper shade 7. A colour too light to
 * carry white text itself keeps the usual tint.
 */
function whiteTextTint(base: Rgb): number {
  const white = toHex(WHITE);
  if (contrastRatio(toHex(base), white) < AA_TEXT_CONTRAST) return TINTS[7];
  let amount: number = TINTS[7];
  while (amount > 0 && contrastRatio(toHex(mix(base, WHITE, amount)), white) < AA_TEXT_CONTRAST)
    amount -= 0.01;
  return Math.max(amount, 0);
}

/**
 * The ten shades Mantine needs for a clan's colour (`#rrggbb`): tints towards white, the colour itself
 * at shade 8 (the theme's primary shade), a darker shade 9 for hover. The default red keeps its
 * hand-tuned shades; anything unreadable falls back to them too.
 */
export function clanColorShades(hex: string): MantineColorsTuple {
  const base = parseHexColor(hex);
  if (!base || toHex(base) === DEFAULT_PRIMARY_COLOR) return DEFAULT_CLAN_SHADES;
  const tint = (amount: number) => toHex(mix(base, WHITE, amount));
  return [
    tint(TINTS[0]),
    tint(TINTS[1]),
    tint(TINTS[2]),
    tint(TINTS[3]),
    tint(TINTS[4]),
    tint(TINTS[5]),
    tint(TINTS[6]),
    tint(whiteTextTint(base)),
    toHex(base),
    toHex(mix(base, BLACK, DARKEST_SHADE)),
  ];
}

/**
 * Layers per spec §9: modal 1100, overlay 1000, menu 1000, tooltip 1100. A field's options (Select,
 * Autocomplete, pickers) open above the modal the field sits in, or they would open behind its overlay.
 */
export const Z_INDEX = { modal: 1100, overlay: 1000, menu: 1000, tooltip: 1100, fieldOptions: 1150 } as const;

/** System serif faces only (no font download); all of them carry Vietnamese diacritics. */
export const SERIF_FONTS = '"Noto Serif", "Times New Roman", Georgia, serif';

// Stacked diacritics (ằ, ữ, Ỗ) need more room above a line than Latin text does.
const headingLineHeight = (lineHeight: string) => ({ lineHeight });

/** The site's look in the clan's colour: red (or the clan's pick) and gold, serif headings. */
export function createClanTheme(primaryColor: string = DEFAULT_PRIMARY_COLOR): MantineThemeOverride {
  return createTheme({
    primaryColor: 'clan',
    primaryShade: 8,
    // A light clan colour still gets readable (dark) text on filled buttons and badges.
    autoContrast: true,
    // Text in a variant (white, outline, subtle buttons) stays readable whatever shade is named.
    variantColorResolver: readableVariantColorsResolver,
    colors: { clan: clanColorShades(primaryColor), gold: GOLD },
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    lineHeights: { md: '1.6' },
    headings: {
      fontFamily: SERIF_FONTS,
      fontWeight: '700',
      sizes: {
        h1: headingLineHeight('1.35'),
        h2: headingLineHeight('1.4'),
        h3: headingLineHeight('1.45'),
        h4: headingLineHeight('1.5'),
        h5: headingLineHeight('1.5'),
        h6: headingLineHeight('1.5'),
      },
    },
    defaultRadius: 'md',
    components: {
      Modal: { defaultProps: { zIndex: Z_INDEX.modal } },
      Overlay: { defaultProps: { zIndex: Z_INDEX.overlay } },
      Menu: { defaultProps: { zIndex: Z_INDEX.menu } },
      Popover: { defaultProps: { zIndex: Z_INDEX.menu } },
      Combobox: { defaultProps: { zIndex: Z_INDEX.fieldOptions } },
      Tooltip: { defaultProps: { zIndex: Z_INDEX.tooltip } },
      Drawer: { defaultProps: { zIndex: Z_INDEX.modal } },
    },
  });
}

/** The default look (tests and the moment before the clan's setting arrives). */
export const theme = createClanTheme();
