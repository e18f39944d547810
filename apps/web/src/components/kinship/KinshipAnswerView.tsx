import type { KinshipAnswer } from '@giapha/contract';
import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';

interface KinshipAnswerViewProps {
  answer: KinshipAnswer;
  /** How the first person is named in the sentences: "Bạn", or their name. */
  first: string;
  /** How the second is named: "ông ấy", or their name. */
  second: string;
  /** Names of the persons on the path, for the chain under the answer; omitted: no chain. */
  nameOf?: (personId: string) => string;
  /** Shown under the answer (a button that highlights the path, a link to the tree). */
  actions?: ReactNode;
  compact?: boolean;
}

function capitalised(text: string): string {
  return text.charAt(0).toLocaleUpperCase('vi') + text.slice(1);
}

function TermLine({ who, whom, term }: { who: string; whom: string; term: string }) {
  return (
    <Text size="sm">
      {capitalised(who)} gọi {whom} là:{' '}
      <Text span fw={700} c="clan.8" size="md">
        {term}
      </Text>
    </Text>
  );
}

/** Who calls whom what, both ways, with the path in words; or plainly why the records cannot tell. */
export function KinshipAnswerView({
  answer,
  first,
  second,
  nameOf,
  actions,
  compact,
}: KinshipAnswerViewProps) {
  if (answer.kind === 'self' || answer.kind === 'unrelated') {
    return (
      <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} />}>
        {answer.message}
      </Alert>
    );
  }
  const firstLower = first === 'Bạn' ? 'bạn' : first;
  return (
    <Stack gap={compact ? 4 : 'xs'} aria-live="polite">
      {answer.term ? <TermLine who={first} whom={second} term={answer.term} /> : null}
      {answer.reciprocal ? <TermLine who={second} whom={firstLower} term={answer.reciprocal} /> : null}
      {answer.address ? (
        <Text size="xs" c="dimmed">
          Khi nói chuyện, {firstLower} gọi là “{answer.address}”.
        </Text>
      ) : null}
      {answer.description ? (
        <Text size="sm" c="dimmed">
          {capitalised(second)} là {answer.description}.
        </Text>
      ) : null}
      {answer.message ? (
        <Alert variant="light" color="yellow" icon={<IconInfoCircle size={18} />} p="xs">
          {answer.message}
        </Alert>
      ) : null}
      {nameOf && answer.persons.length > 1 && !compact ? (
        <Group gap={4} wrap="wrap" aria-label="Đường quan hệ">
          {answer.persons.map((id, i) => (
            <Fragment key={id}>
              {i > 0 ? (
                <Text span c="dimmed" size="xs" aria-hidden>
                  →
                </Text>
              ) : null}
              <Badge
                variant="light"
                color={i === 0 || i === answer.persons.length - 1 ? 'clan' : 'gray'}
                tt="none"
              >
                {nameOf(id)}
              </Badge>
            </Fragment>
          ))}
        </Group>
      ) : null}
      {actions}
    </Stack>
  );
}
