// Generation styles hold CSS colours as the user typed them. The exports draw them as `#rrggbb`
// (the same in the SVG and the PDF, and nothing that could break out of an SVG attribute).

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const NAMED: Record<string, string> = {
  black: '#000000',
  white: '#ffffff',
  red: '#ff0000',
  green: '#008000',
  blue: '#0000ff',
  yellow: '#ffff00',
  orange: '#ffa500',
  purple: '#800080',
  pink: '#ffc0cb',
  brown: '#a52a2a',
  gray: '#808080',
  grey: '#808080',
  silver: '#c0c0c0',
  maroon: '#800000',
  navy: '#000080',
  olive: '#808000',
  teal: '#008080',
  aqua: '#00ffff',
  cyan: '#00ffff',
  fuchsia: '#ff00ff',
  magenta: '#ff00ff',
  lime: '#00ff00',
  gold: '#ffd700',
  goldenrod: '#daa520',
  darkred: '#8b0000',
  crimson: '#dc143c',
  firebrick: '#b22222',
  ivory: '#fffff0',
  beige: '#f5f5dc',
  wheat: '#f5deb3',
  linen: '#faf0e6',
  cornsilk: '#fff8dc',
  lightyellow: '#ffffe0',
  lightgray: '#d3d3d3',
  lightgrey: '#d3d3d3',
  darkgray: '#a9a9a9',
  darkgrey: '#a9a9a9',
  dimgray: '#696969',
  dimgrey: '#696969',
  whitesmoke: '#f5f5f5',
  lightblue: '#add8e6',
  skyblue: '#87ceeb',
  steelblue: '#4682b4',
  darkblue: '#00008b',
  darkgreen: '#006400',
  lightgreen: '#90ee90',
  seagreen: '#2e8b57',
  chocolate: '#d2691e',
  sienna: '#a0522d',
  tan: '#d2b48c',
  coral: '#ff7f50',
  salmon: '#fa8072',
  tomato: '#ff6347',
  orchid: '#da70d6',
  violet: '#ee82ee',
  indigo: '#4b0082',
};

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB_FN = /^rgba?\(\s*([^)]*)\)$/i;

function hex2(n: number): string {
  return Math.round(Math.min(255, Math.max(0, n)))
    .toString(16)
    .padStart(2, '0');
}

function channel(part: string): number | null {
  const match = /^(-?\d*\.?\d+)(%?)$/.exec(part.trim());
  if (!match) return null;
  const value = Number(match[1]);
  return match[2] === '%' ? (value * 255) / 100 : value;
}

function alpha(part: string | undefined): number {
  if (part === undefined) return 1;
  const match = /^(-?\d*\.?\d+)(%?)$/.exec(part.trim());
  if (!match) return 1;
  const value = Number(match[1]);
  return match[2] === '%' ? value / 100 : value;
}

/**
 * `#rrggbb` for a CSS colour (hex, rgb()/rgba(), common names); null for `transparent`, `none` or a
 * fully transparent colour; `fallback` for anything else.
 */
export function normalizeColor(css: string | null | undefined, fallback: string | null): string | null {
  if (typeof css !== 'string') return fallback;
  const value = css.trim().toLowerCase();
  if (value === '') return fallback;
  if (value === 'transparent' || value === 'none') return null;
  const named = NAMED[value];
  if (named) return named;
  const hex = HEX.exec(value)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    if (full.length === 8 && full.slice(6) === '00') return null;
    return `#${full.slice(0, 6)}`;
  }
  const fn = RGB_FN.exec(value)?.[1];
  if (fn) {
    const parts = fn.includes(',') ? fn.split(',') : fn.replace('/', ' / ').split(/\s+/).filter(Boolean);
    const slash = parts.indexOf('/');
    const rgbParts = slash >= 0 ? parts.slice(0, slash) : parts.slice(0, 3);
    const a = alpha(slash >= 0 ? parts[slash + 1] : parts[3]);
    const [r, g, b] = rgbParts.map(channel);
    if (r == null || g == null || b == null) return fallback;
    if (a <= 0) return null;
    return `#${hex2(r)}${hex2(g)}${hex2(b)}`;
  }
  return fallback;
}

/** Channels 0…1 of a `#rrggbb` colour. */
export function rgbOf(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  if (!Number.isFinite(n)) return { r: 0, g: 0, b: 0 };
  return { r: ((n >> 16) & 255) / 255, g: ((n >> 8) & 255) / 255, b: (n & 255) / 255 };
}

/** `a` moved `amount` (0…1) of the way towards `b`; both `#rrggbb`. */
export function mixColors(a: string, b: string, amount: number): string {
  const x = rgbOf(a);
  const y = rgbOf(b);
  const t = Math.min(1, Math.max(0, amount));
  const c = (p: number, q: number) => hex2((p + (q - p) * t) * 255);
  return `#${c(x.r, y.r)}${c(x.g, y.g)}${c(x.b, y.b)}`;
}
