import type { Suggestion } from '@giapha/contract';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { confirmDeletion, deletionToasts } from '../../../components/confirm-deletion.tsx';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { useMySuggestions, useWithdrawSuggestion } from '../api/suggestions.ts';
import { SuggestionCard } from '../components/SuggestionCard.tsx';
import { SuggestionList, useSuggestionListParams } from '../components/SuggestionList.tsx';
import { MY_SUGGESTIONS_TEXTS as M, SUGGESTIONS_FALLBACK } from '../texts.ts';

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
  const list = useSuggestionListParams(undefined);
  const query = useMySuggestions(list.params);
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
      <SuggestionList
        list={list}
        query={query}
        errorTitle={M.loadFailed}
        emptyText={M.empty}
        renderItem={(s) => (
          <SuggestionCard
            key={s.id}
            suggestion={s}
            actions={s.status === 'pending' ? <WithdrawButton suggestion={s} /> : undefined}
          />
        )}
      />
    </Stack>
  );
}
