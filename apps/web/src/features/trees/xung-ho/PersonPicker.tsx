import { lifeSpanLabel } from '@giapha/genealogy';
import { CloseButton, Combobox, Group, Text, TextInput, useCombobox } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { buildSearchIndex, searchPersons } from '../canvas/kinship.ts';
import type { CanvasPerson } from '../model.ts';

interface PersonPickerProps {
  label: string;
  persons: readonly CanvasPerson[];
  value: string | null;
  onChange: (personId: string | null) => void;
}

function personHint(person: CanvasPerson): string {
  return [person.generation !== null ? `Đời ${person.generation}` : '', lifeSpanLabel(person)]
    .filter(Boolean)
    .join(' · ');
}

/** A labelled field that finds a person of the tree by name without diacritics and keeps the choice. */
export function PersonPicker({ label, persons, value, onChange }: PersonPickerProps) {
  const chosen = useMemo(() => persons.find((p) => p.id === value) ?? null, [persons, value]);
  const [query, setQuery] = useState<string | null>(null);
  const deferred = useDeferredValue(query ?? '');
  const index = useMemo(() => buildSearchIndex(persons), [persons]);
  const matches = useMemo(
    () => (deferred.trim() === '' ? [] : searchPersons(index, deferred, 20)),
    [index, deferred],
  );
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const shown = query ?? chosen?.name ?? '';

  const choose = (personId: string) => {
    setQuery(null);
    combobox.closeDropdown();
    onChange(personId);
  };

  return (
    <Combobox store={combobox} onOptionSubmit={choose}>
      <Combobox.Target>
        <TextInput
          label={label}
          placeholder="Gõ tên, không cần dấu"
          description={chosen && query === null ? personHint(chosen) : undefined}
          leftSection={<IconSearch size={16} />}
          rightSection={
            shown ? (
              <CloseButton
                size="sm"
                aria-label={`Xóa lựa chọn: ${label}`}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  setQuery(null);
                  onChange(null);
                  combobox.closeDropdown();
                }}
              />
            ) : null
          }
          value={shown}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => query && combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            setQuery(null);
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!query?.trim()}>
        <Combobox.Options mah={300} style={{ overflowY: 'auto' }} aria-label={`Kết quả: ${label}`}>
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
                    {personHint(person)}
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
