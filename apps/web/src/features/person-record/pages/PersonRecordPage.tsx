import { DEFAULT_BIOGRAPHY, type PersonRecord } from '@giapha/contract';
import { deathAnniversaryLabel, formatLifeDate, lifeYears } from '@giapha/genealogy';
import { Avatar, Badge, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconUserOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import {
  DetailSkeleton,
  DetailTitle,
  GoldPanel,
  PublicDetailPage,
  TextLinesSkeleton,
} from '../../../components/public-detail/PublicDetailPage.tsx';
import { AddToCalendarButton } from '../../calendar/index.ts';
import { MyKinshipCard } from '../../person-links/index.ts';
import { OTHER_NAME_LABELS, SEX_LABELS } from '../../persons/index.ts';
import { formatPlace, PlaceMapLinks } from '../../places/index.ts';
import { FollowGioButton } from '../../reminders/index.ts';
import { SuggestChangesButton } from '../../suggestions/index.ts';
import { usePersonRecord } from '../api/personRecord.ts';
import {
  EvidenceSection,
  FamilySection,
  GravesSection,
  LineageSection,
  TimelineSection,
  TreesLine,
} from '../components/PersonRecordSections.tsx';
import { PERSON_RECORD_TEXTS as T } from '../texts.ts';

const PAGE_WIDTH = 820;
const OTHER_NAMES = ['tenHuy', 'tenTu', 'hieu', 'thuyHieu', 'phapDanh'] as const;

/** `/persons/{id}`: a person's public page — names, dates and places, family, timeline, grave, evidence. */
export function PersonRecordPage() {
  const query = usePersonRecord(useParams().id ?? '');
  return (
    <PublicDetailPage
      query={query}
      missing={{
        icon: <IconUserOff size={32} />,
        title: T.notFoundTitle,
        description: T.notFoundDescription,
        back: { to: '/family-tree', label: T.backToTreeLong },
      }}
      errorTitle={T.loadFailed}
      back={{ to: '/family-tree', label: T.backToTree }}
      maw={PAGE_WIDTH}
      skeleton={<RecordSkeleton />}
    >
      {(record) => <PersonArticle record={record} />}
    </PublicDetailPage>
  );
}

function RecordSkeleton() {
  return (
    <DetailSkeleton label={T.loading}>
      <Group gap="md" wrap="nowrap">
        <Skeleton circle height={96} />
        <Stack gap="xs" style={{ flex: 1 }}>
          <Skeleton height={32} width="70%" />
          <Skeleton height={16} width="40%" />
        </Stack>
      </Group>
      <Skeleton height={120} radius="md" />
      <TextLinesSkeleton lines={4} />
    </DetailSkeleton>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** A date with its place (and the map links of the place) on the next line. */
function DatePlace({ date, place }: { date: PersonRecord['birth']; place: PersonRecord['birthPlace'] }) {
  const when = formatLifeDate(date);
  const where = formatPlace(place);
  return (
    <>
      {when || '—'}
      {where ? <div>{where}</div> : null}
      {place ? <PlaceMapLinks latitude={place.latitude} longitude={place.longitude} /> : null}
    </>
  );
}

function PersonArticle({ record }: { record: PersonRecord }) {
  const years = lifeYears(record);
  const gio = record.deceased ? deathAnniversaryLabel(record) : '';
  const otherNames = OTHER_NAMES.filter((key) => record.otherNames[key]);
  const biography = record.biography.trim() === DEFAULT_BIOGRAPHY ? '' : record.biography.trim();
  return (
    <Stack gap="lg" component="article">
      <Group gap="md" wrap="nowrap" align="flex-start">
        {record.avatar ? (
          <Avatar src={record.avatar} alt={record.name} size={96} radius="xl" />
        ) : (
          <Avatar size={96} radius="xl" color="clan" aria-hidden>
            {record.name.split(' ').pop()?.slice(0, 1)}
          </Avatar>
        )}
        <Stack gap={6} style={{ minWidth: 0 }}>
          <DetailTitle>{record.name}</DetailTitle>
          {record.nameHanNom ? (
            <Text size="xl" aria-label={`${T.hanNom}: ${record.nameHanNom}`}>
              {record.nameHanNom}
            </Text>
          ) : null}
          <Group gap={6}>
            {record.generation !== null ? (
              <Badge variant="light" color="clan" tt="none">
                {T.generation(record.generation)}
                {record.ordinalNumber !== null ? `, ${T.ordinal(record.ordinalNumber)}` : ''}
              </Badge>
            ) : null}
            {years ? (
              <Badge variant="outline" color="gray" tt="none">
                {years}
              </Badge>
            ) : null}
            {!record.deceased ? (
              <Badge variant="light" color="teal" tt="none">
                {T.living}
              </Badge>
            ) : null}
          </Group>
          <TreesLine record={record} />
        </Stack>
      </Group>

      <MyKinshipCard personId={record.id} sex={record.sex} />
      <Group gap="xs">
        <SuggestChangesButton record={record} />
      </Group>

      <GoldPanel label={T.facts}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          {otherNames.map((key) => (
            <Fact key={key} label={OTHER_NAME_LABELS[key]}>
              {record.otherNames[key]}
            </Fact>
          ))}
          {record.sex !== 'unknown' ? <Fact label={T.sex}>{SEX_LABELS[record.sex]}</Fact> : null}
          <Fact label={T.born}>
            <DatePlace date={record.birth} place={record.birthPlace} />
          </Fact>
          {record.deceased ? (
            <Fact label={T.died}>
              <DatePlace date={record.death} place={record.deathPlace} />
            </Fact>
          ) : null}
          {gio ? <Fact label={T.gio}>{gio.replace(/^Giỗ /, '')}</Fact> : null}
          {record.burialPlace ? <Fact label={T.burialPlace}>{record.burialPlace}</Fact> : null}
        </SimpleGrid>
      </GoldPanel>

      {gio ? (
        <Group>
          <AddToCalendarButton personId={record.id} />
          <FollowGioButton personId={record.id} />
        </Group>
      ) : null}

      {!record.deceased ? (
        <Text size="sm" c="dimmed">
          {T.livingNote}
        </Text>
      ) : null}

      {biography ? (
        <Stack gap={4} component="section" aria-label={T.biography}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {T.biography}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{biography}</Text>
        </Stack>
      ) : null}

      <TimelineSection record={record} />
      <FamilySection record={record} />
      <LineageSection record={record} />
      <GravesSection record={record} />
      <EvidenceSection record={record} />
    </Stack>
  );
}
