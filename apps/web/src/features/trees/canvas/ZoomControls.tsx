// The zoom buttons at the corner of the canvas: in, out, fit the whole tree, back to the selected person.
import { ActionIcon, Paper } from '@mantine/core';
import { IconFocus2, IconMaximize, IconMinus, IconPlus } from '@tabler/icons-react';
import { useReactFlow } from '@xyflow/react';
import type { ReactNode } from 'react';
import classes from './TreeCanvas.module.css';

interface ZoomControlsProps {
  onFit: () => void;
  /** Shown only when a person is selected. */
  onCentreSelected: (() => void) | null;
}

/** One square button of the column, named by its label (read aloud and shown on hover). */
function ZoomButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <ActionIcon variant="default" size={36} aria-label={label} title={label} onClick={onClick}>
      {children}
    </ActionIcon>
  );
}

export function ZoomControls({ onFit, onCentreSelected }: ZoomControlsProps) {
  const flow = useReactFlow();
  return (
    <Paper className={classes.zoomControls} shadow="sm" radius="md" withBorder>
      <ActionIcon.Group orientation="vertical">
        <ZoomButton label="Phóng to" onClick={() => flow.zoomIn({ duration: 200 })}>
          <IconPlus size={18} />
        </ZoomButton>
        <ZoomButton label="Thu nhỏ" onClick={() => flow.zoomOut({ duration: 200 })}>
          <IconMinus size={18} />
        </ZoomButton>
        <ZoomButton label="Vừa màn hình" onClick={onFit}>
          <IconMaximize size={18} />
        </ZoomButton>
        {onCentreSelected ? (
          <ZoomButton label="Về người đang chọn" onClick={onCentreSelected}>
            <IconFocus2 size={18} />
          </ZoomButton>
        ) : null}
      </ActionIcon.Group>
    </Paper>
  );
}
