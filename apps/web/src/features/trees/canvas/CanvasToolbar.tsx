// The row over the canvas: search, "N generations", the caller's buttons, and what is hidden now
// (the generations view, collapsed branches) with a way back to the whole tree.
import { Badge, Button, CloseButton, Group } from '@mantine/core';
import { IconFocus2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { CanvasPerson } from '../model.ts';
import { GenerationsControl } from './GenerationsControl.tsx';
import classes from './TreeCanvas.module.css';
import { TreeSearch } from './TreeSearch.tsx';
import type { GenerationsFocus } from './useHiddenPersons.ts';

interface CanvasToolbarProps {
  persons: readonly CanvasPerson[];
  onChooseFromSearch: (personId: string) => void;
  selectedPerson: CanvasPerson | null;
  focus: GenerationsFocus | null;
  /** The person the generations view starts from (null when they left the tree). */
  focusPerson: CanvasPerson | null;
  onShowGenerations: (personId: string, generations: number) => void;
  onShowWholeTree: () => void;
  collapsedCount: number;
  onExpandAll: () => void;
  /** The focus (hourglass) view's person, null when the whole tree is shown. */
  hourglassPerson: CanvasPerson | null;
  onFocusPerson: (personId: string) => void;
  onLeaveFocus: () => void;
  extra: ReactNode;
}

export function CanvasToolbar({
  persons,
  onChooseFromSearch,
  selectedPerson,
  focus,
  focusPerson,
  onShowGenerations,
  onShowWholeTree,
  collapsedCount,
  onExpandAll,
  hourglassPerson,
  onFocusPerson,
  onLeaveFocus,
  extra,
}: CanvasToolbarProps) {
  const canFocus = selectedPerson !== null && selectedPerson.id !== hourglassPerson?.id;
  return (
    <div className={classes.toolbar}>
      <TreeSearch persons={persons} onChoose={onChooseFromSearch} />
      <GenerationsControl
        selectedPerson={selectedPerson}
        active={focus !== null}
        onShow={onShowGenerations}
        onShowWholeTree={onShowWholeTree}
      />
      {canFocus ? (
        <Button
          variant="white"
          color="clan"
          leftSection={<IconFocus2 size={16} />}
          onClick={() => onFocusPerson(selectedPerson.id)}
          title="Chỉ xem tổ tiên và con cháu của người đang chọn"
        >
          Tập trung
        </Button>
      ) : null}
      {extra}
      {focus || collapsedCount > 0 || hourglassPerson ? (
        <Group gap={6} w="100%" wrap="wrap">
          {hourglassPerson ? (
            <Badge
              size="lg"
              variant="white"
              color="clan"
              radius="sm"
              tt="none"
              className={classes.focusChip}
              rightSection={
                <Button size="compact-xs" variant="subtle" color="clan" onClick={onLeaveFocus}>
                  Bỏ tập trung
                </Button>
              }
            >
              Đang xem: {hourglassPerson.name}
            </Badge>
          ) : null}
          {focus && focusPerson ? (
            <Badge
              size="lg"
              variant="white"
              color="clan"
              radius="sm"
              tt="none"
              rightSection={<CloseButton size="xs" aria-label="Hiện toàn bộ cây" onClick={onShowWholeTree} />}
            >
              {focus.generations} đời từ {focusPerson.name}
            </Badge>
          ) : null}
          {collapsedCount > 0 ? (
            <Button size="compact-sm" variant="white" onClick={onExpandAll}>
              Mở rộng tất cả ({collapsedCount} nhánh đang thu gọn)
            </Button>
          ) : null}
        </Group>
      ) : null}
    </div>
  );
}
