// The row over the canvas: search, "N generations", the caller's buttons, and what is hidden now
// (the generations view, collapsed branches) with a way back to the whole tree.
import { Badge, Button, CloseButton, Group } from '@mantine/core';
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
  extra,
}: CanvasToolbarProps) {
  return (
    <div className={classes.toolbar}>
      <TreeSearch persons={persons} onChoose={onChooseFromSearch} />
      <GenerationsControl
        selectedPerson={selectedPerson}
        active={focus !== null}
        onShow={onShowGenerations}
        onShowWholeTree={onShowWholeTree}
      />
      {extra}
      {focus || collapsedCount > 0 ? (
        <Group gap={6} w="100%" wrap="wrap">
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
