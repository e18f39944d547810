// Tree decorations ("decor nodes": a title banner, a clan seal): what the canvas, the editor and the
// exports read from a tree's free-form `decorNodes` (the contract keeps `data` as the editor sends it).

import { z } from 'zod';
import type { DecorNode } from './trees.ts';

export const textDecorData = z.object({
  text: z.string().min(1),
  fontSize: z.number().finite().min(6).max(400),
  color: z.string().min(1),
  background: z.string().min(1).nullable(),
});
export type TextDecorData = z.infer<typeof textDecorData>;

export const imageDecorData = z.object({
  url: z.string().min(1),
  alt: z.string(),
});
export type ImageDecorData = z.infer<typeof imageDecorData>;

interface Placed {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A decor the canvas can draw, with its size resolved. */
export type ParsedDecor =
  | (Placed & { type: 'text'; data: TextDecorData })
  | (Placed & { type: 'image'; data: ImageDecorData });

/** Padding around a banner's text, in flow pixels. */
export const TEXT_DECOR_PADDING = 12;

/** A banner's size when none is stored: one line of text, estimated without measuring. */
export function textDecorSize(data: TextDecorData): { width: number; height: number } {
  const lines = data.text.split('\n');
  const longest = Math.max(...lines.map((line) => line.length));
  return {
    width: Math.ceil(longest * data.fontSize * 0.56 + 2 * TEXT_DECOR_PADDING),
    height: Math.ceil(lines.length * data.fontSize * 1.3 + 2 * TEXT_DECOR_PADDING),
  };
}

/** Only web, root-relative and data:image addresses are drawn. */
export function safeImageUrl(url: string): string | null {
  const trimmed = url.trim();
  return /^(https?:\/\/|\/|data:image\/)/i.test(trimmed) ? trimmed : null;
}

/** A stored decor as something to draw; null for an unknown type or invalid data (it is skipped). */
export function parseDecor(node: DecorNode): ParsedDecor | null {
  if (node.type === 'text') {
    const parsed = textDecorData.safeParse(node.data);
    if (!parsed.success) return null;
    const size = textDecorSize(parsed.data);
    return {
      id: node.id,
      type: 'text',
      x: node.x,
      y: node.y,
      width: node.width || size.width,
      height: node.height || size.height,
      data: parsed.data,
    };
  }
  if (node.type === 'image') {
    const parsed = imageDecorData.safeParse(node.data);
    if (!parsed.success || !safeImageUrl(parsed.data.url)) return null;
    const width = node.width || 120;
    return {
      id: node.id,
      type: 'image',
      x: node.x,
      y: node.y,
      width,
      height: node.height || width,
      data: parsed.data,
    };
  }
  return null;
}

export function parseDecors(nodes: readonly DecorNode[]): ParsedDecor[] {
  return nodes.flatMap((node) => {
    const parsed = parseDecor(node);
    return parsed ? [parsed] : [];
  });
}
