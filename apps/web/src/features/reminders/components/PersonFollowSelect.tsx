import { personsApi } from '@giapha/contract';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../lib/api.ts';
import { SEARCH_DELAY_MS } from '../../../lib/search-delay.ts';
import { reminderKeys } from '../api/reminders.ts';

const SEARCH_LIMIT = 10;

export interface PickedPerson {
  id: string;
  name: string;
}

/** A person of the clan to follow, found by name on the server (no diacritics needed). */
export function PersonFollowSelect({
  value,
  onChange,
}: {
  value: PickedPerson | null;
  onChange: (person: PickedPerson | null) => void;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const term = value && search === value.name ? '' : debounced;
  const query = useQuery({
    queryKey: [...reminderKeys.all, 'person-search', term],
    queryFn: async ({ signal }) => {
      const response = await callApi(
        personsApi.search,
        { query: { search: term, limit: SEARCH_LIMIT, offset: 0 } },
        { fallbackMessage: 'Không thể tìm người trong gia phả', signal },
      );
      return response.data.map((person) => ({
        value: person.id,
        label: person.generation ? `${person.name} (đời ${person.generation})` : person.name,
        name: person.name,
      }));
    },
    enabled: term !== '',
    staleTime: 30_000,
  });
  const found = query.data ?? [];
  const options = found.map(({ value: id, label }) => ({ value: id, label }));
  if (value && !options.some((option) => option.value === value.id)) {
    options.unshift({ value: value.id, label: value.name });
  }
  return (
    <Select
      label="Thêm một người"
      placeholder="Gõ tên để tìm (không dấu cũng được)"
      leftSection={<IconUserSearch size={16} />}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': 'Bỏ chọn người' }}
      data={options}
      value={value?.id ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already matched the names (without diacritics): show its answer as it is.
      filter={({ options: all }) => all}
      nothingFoundMessage={
        term === ''
          ? 'Gõ tên để tìm'
          : query.isFetching
            ? 'Đang tìm…'
            : query.isError
              ? 'Không tìm được, thử lại sau'
              : 'Không tìm thấy người nào'
      }
      onChange={(id) => {
        const person = found.find((option) => option.value === id);
        onChange(person ? { id: person.value, name: person.name } : null);
      }}
    />
  );
}
