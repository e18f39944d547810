import { cleanPlaceName, type Place, type PlaceRef } from '@giapha/contract';
import { CloseButton, Combobox, Group, Loader, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapPin, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { SEARCH_DELAY_MS } from '../../../lib/search-delay.ts';
import { useCreatePlace } from '../api/createPlace.ts';
import { usePlaceSearch } from '../api/listPlaces.ts';
import { toPlaceRef } from '../format.ts';
import { addPlaceLabel, PLACE_TEXTS, usageLabel } from '../texts.ts';

/** The option value of «Thêm địa danh "…"»: no place id looks like it. */
const CREATE_OPTION = 'create-place';

export interface PlacePickerProps {
  label: string;
  value: PlaceRef | null;
  /** The place picked (or just made), or null when cleared. */
  onChange: (place: PlaceRef | null) => void;
  error?: string | undefined;
  description?: string | undefined;
}

/** Names compared as the server's find-or-create compares them: cleaned, case aside. */
function sameName(a: string, b: string): boolean {
  return a.toLocaleLowerCase('vi') === b.toLocaleLowerCase('vi');
}

function PlaceOption({ place }: { place: Place }) {
  const details = [place.oldName ? `${PLACE_TEXTS.oldName}: ${place.oldName}` : '', usageLabel(place.usage)]
    .filter(Boolean)
    .join(' · ');
  return (
    <Stack gap={0}>
      <Text size="sm">{place.name}</Text>
      <Text size="xs" c="dimmed">
        {details}
      </Text>
    </Stack>
  );
}

/**
 * Picks one of the clan's places: searched on the server as you type (any spelling, the most used
 * first), or made on the fly with «Thêm địa danh "…"» — the server answers the place already named so
 * rather than a second one. Arrow keys and Enter choose; the × clears.
 */
export function PlacePicker({ label, value, onChange, error, description }: PlacePickerProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState('');

  const [editing, setEditing] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  // While the box still shows the picked name, offer the most used places rather than that one name.
  const term = value && search === value.name ? '' : debounced;
  const query = usePlaceSearch(term, editing);
  const create = useCreatePlace();

  const places = query.data?.places ?? [];
  const typed = cleanPlaceName(search);
  const offerCreate =
    editing && typed !== '' && typed !== value?.name && !places.some((p) => sameName(p.name, typed));

  // Enter takes the first option when none is highlighted.
  const optionCount = places.length + (offerCreate ? 1 : 0);
  useEffect(() => {
    if (optionCount > 0) combobox.selectFirstOption();
  }, [optionCount, combobox.selectFirstOption]);

  function choose(place: PlaceRef) {
    onChange(toPlaceRef(place));
    setSearch(place.name);
    setEditing(false);
    combobox.closeDropdown();
  }

  function createTyped() {
    const name = typed;
    combobox.closeDropdown();
    create.mutate(
      { name },
      {
        onSuccess: ({ place }) => choose(place),
        onError: (failure) => setCreateError(failure.message),
      },
    );
  }

  function clear() {
    setSearch('');
    setCreateError(null);
    onChange(null);
    combobox.closeDropdown();
  }

  const notes = [description, value?.oldName ? `Tên cũ: ${value.oldName}` : ''].filter(Boolean).join(' — ');
  const shown = editing ? search : (value?.name ?? '');

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(option) => {
        if (option === CREATE_OPTION) {
          createTyped();
          return;
        }
        const place = places.find((p) => p.id === option);
        if (place) choose(place);
      }}
    >
      <Combobox.Target>
        <TextInput
          label={label}
          description={notes || undefined}
          placeholder={PLACE_TEXTS.pickerPlaceholder}
          leftSection={<IconMapPin size={16} aria-hidden />}
          rightSection={
            create.isPending ? (
              <Loader size="xs" aria-label="Đang thêm địa danh" />
            ) : value || search ? (
              <CloseButton
                size="sm"
                aria-label={PLACE_TEXTS.clear}
                onMouseDown={(event) => event.preventDefault()}
                onClick={clear}
              />
            ) : (
              <Combobox.Chevron />
            )
          }
          rightSectionPointerEvents={value || search || create.isPending ? 'all' : 'none'}
          value={shown}
          error={error ?? createError ?? undefined}
          role="combobox"
          aria-autocomplete="list"
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setEditing(true);
            setCreateError(null);
            combobox.openDropdown();
          }}
          onFocus={() => {
            setSearch(value?.name ?? '');
            setEditing(true);
            combobox.openDropdown();
          }}
          onClick={() => combobox.openDropdown()}
          onBlur={() => {
            setEditing(false);
            combobox.closeDropdown();
          }}
        />
      </Combobox.Target>

      <Combobox.Dropdown>
        <Combobox.Options mah={300} style={{ overflowY: 'auto' }} aria-label={label}>
          {places.map((place) => (
            <Combobox.Option value={place.id} key={place.id} active={place.id === value?.id}>
              <PlaceOption place={place} />
            </Combobox.Option>
          ))}
          {offerCreate ? (
            <Combobox.Option value={CREATE_OPTION}>
              <Group gap={6} wrap="nowrap">
                <IconPlus size={14} aria-hidden />
                <Text size="sm">{addPlaceLabel(typed)}</Text>
              </Group>
            </Combobox.Option>
          ) : null}
          {optionCount === 0 ? (
            <Combobox.Empty>
              {query.isFetching
                ? PLACE_TEXTS.searching
                : query.isError
                  ? PLACE_TEXTS.searchFailed
                  : PLACE_TEXTS.nothingFound}
            </Combobox.Empty>
          ) : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
