import type { LifeDate } from '@giapha/contract';
import { yearCanChi } from '@giapha/genealogy';
import { Avatar, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatPartialSolar, OTHER_NAME_LABELS, SEX_LABELS } from '../../persons/index.ts';
import { type CanvasPerson, lifeSpanLabel } from '../model.ts';

type LunarValue = NonNullable<LifeDate['lunar']>;

function lunarText(lunar: LunarValue): string {
  const day = `${lunar.day}/${lunar.month}${lunar.leap ? ' nhuận' : ''}`;
  return lunar.year ? `${day} năm ${yearCanChi(lunar.year)} (${lunar.year})` : day;
}

/** `12/03/1920 (âm lịch 5/2 năm Canh Thân (1920))`, or whichever half is known. */
export function lifeDateText(date: LifeDate | null | undefined): string {
  if (!date) return '';
  const solar = date.solar ? formatPartialSolar(date.solar) : '';
  const lunar = date.lunar ? `âm lịch ${lunarText(date.lunar)}` : '';
  if (solar && lunar) return `${solar} (${lunar})`;
  return solar || lunar;
}

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

/** What a visitor reads about a person: names, đời and thứ, dates with the giỗ, burial place, biography. */
export function PersonDetails({ person }: { person: CanvasPerson }) {
  const otherNames = (['tenHuy', 'tenTu', 'hieu', 'thuyHieu'] as const).filter(
    (key) => person.otherNames[key],
  );
  const born = lifeDateText(person.birth);
  const died = lifeDateText(person.death);
  const gio = person.death?.lunar;
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
