import type { Draft } from '@giapha/contract';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconGenderFemale, IconGenderMale, IconUser } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { SearchField } from '../../../components/SearchField.tsx';
import { deathAnniversary, filterOutline, lifeYears, type OutlinePerson, outlineOf } from './draftPeople.ts';

function SexIcon({ sex }: { sex: OutlinePerson['node']['sex'] }) {
  if (sex === 'male')
    return <IconGenderMale size={18} color="var(--mantine-color-blue-6)" aria-label="Nam" />;
  if (sex === 'female') {
    return <IconGenderFemale size={18} color="var(--mantine-color-pink-6)" aria-label="Nữ" />;
  }
  return <IconUser size={18} color="var(--mantine-color-gray-6)" aria-label="Chưa rõ giới tính" />;
}

function PersonCard({ person }: { person: OutlinePerson }) {
  const { node } = person;
  const years = lifeYears(node);
  const gio = deathAnniversary(node);
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={node.name}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <SexIcon sex={node.sex} />
        <Stack gap={2} miw={0}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {node.name}
          </Text>
          {years || gio ? (
            <Text size="sm" c="dimmed">
              {[years, gio].filter(Boolean).join(' · ')}
            </Text>
          ) : null}
          {person.spouses.length > 0 ? (
            <Text size="sm">
              <Text span c="dimmed">
                {node.sex === 'female' ? 'Chồng: ' : 'Vợ/chồng: '}
              </Text>
              {person.spouses.join(', ')}
            </Text>
          ) : null}
          {person.parents.length > 0 ? (
            <Text size="sm">
              <Text span c="dimmed">
                Con của:{' '}
              </Text>
              {person.parents.join(' và ')}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}

/** The draft's persons read-only, by generation: what a clan elder checks on a phone before publishing. */
export function DraftOutline({ draft }: { draft: Draft }) {
  const [search, setSearch] = useState('');
  const groups = useMemo(() => outlineOf(draft), [draft]);
  const shown = useMemo(() => filterOutline(groups, search), [groups, search]);
  return (
    <Stack gap="md">
      <SearchField
        aria-label="Tìm người trong cây nháp"
        placeholder="Tìm theo tên (gõ không dấu cũng được)"
        value={search}
        onChange={setSearch}
        onClear={() => setSearch('')}
        maw={{ sm: 420 }}
      />
      {draft.nodes.length === 0 ? <Text c="dimmed">Cây nháp chưa có người nào.</Text> : null}
      {draft.nodes.length > 0 && shown.length === 0 ? (
        <Text c="dimmed">Không tìm thấy ai khớp với “{search.trim()}”</Text>
      ) : null}
      {shown.map((group) => {
        const title = group.generation === null ? 'Chưa rõ đời' : `Đời ${group.generation}`;
        return (
          <section key={group.generation ?? 'none'} aria-label={title}>
            <Group gap="xs" mb="xs">
              <Title order={2} size="h4">
                {title}
              </Title>
              <Badge variant="light" color="gray">
                {group.persons.length.toLocaleString('vi-VN')} người
              </Badge>
            </Group>
            <SimpleGrid
              cols={{ base: 1, sm: 2, lg: 3 }}
              spacing="sm"
              component="ul"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {group.persons.map((person) => (
                <PersonCard key={person.node.id} person={person} />
              ))}
            </SimpleGrid>
          </section>
        );
      })}
    </Stack>
  );
}
