import type { PersonRecord } from '@giapha/contract';
import { formatLifeDate } from '@giapha/genealogy';
import { Anchor, Group, type MantineSpacing, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SectionPanel } from '../../../components/SectionPanel.tsx';
import { GraveFacts, GravePhotoStrip } from '../../graves/index.ts';
import { treeViewerPath } from '../../home/index.ts';
import { formatPlace, PlaceMapLinks } from '../../places/index.ts';
import { evidenceFact, sourceLine, timelineDate, timelineTitle } from '../format.ts';
import { PERSON_RECORD_TEXTS as T } from '../texts.ts';
import { RelativeLink } from './PersonLinks.tsx';
import classes from './person-record.module.css';

/** One section of the record, named by its heading. */
function RecordSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <SectionPanel titleId={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </SectionPanel>
  );
}

/** A list drawn as a column, without bullets. */
function PlainList({ gap, children }: { gap: MantineSpacing; children: ReactNode }) {
  return (
    <Stack gap={gap} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {children}
    </Stack>
  );
}

/** The line from the oldest known ancestor down to the person, each a link. */
export function LineageSection({ record }: { record: PersonRecord }) {
  if (record.lineage.length === 0) return null;
  const oldestFirst = [...record.lineage].reverse();
  return (
    <RecordSection id="person-lineage" title={T.lineage}>
      <Text size="sm" c="dimmed" mb="xs">
        {T.lineageHint}
      </Text>
      <ol className={classes.lineage}>
        {oldestFirst.map((ancestor) => (
          <li key={ancestor.id}>
            <RelativeLink person={ancestor} />
          </li>
        ))}
        <li>
          <Text fw={600}>{record.name}</Text>
        </li>
      </ol>
    </RecordSection>
  );
}

/** Parents, spouses (with the marriage when it is public) and children, each a link to their page. */
export function FamilySection({ record }: { record: PersonRecord }) {
  const groups = [
    { key: 'parents', title: T.parents, people: record.parents },
    { key: 'spouses', title: T.spouses, people: record.spouses },
    { key: 'children', title: T.children, people: record.children },
  ].filter((group) => group.people.length > 0);
  if (groups.length === 0) return null;
  return (
    <RecordSection id="person-family" title={T.family}>
      <Stack gap="md">
        {groups.map((group) => (
          <Stack key={group.key} gap={6} component="section" aria-label={group.title}>
            <Text size="sm" fw={700} c="dimmed" tt="uppercase">
              {group.title}
            </Text>
            <PlainList gap="xs">
              {group.people.map((person) => {
                const marriage = 'marriage' in person ? person.marriage : null;
                const married = marriage
                  ? [formatLifeDate(marriage.date), formatPlace(marriage.place)].filter(Boolean).join(', ')
                  : '';
                return (
                  <li key={person.id}>
                    <RelativeLink person={person} extra={married ? `${T.married}: ${married}` : undefined} />
                  </li>
                );
              })}
            </PlainList>
          </Stack>
        ))}
      </Stack>
    </RecordSection>
  );
}

/** Birth, life events and death as a vertical list, the date on the left. */
export function TimelineSection({ record }: { record: PersonRecord }) {
  if (record.timeline.length === 0) return null;
  return (
    <RecordSection id="person-timeline" title={T.timeline}>
      <ol className={classes.timeline}>
        {record.timeline.map((entry, index) => {
          const place = formatPlace(entry.place);
          return (
            <li key={entry.eventId ?? `${entry.kind}-${index}`} className={classes.entry}>
              <Text size="sm" c="dimmed" className={classes.date}>
                {timelineDate(entry)}
              </Text>
              <Stack gap={2} className={classes.body}>
                <Text fw={600}>{timelineTitle(entry)}</Text>
                {entry.value ? <Text size="sm">{entry.value}</Text> : null}
                {place ? (
                  <Text size="sm" component="div">
                    {place}
                    <PlaceMapLinks latitude={entry.place?.latitude} longitude={entry.place?.longitude} />
                  </Text>
                ) : null}
                {entry.note ? (
                  <Text size="sm" c="dimmed" className={classes.text}>
                    {entry.note}
                  </Text>
                ) : null}
              </Stack>
            </li>
          );
        })}
      </ol>
    </RecordSection>
  );
}

/** Where the person rests: each grave with its directions and photos. */
export function GravesSection({ record }: { record: PersonRecord }) {
  if (record.graves.length === 0) return null;
  return (
    <RecordSection id="person-graves" title={T.graves}>
      <Stack gap="md">
        {record.graves.map((grave) => (
          <Stack key={grave.id} gap="xs" component="article" aria-label={grave.cemetery ?? T.graves}>
            {grave.cemetery ? <Text fw={600}>{grave.cemetery}</Text> : null}
            <GraveFacts grave={grave} />
            <GravePhotoStrip photos={grave.photos} size={96} />
          </Stack>
        ))}
      </Stack>
    </RecordSection>
  );
}

/** The sources behind the record: what each backs, the source, the page and the quote. */
export function EvidenceSection({ record }: { record: PersonRecord }) {
  if (record.evidence.length === 0) return null;
  return (
    <RecordSection id="person-evidence" title={T.evidence}>
      <PlainList gap="md">
        {record.evidence.map((evidence) => (
          <Stack key={evidence.id} gap={4} component="li">
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              {evidenceFact(evidence, record)}
            </Text>
            <Text fw={600}>{sourceLine(evidence)}</Text>
            {evidence.page ? (
              <Text size="sm">
                {T.page}: {evidence.page}
              </Text>
            ) : null}
            {evidence.quote ? <blockquote className={classes.quote}>{evidence.quote}</blockquote> : null}
          </Stack>
        ))}
      </PlainList>
    </RecordSection>
  );
}

/** The public trees that show the person. */
export function TreesLine({ record }: { record: PersonRecord }) {
  if (record.trees.length === 0) return null;
  return (
    <Group gap="xs">
      <Text size="sm" c="dimmed">
        {T.trees}:
      </Text>
      {record.trees.map((tree) => (
        <Anchor key={tree.id} component={Link} to={treeViewerPath(tree.id)} size="sm">
          {tree.name}
        </Anchor>
      ))}
    </Group>
  );
}
