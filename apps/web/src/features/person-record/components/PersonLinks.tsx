import type { RecordRelative } from '@giapha/contract';
import { lifeYears } from '@giapha/genealogy';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { personRecordPath } from '../format.ts';
import { PERSON_RECORD_TEXTS } from '../texts.ts';

/** A relative as a link to their page: the name, and the years of the dead (the living: the name only). */
export function RelativeLink({ person, extra }: { person: RecordRelative; extra?: string | undefined }) {
  const years = person.deceased ? lifeYears(person) : '';
  const details = [
    person.generation !== null ? PERSON_RECORD_TEXTS.generation(person.generation) : '',
    years,
    extra ?? '',
  ].filter(Boolean);
  return (
    <Stack gap={0}>
      <Anchor component={Link} to={personRecordPath(person.id)} fw={600}>
        {person.name}
      </Anchor>
      {details.length > 0 ? (
        <Text size="sm" c="dimmed">
          {details.join(' · ')}
        </Text>
      ) : null}
    </Stack>
  );
}
