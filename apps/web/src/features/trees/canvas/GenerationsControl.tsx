// "N generations from a person": the toolbar button and its popover, which asks how many generations
// to show from the selected person.
import { ActionIcon, Button, NumberInput, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { IconHierarchy2 } from '@tabler/icons-react';
import { useState } from 'react';
import type { CanvasPerson } from '../model.ts';

const MAX_GENERATIONS = 30;

/** The typed count as a whole number of generations, 1 to 30 (1 for anything unreadable). */
export function generationsCount(input: string | number): number {
  return Math.max(1, Math.min(MAX_GENERATIONS, Math.round(Number(input)) || 1));
}

interface GenerationsControlProps {
  selectedPerson: CanvasPerson | null;
  /** A generations view is on (the button is drawn filled). */
  active: boolean;
  onShow: (personId: string, generations: number) => void;
  onShowWholeTree: () => void;
}

export function GenerationsControl({
  selectedPerson,
  active,
  onShow,
  onShowWholeTree,
}: GenerationsControlProps) {
  const [input, setInput] = useState<string | number>(3);
  const generations = generationsCount(input);
  const [opened, setOpened] = useState(false);

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      withinPortal={false}
      shadow="md"
      zIndex={20}
    >
      <Popover.Target>
        <Tooltip label="Hiện một số đời từ người được chọn" withinPortal={false}>
          <ActionIcon
            size={36}
            variant={active ? 'filled' : 'default'}
            aria-label="Hiện số đời từ một người"
            onClick={() => setOpened((o) => !o)}
          >
            <IconHierarchy2 size={18} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown maw={280}>
        <Stack gap="xs">
          {selectedPerson ? (
            <Text size="sm">
              Từ <b>{selectedPerson.name}</b>
              {selectedPerson.generation !== null ? ` (đời ${selectedPerson.generation})` : ''}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              Chọn một người trên cây trước.
            </Text>
          )}
          <NumberInput
            label="Số đời hiển thị"
            min={1}
            max={MAX_GENERATIONS}
            value={input}
            onChange={setInput}
            allowDecimal={false}
            allowNegative={false}
          />
          <Button
            disabled={!selectedPerson}
            onClick={() => {
              if (!selectedPerson) return;
              onShow(selectedPerson.id, generations);
              setOpened(false);
            }}
          >
            Hiện {generations} đời
          </Button>
          {active ? (
            <Button variant="subtle" onClick={onShowWholeTree}>
              Hiện toàn bộ cây
            </Button>
          ) : null}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
