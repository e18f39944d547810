import type { Suggestion, SuggestionStatus } from '@giapha/contract';
import { Button, Center, Pagination, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmDeletion, deletionToasts } from '../../../components/confirm-deletion.tsx';
import { StackSkeleton } from '../../../components/PageSkeleton.tsx';
import { QueryBody } from '../../../components/QueryBody.tsx';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { useMySuggestions, useWithdrawSuggestion } from '../api/suggestions.ts';
import { StatusFilter } from '../components/StatusFilter.tsx';
import { SuggestionCard } from '../components/SuggestionCard.tsx';
import { MY_SUGGESTIONS_TEXTS as M, SUGGESTIONS_FALLBACK } from '../texts.ts';

const PAGE_SIZE = 10;

function WithdrawButton({ suggestion }: { suggestion: Suggestion }) {
  const withdraw = useWithdrawSuggestion();
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconArrowBackUp size={14} />}
      loading={withdraw.isPending}
      onClick={() =>
        confirmDeletion({
          title: M.withdrawTitle,
          message: M.withdrawMessage,
          confirmLabel: M.withdraw,
          onConfirm: () => withdraw.mutate(suggestion.id, deletionToasts(SUGGESTIONS_FALLBACK.withdraw)),
        })
      }
    >
      {M.withdraw}
    </Button>
  );
}

/** /settings/suggestions "Đề xuất của tôi": the member's proposals with their state and reasons. */
export function MySuggestionsPage() {
  usePageTitle(M.title);
  const [status, setStatus] = useState<SuggestionStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  const query = useMySuggestions({ status, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const suggestions = query.data?.suggestions ?? [];
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / PAGE_SIZE));
  return (
    <Stack gap="lg" maw={900}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {M.title}
        </Title>
        <Text c="dimmed" size="sm">
          {M.description}
        </Text>
      </Stack>
      <StatusFilter
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />
      <QueryBody
        query={query}
        placeholder={<StackSkeleton blocks={[160, 160]} title={{ h: 0, w: '0' }} />}
        errorTitle={M.loadFailed}
        isEmpty={suggestions.length === 0}
        empty={
          <Text c="dimmed" size="sm">
            {M.empty}
          </Text>
        }
        paged
      >
        <Stack gap="md">
          {suggestions.map((s) => (
            <SuggestionCard
              key={s.id}
              suggestion={s}
              actions={s.status === 'pending' ? <WithdrawButton suggestion={s} /> : undefined}
            />
          ))}
        </Stack>
      </QueryBody>
      {pages > 1 ? (
        <Center>
          <Pagination total={pages} value={page} onChange={setPage} size="sm" />
        </Center>
      ) : null}
    </Stack>
  );
}
