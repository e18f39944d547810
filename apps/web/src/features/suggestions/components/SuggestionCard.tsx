import { SUGGESTION_KIND_LABELS, type Suggestion } from '@giapha/contract';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/dates.ts';
import { MY_SUGGESTIONS_TEXTS as M, REVIEW_TEXTS as R } from '../texts.ts';
import { SuggestionDiff } from './SuggestionDiff.tsx';
import { SuggestionStatusBadge } from './SuggestionStatusBadge.tsx';

interface SuggestionCardProps {
  suggestion: Suggestion;
  /** The reviewer's view names the author. */
  showAuthor?: boolean;
  /** Buttons at the foot (withdraw, approve, reject…). */
  actions?: ReactNode;
  /** Above the diff (a stale warning, a 409). */
  notice?: ReactNode;
}

/** One proposal: what kind, about whom, its state, the diff, the notes, and what may be done with it. */
export function SuggestionCard({ suggestion: s, showAuthor = false, actions, notice }: SuggestionCardProps) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="article"
      aria-label={`${SUGGESTION_KIND_LABELS[s.kind]}: ${s.person.name}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} miw={0} style={{ flex: 1 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {SUGGESTION_KIND_LABELS[s.kind]}:{' '}
              <Anchor component={Link} to={`/persons/${s.person.id}`} inherit>
                {s.person.name}
              </Anchor>
              {s.otherPerson ? (
                <>
                  {' '}
                  và{' '}
                  <Anchor component={Link} to={`/persons/${s.otherPerson.id}`} inherit>
                    {s.otherPerson.name}
                  </Anchor>
                </>
              ) : null}
            </Text>
            <Text size="xs" c="dimmed">
              {showAuthor ? R.by(s.author.name, formatDate(s.createdAt)) : M.sentOn(formatDate(s.createdAt))}
            </Text>
          </Stack>
          <SuggestionStatusBadge status={s.status} />
        </Group>
        {notice}
        <SuggestionDiff suggestion={s} />
        {s.note ? (
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              {R.note}:{' '}
            </Text>
            {s.note}
          </Text>
        ) : null}
        {s.reviewNote ? (
          <Text size="sm" c={s.status === 'rejected' ? 'red.8' : undefined}>
            <Text span c="dimmed" size="sm">
              {s.status === 'rejected' ? M.reason : M.reviewNote}:{' '}
            </Text>
            {s.reviewNote}
          </Text>
        ) : null}
        {s.reviewedAt && s.reviewer ? (
          <Text size="xs" c="dimmed">
            {M.reviewedOn(formatDate(s.reviewedAt), s.reviewer.name)}
          </Text>
        ) : null}
        {actions ? (
          <Group gap="xs" justify="flex-end" wrap="wrap">
            {actions}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
