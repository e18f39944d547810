import { CloseButton, Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useCurrentDomain } from '../../../lib/tenant.ts';
import { personLinkKeys } from '../api/cache.ts';
import type { PersonOption, PersonSearch } from '../api/searchPersons.ts';
import { PERSON_LINKS_FALLBACK } from '../texts.ts';

interface PersonSearchFieldProps {
  label: string;
  description?: string;
  /** Whose persons: the clan's (members) or the public trees' (visitors). */
  scope: 'member' | 'public';
  search: PersonSearch;
  value: PersonOption | null;
  onChange: (person: PersonOption | null) => void;
  disabled?: boolean;
  error?: string | undefined;
}

const DEBOUNCE_MS = 300;

/** A field that finds a person by name on the server (no diacritics needed) and keeps the choice. */
export function PersonSearchField({
  label,
  description,
  scope,
  search,
  value,
  onChange,
  disabled,
  error,
}: PersonSearchFieldProps) {
  const domain = useCurrentDomain();
  const [typed, setTyped] = useState<string | null>(null);
  const [debounced] = useDebouncedValue((typed ?? '').trim(), DEBOUNCE_MS);
  const results = useQuery({
    queryKey: personLinkKeys.search(scope, domain, debounced),
    queryFn: ({ signal }) => search(debounced, signal),
    enabled: debounced !== '',
    staleTime: 30_000,
  });
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const shown = typed ?? value?.name ?? '';
  const options = results.data ?? [];

  const choose = (id: string) => {
    const person = options.find((option) => option.id === id);
    if (!person) return;
    setTyped(null);
    combobox.closeDropdown();
    onChange(person);
  };

  return (
    // hideDetached off: on a phone the field sits low in a scrolled form and the dropdown was hidden as "detached".
    <Combobox store={combobox} onOptionSubmit={choose} hideDetached={false}>
      <Combobox.Target>
        <TextInput
          label={label}
          placeholder="Gõ họ tên, không cần dấu"
          description={value && typed === null ? value.hint || description : description}
          leftSection={<IconSearch size={16} />}
          disabled={disabled}
          error={error}
          rightSection={
            results.isFetching ? (
              <Loader size={14} aria-label="Đang tìm" />
            ) : shown && !disabled ? (
              <CloseButton
                size="sm"
                aria-label={`Xóa lựa chọn: ${label}`}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  setTyped(null);
                  onChange(null);
                  combobox.closeDropdown();
                }}
              />
            ) : null
          }
          value={shown}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => typed && combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            setTyped(null);
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!typed?.trim()}>
        <Combobox.Options mah={280} style={{ overflowY: 'auto' }} aria-label={`Kết quả: ${label}`}>
          {results.isError ? (
            <Combobox.Empty>{errorMessage(results.error, PERSON_LINKS_FALLBACK.search)}</Combobox.Empty>
          ) : debounced === '' || (results.isPending && options.length === 0) ? (
            <Combobox.Empty>Đang tìm…</Combobox.Empty>
          ) : options.length === 0 ? (
            <Combobox.Empty>Không tìm thấy người nào</Combobox.Empty>
          ) : (
            options.map((person) => (
              <Combobox.Option value={person.id} key={person.id} aria-label={person.name}>
                <Group gap={6} justify="space-between" wrap="nowrap">
                  <Text size="sm" truncate>
                    {person.name}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {person.hint}
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
