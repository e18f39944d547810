import { createRequire } from 'node:module';
import sharp, { type OverlayOptions } from 'sharp';

/** The size Facebook and Zalo show a link's picture at (1.91 : 1). */
export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;

/** What the card says: the site's name, its slogan, and where it is. */
export interface ShareCardText {
  siteName: string;
  slogan: string | null;
  /** `ho-le.giapha.vn`: the host the card's site is at. */
  host: string;
}

// Lacquer red, gold and cream, as the printed phả đồ.
const RED = '#8e1b1b';
const GOLD = '#d9a441';
const CREAM = '#fbe9bf';

const require = createRequire(import.meta.url);

/** Noto Sans (every Vietnamese letter); when the package is missing, the system's sans-serif. */
function fontFile(weight: '400Regular' | '700Bold'): string | undefined {
  try {
    return require.resolve(`@expo-google-fonts/noto-sans/${weight}/NotoSans_${weight}.ttf`);
  } catch {
    return undefined;
  }
}

const FONTS = {
  regular: { file: fontFile('400Regular'), family: 'Noto Sans' },
  bold: { file: fontFile('700Bold'), family: 'Noto Sans Bold' },
};

const MARKUP_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Pango markup is XML: the text's own `<`, `&`… stay text. */
function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => MARKUP_ESCAPES[c] ?? c);
}

/** At most `max` characters, cut at a word with an ellipsis. */
function shorten(text: string, max: number): string {
  const clean = text.normalize('NFC').replace(/\s+/g, ' ').trim();
  if ([...clean].length <= max) return clean;
  const cut = [...clean].slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

interface TextBlock {
  input: Buffer;
  width: number;
  height: number;
}

/** One block of centred, word-wrapped text as a transparent PNG. */
async function textBlock(
  text: string,
  options: { bold: boolean; size: number; color: string; width: number; maxHeight: number },
): Promise<TextBlock | null> {
  if (!text) return null;
  const font = options.bold ? FONTS.bold : FONTS.regular;
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${options.color}">${escapeMarkup(text)}</span>`,
      font: `${font.file ? font.family : options.bold ? 'sans-serif Bold' : 'sans-serif'} ${options.size}`,
      ...(font.file ? { fontfile: font.file } : {}),
      width: options.width,
      align: 'centre',
      wrap: 'word-char',
      rgba: true,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  if (info.width <= options.width && info.height <= options.maxHeight) {
    return { input: data, width: info.width, height: info.height };
  }
  // Many lines (a very long name): scaled down to the room there is.
  const fitted = await sharp(data)
    .resize({ width: options.width, height: options.maxHeight, fit: 'inside' })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: fitted.data, width: fitted.info.width, height: fitted.info.height };
}

/** The frame: red ground, a gold rule inside a thinner one, a short gold bar under the name. */
function background(): Buffer {
  const w = SHARE_CARD_WIDTH;
  const h = SHARE_CARD_HEIGHT;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
      `<rect width="${w}" height="${h}" fill="${RED}"/>` +
      `<rect x="22" y="22" width="${w - 44}" height="${h - 44}" fill="none" stroke="${GOLD}" stroke-width="6"/>` +
      `<rect x="36" y="36" width="${w - 72}" height="${h - 72}" fill="none" stroke="${GOLD}" stroke-width="2"/>` +
      '</svg>',
  );
}

/**
 * A 1200×630 PNG picture for link previews of a site that has no banner or logo (and of its pages
 * without a cover): the site's name large, its slogan, and its address, on the phả đồ's colours.
 */
export async function renderShareCard(text: ShareCardText): Promise<Buffer> {
  const name = shorten(text.siteName, 90);
  const nameSize = [...name].length <= 22 ? 76 : [...name].length <= 44 ? 60 : 46;
  const [label, title, slogan, host] = await Promise.all([
    textBlock('GIA PHẢ · DÒNG HỌ', { bold: true, size: 24, color: GOLD, width: 1000, maxHeight: 40 }),
    textBlock(name, { bold: true, size: nameSize, color: CREAM, width: 1040, maxHeight: 230 }),
    textBlock(shorten(text.slogan ?? '', 110), {
      bold: false,
      size: 32,
      color: GOLD,
      width: 1000,
      maxHeight: 100,
    }),
    textBlock(shorten(text.host, 60), { bold: false, size: 24, color: CREAM, width: 1000, maxHeight: 40 }),
  ]);
  const bar: TextBlock = {
    input: await sharp({ create: { width: 120, height: 4, channels: 4, background: GOLD } })
      .png()
      .toBuffer(),
    width: 120,
    height: 4,
  };
  const gap = 24;
  // Label, name, bar and slogan stacked and centred together; the host at the foot.
  const stack = [label, title, bar, slogan].filter((block) => block !== null);
  const stackHeight = stack.reduce((sum, block) => sum + block.height, 0) + gap * (stack.length - 1);
  let y = Math.max(60, Math.round((SHARE_CARD_HEIGHT - 40 - stackHeight) / 2));
  const layers: OverlayOptions[] = [];
  for (const block of stack) {
    const left = Math.round((SHARE_CARD_WIDTH - block.width) / 2);
    layers.push({ input: block.input, left, top: y });
    y += block.height + gap;
  }
  if (host) {
    layers.push({
      input: host.input,
      left: Math.round((SHARE_CARD_WIDTH - host.width) / 2),
      top: SHARE_CARD_HEIGHT - 60 - host.height,
    });
  }
  return sharp(background()).composite(layers).png({ compressionLevel: 9 }).toBuffer();
}
