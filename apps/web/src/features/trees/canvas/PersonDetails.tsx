import { deathAnniversaryOf, formatLifeDate, lifeSpanLabel } from '@giapha/genealogy';
import { Avatar, Button, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconId } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PERSON_RECORD_TEXTS, personRecordPath } from '../../person-record/index.ts';
import { OTHER_NAME_LABELS, SEX_LABELS } from '../../persons/index.ts';
import type { CanvasPerson } from '../model.ts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Stack>
  );
}

/**
 * What a visitor reads about a person: names, đời and thứ, dates with the giỗ, burial place, biography;
 * `kinship`, for a member linked to the tree, says what each calls the other.
 */
export function PersonDetails({ person, kinship }: { person: CanvasPerson; kinship?: ReactNode }) {
  const otherNames = (['tenHuy', 'tenTu', 'hieu', 'thuyHieu'] as const).filter(
    (key) => person.otherNames[key],
  );
  // Dates as written (khoảng, trước, âm lịch…); the giỗ only from an exact day of death.
  const born = formatLifeDate(person.birth);
  const died = formatLifeDate(person.death);
  const gio = deathAnniversaryOf(person.death);
  const years = lifeSpanLabel(person);
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap">
        {person.avatar ? <Avatar src={person.avatar} alt="" size={64} radius="xl" /> : null}
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700} size="lg">
            {person.name}
          </Text>
          {years ? (
            <Text size="sm" c="dimmed">
              {years}
            </Text>
          ) : null}
        </Stack>
      </Group>
      {kinship}
      <Button
        component={Link}
        to={personRecordPath(person.id)}
        variant="light"
        size="xs"
        leftSection={<IconId size={16} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
      >
        {PERSON_RECORD_TEXTS.viewPage}
      </Button>

      {otherNames.length > 0 ? (
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
          {otherNames.map((key) => (
            <Field key={key} label={OTHER_NAME_LABELS[key]}>
              {person.otherNames[key]}
            </Field>
          ))}
        </SimpleGrid>
      ) : null}

      <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
        <Field label="Đời">{person.generation ?? 'Chưa rõ'}</Field>
        <Field label="Thứ">{person.ordinalNumber ?? 'Chưa rõ'}</Field>
        {person.sex !== 'unknown' ? <Field label="Giới tính">{SEX_LABELS[person.sex]}</Field> : null}
        <Field label="Sinh">{born || 'Chưa rõ'}</Field>
        {person.deceased || died ? <Field label="Mất">{died || 'Chưa rõ'}</Field> : null}
        {gio ? (
          <Field label="Ngày giỗ">
            {gio.day}/{gio.month}
            {gio.leap ? ' nhuận' : ''} âm lịch
          </Field>
        ) : null}
        {person.burialPlace ? <Field label="Nơi an táng">{person.burialPlace}</Field> : null}
      </SimpleGrid>

      <Divider />
      <Stack gap={4}>
        <Text size="xs" c="dimmed">
          Tiểu sử
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {person.biography}
        </Text>
      </Stack>
    </Stack>
  );
}
