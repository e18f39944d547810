// The poster as a standalone SVG document: names stay text (`<text>`, one per name, a `<tspan>` per
// line or, for vertical names, per letter — what the PDF draws too), one layout pixel per unit.

import type { TreeLayout } from '@giapha/genealogy';
import type { CanvasTree } from '../model.ts';
import { measureText } from './metrics.ts';
import {
  buildPosterScene,
  type PosterOptions,
  type PosterRect,
  type PosterScene,
  type PosterText,
} from './poster.ts';

export interface EmbeddedFonts {
  regular: Uint8Array;
  bold?: Uint8Array | null;
}

export interface TreeSvgOptions extends PosterOptions {
  /** The font the text is set in (default `Noto Sans`, whose widths the layout of the text uses). */
  fontFamily?: string;
  /**
   * Font files to embed (`@font-face` with data URLs) so the SVG looks the same where the font is not
   * installed, and when it is drawn as an image (PNG export). Adds about 1.1 MB of base64 per font.
   */
  embedFonts?: EmbeddedFonts | null;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** Coordinates with at most two decimals. */
function num(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

function rectSvg(rect: PosterRect, extra = ''): string {
  const fill = rect.fill ?? 'none';
  const stroke =
    rect.stroke && rect.strokeWidth > 0
      ? ` stroke="${rect.stroke}" stroke-width="${num(rect.strokeWidth)}"`
      : '';
  return `<rect x="${num(rect.x)}" y="${num(rect.y)}" width="${num(rect.width)}" height="${num(rect.height)}" fill="${fill}"${stroke}${extra}/>`;
}

function textSvg(text: PosterText): string {
  const weight = text.bold ? ' font-weight="700"' : '';
  const hasSep = text.pieces.some((p) => p.sep !== '');
  const space = hasSep ? ' xml:space="preserve"' : '';
  const cls = text.vertical ? `${text.role} vertical` : text.role;
  const spans = text.pieces
    .map((piece) => {
      const shift = piece.sep === '' ? 0 : measureText(piece.sep, text.size, text.bold) / 2;
      return `<tspan x="${num(piece.x + shift)}" y="${num(piece.y)}">${escapeXml(piece.text + piece.sep)}</tspan>`;
    })
    .join('');
  return `<text class="${cls}" font-size="${num(text.size)}"${weight} fill="${text.color}" text-anchor="middle"${space}>${spans}</text>`;
}

function pathData(polylines: readonly number[][]): string {
  const parts: string[] = [];
  for (const line of polylines) {
    for (let i = 0; i + 1 < line.length; i += 2) {
      parts.push(`${i === 0 ? 'M' : 'L'}${num(line[i]!)} ${num(line[i + 1]!)}`);
    }
  }
  return parts.join('');
}

function fontFamilyAttr(family: string): string {
  const name = family.replace(/["'<>&;{}]/g, '').trim() || 'Noto Sans';
  return `'${name}', 'Noto Sans', Arial, sans-serif`;
}

/** The SVG document of a poster scene. */
export function sceneToSvg(
  scene: PosterScene,
  options: Pick<TreeSvgOptions, 'fontFamily' | 'embedFonts'> = {},
): string {
  const family = options.fontFamily ?? 'Noto Sans';
  const out: string[] = [];
  out.push('<?xml version="1.0" encoding="UTF-8"?>');
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="${num(scene.width)}" height="${num(scene.height)}" viewBox="0 0 ${num(scene.width)} ${num(scene.height)}" font-family="${escapeXml(fontFamilyAttr(family))}">`,
  );
  out.push(`<title>${escapeXml(scene.title)}</title>`);
  const fonts = options.embedFonts;
  if (fonts) {
    const name = family.replace(/["'<>&;{}]/g, '').trim() || 'Noto Sans';
    const faces = [
      `@font-face{font-family:'${name}';font-weight:400;src:url(data:font/ttf;base64,${base64(fonts.regular)}) format('truetype');}`,
    ];
    if (fonts.bold) {
      faces.push(
        `@font-face{font-family:'${name}';font-weight:700;src:url(data:font/ttf;base64,${base64(fonts.bold)}) format('truetype');}`,
      );
    }
    out.push(`<style>${faces.join('')}</style>`);
  }

  out.push('<g class="decor">');
  for (const rect of scene.rects) out.push(rectSvg(rect));
  for (const text of scene.texts) out.push(textSvg(text));
  out.push('</g>');

  if (scene.bands.length > 0) {
    out.push('<g class="bands">');
    for (const band of scene.bands) {
      out.push(`<g class="band" data-generation="${band.generation}">`);
      for (const rect of band.rects) out.push(rectSvg(rect));
      if (band.label) out.push(textSvg(band.label));
      out.push('</g>');
    }
    out.push('</g>');
  }

  out.push('<g class="edges" fill="none" stroke-linecap="square" stroke-linejoin="miter">');
  for (const lines of scene.lines) {
    const dash = lines.dash ? ` stroke-dasharray="${lines.dash.map(num).join(' ')}"` : '';
    out.push(
      `<path class="${lines.kind}" d="${pathData(lines.polylines)}" stroke="${lines.color}" stroke-width="${num(lines.width)}"${dash}/>`,
    );
  }
  out.push('</g>');

  out.push('<g class="cards">');
  for (const card of scene.cards) {
    const generation = card.generation === null ? '' : ` data-generation="${card.generation}"`;
    out.push(`<g class="card" data-person-id="${escapeXml(card.personId)}"${generation}>`);
    out.push(rectSvg(card));
    for (const text of card.texts) out.push(textSvg(text));
    out.push('</g>');
  }
  out.push('</g>');
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}

/** The whole poster (title banner, generation bands, cards, lines) as an SVG document. */
export function renderTreeSvg(tree: CanvasTree, layout: TreeLayout, options: TreeSvgOptions = {}): string {
  return sceneToSvg(buildPosterScene(tree, layout, options), options);
}
