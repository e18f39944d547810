// The zoom buttons at the corner of the canvas: in, out, fit the whole tree, back to the selected person.
import { ActionIcon, Paper } from '@mantine/core';
import { IconFocus2, IconMaximize, IconMinus, IconPlus } from '@tabler/icons-react';
import { useReactFlow } from '@xyflow/react';
import classes from './TreeCanvas.module.css';

interface ZoomControlsProps {
  onFit: () => void;
  /** Shown only when a person is selected. */
  onCentreSelected: (() => void) | null;
}

export function ZoomControls({ onFit, onCentreSelected }: ZoomControlsProps) {
  const flow = useReactFlow();
  return (
    <Paper className={classes.zoomControls} shadow="sm" radius="md" withBorder>
      <ActionIcon.Group orientation="vertical">
        <ActionIcon
          variant="default"
          size={36}
          aria-label="Phóng to"
          title="Phóng to"
          onClick={() => flow.zoomIn({ duration: 200 })}
        >
          <IconPlus size={18} />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size={36}
          aria-label="Thu nhỏ"
          title="Thu nhỏ"
          onClick={() => flow.zoomOut({ duration: 200 })}
        >
          <IconMinus size={18} />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size={36}
          aria-label="Vừa màn hình"
          title="Vừa màn hình"
          onClick={onFit}
        >
          <IconMaximize size={18} />
        </ActionIcon>
        {onCentreSelected ? (
          <ActionIcon
            variant="default"
            size={36}
            aria-label="Về người đang chọn"
            title="Về người đang chọn"
            onClick={onCentreSelected}
          >
            <IconFocus2 size={18} />
          </ActionIcon>
        ) : null}
      </ActionIcon.Group>
    </Paper>
  );
}
