// A tree decoration on the canvas: a title banner (text) or an image (a clan seal, a photo).

import { type ParsedDecor, safeImageUrl, TEXT_DECOR_PADDING } from '@giapha/contract';
import type { Node, NodeProps } from '@xyflow/react';
import { memo } from 'react';
import classes from './TreeCanvas.module.css';

export interface DecorNodeData extends Record<string, unknown> {
  decor: ParsedDecor;
  selected: boolean;
}

export type DecorFlowNode = Node<DecorNodeData, 'decor'>;

/** React Flow ids of decor nodes: prefixed so they never meet a person's id. */
export const DECOR_ID_PREFIX = 'decor:';

function DecorNodeView({ data }: NodeProps<DecorFlowNode>) {
  const { decor, selected } = data;
  const frame = {
    width: decor.width,
    height: decor.height,
  };
  if (decor.type === 'image') {
    const url = safeImageUrl(decor.data.url);
    return (
      <div
        className={classes.decor}
        data-decor-id={decor.id}
        data-selected={selected || undefined}
        style={frame}
      >
        {url ? (
          <img
            src={url}
            alt={decor.data.alt}
            draggable={false}
            style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
          />
        ) : null}
      </div>
    );
  }
  const { text, fontSize, color, background } = decor.data;
  return (
    <div
      className={classes.decor}
      data-decor-id={decor.id}
      data-selected={selected || undefined}
      style={{
        ...frame,
        padding: TEXT_DECOR_PADDING,
        fontSize,
        color,
        background: background ?? 'transparent',
        borderRadius: background ? 8 : 0,
      }}
    >
      <span className={classes.decorText}>{text}</span>
    </div>
  );
}

export const DecorNode = memo(DecorNodeView);
