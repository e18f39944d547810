import type { Person } from '@giapha/contract';
import { deathAnniversaryLabel, deathAnniversaryOf, lifeYears } from '@giapha/genealogy';
import { Anchor, Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SEARCH_DELAY_MS } from '../../../lib/search-delay.ts';
import { usePersonSearch } from '../api/searchPersons.ts';

export interface PersonPickerProps {
  value: { id: string; name: string } | null;
  /** The person picked (with everything known of them), or null when cleared. */
  onChange: (person: Person | null) => void;
  error?: string;
}

function personLine(person: Person): string {
  return [
    person.generation ? `Đời ${person.generation}` : '',
    lifeYears(person),
    person.deceased ? deathAnniversaryLabel(person) || 'chưa có ngày mất âm lịch' : 'còn sống',
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * Whose giỗ this is: the clan's persons searched by name on the server (any spelling). Picking
 * someone who died with a lunar date of death fills the giỗ's day and month.
 */
export function PersonPicker({ value, onChange, error }: PersonPickerProps) {
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const [debounced] = useDebouncedValue(search, SEARCH_DELAY_MS);
  // While the box shows the picked name, search for everyone rather than for that name.
  const term = value && search === value.name ? '' : debounced.trim();
  const query = usePersonSearch(term, opened);
  const found = query.data ?? [];
  const [picked, setPicked] = useState<Person | null>(null);

  const options = found.map((person) => ({ value: person.id, label: person.name }));
  if (value && !options.some((option) => option.value === value.id)) {
    options.unshift({ value: value.id, label: value.name });
  }
  const byId = new Map(found.map((person) => [person.id, person]));
  const shown = picked && value && picked.id === value.id ? picked : null;

  return (
    <Stack gap={4}>
      <Select
        label="Giỗ của ai"
        description="Không bắt buộc. Chọn người trong gia phả: ngày mất âm lịch của người đó thành ngày giỗ."
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
        onDropdownOpen={() => setOpened(true)}
        onDropdownClose={() => setOpened(false)}
        nothingFoundMessage={
          query.isFetching
            ? 'Đang tìm…'
            : query.isError
              ? 'Không tìm được, thử lại sau'
              : 'Không tìm thấy người nào'
        }
        renderOption={({ option }) => {
          const person = byId.get(option.value);
          return (
            <Stack gap={0}>
              <Text size="sm">{option.label}</Text>
              {person ? (
                <Text size="xs" c="dimmed">
                  {personLine(person)}
                </Text>
              ) : null}
            </Stack>
          );
        }}
        allowDeselect={false}
        onChange={(id) => {
          if (!id) {
            setPicked(null);
            onChange(null);
            return;
          }
          const person = byId.get(id);
          if (!person) return;
          setPicked(person);
          onChange(person);
        }}
        error={error}
      />
      {shown && !deathAnniversaryOf(shown.death) ? (
        <Group gap={4}>
          <Text size="xs" c="orange">
            {shown.deceased
              ? 'Người này chưa có ngày mất âm lịch: hãy chọn ngày giỗ bên dưới, hoặc'
              : 'Người này chưa được ghi là đã mất. Hãy kiểm tra lại, hoặc'}
          </Text>
          <Anchor
            component={Link}
            to={`/admin/persons/update/${encodeURIComponent(shown.id)}`}
            size="xs"
            target="_blank"
          >
            sửa thông tin người này
          </Anchor>
        </Group>
      ) : null}
    </Stack>
  );
}
