import { lifeSpanLabel } from '@giapha/genealogy';
import { CloseButton, Combobox, Group, Text, TextInput, useCombobox } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import type { CanvasPerson } from '../model.ts';
import { buildSearchIndex, type SearchEntry, searchPersons } from './kinship.ts';
import classes from './TreeCanvas.module.css';

interface TreeSearchProps {
  persons: readonly CanvasPerson[];
  onChoose: (personId: string) => void;
}

/** Finds a person by name without diacritics (`nguyen van duc` → Nguyễn Văn Đức) and hands back the choice. */
export function TreeSearch({ persons, onChoose }: TreeSearchProps) {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  // Folding every name costs a few milliseconds per thousand persons: done on the first search, not on open.
  const index = useRef<{ persons: readonly CanvasPerson[]; entries: SearchEntry[] } | null>(null);
  const matches = useMemo(() => {
    if (deferred.trim() === '') return [];
    if (index.current?.persons !== persons) index.current = { persons, entries: buildSearchIndex(persons) };
    return searchPersons(index.current.entries, deferred);
  }, [persons, deferred]);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const open = query.trim() !== '';

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(personId) => {
        const chosen = persons.find((p) => p.id === personId);
        if (chosen) setQuery(chosen.name);
        combobox.closeDropdown();
        onChoose(personId);
      }}
      withinPortal={false}
      zIndex={20}
    >
      <Combobox.Target>
        <TextInput
          className={classes.search}
          aria-label="Tìm người trong cây"
          placeholder="Tìm theo tên, không cần dấu"
          leftSection={<IconSearch size={16} />}
          rightSection={
            query ? (
              <CloseButton
                size="sm"
                aria-label="Xóa ô tìm kiếm"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  setQuery('');
                  combobox.closeDropdown();
                }}
              />
            ) : null
          }
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => open && combobox.openDropdown()}
          onFocus={() => open && combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            // The first match on Enter when none is highlighted.
            if (event.key === 'Enter' && combobox.getSelectedOptionIndex() < 0 && matches[0]) {
              event.preventDefault();
              const first = matches[0];
              setQuery(first.name);
              combobox.closeDropdown();
              onChoose(first.id);
            }
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!open}>
        <Combobox.Options mah={320} style={{ overflowY: 'auto' }} aria-label="Kết quả tìm kiếm">
          {matches.length === 0 ? (
            <Combobox.Empty>Không tìm thấy người nào</Combobox.Empty>
          ) : (
            matches.map((person) => (
              <Combobox.Option value={person.id} key={person.id} aria-label={person.name}>
                <Group gap={6} justify="space-between" wrap="nowrap">
                  <Text size="sm" truncate>
                    {person.name}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {[person.generation !== null ? `Đời ${person.generation}` : '', lifeSpanLabel(person)]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Group>
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
