import type { Suggestion } from '@giapha/contract';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { StackSkeleton } from '../../../components/PageSkeleton.tsx';
import { QueryBody } from '../../../components/QueryBody.tsx';
import { isStaleWrite, StaleVersionAlert } from '../../../components/StaleVersionAlert.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { useReviewSuggestion, useSuggestionQueue, useSuggestionSummary } from '../api/suggestions.ts';
import { ReviewActions } from '../components/ReviewActions.tsx';
import { SuggestionCard } from '../components/SuggestionCard.tsx';
import { SuggestionList, useSuggestionListParams } from '../components/SuggestionList.tsx';
import { REVIEW_TEXTS as R, SUGGESTIONS_FALLBACK } from '../texts.ts';

function ReviewedCard({ suggestion, onReload }: { suggestion: Suggestion; onReload: () => void }) {
  const review = useReviewSuggestion();
  const pending = suggestion.status === 'pending';
  const notice = (
    <>
      {isStaleWrite(review.error) ? (
        <StaleVersionAlert
          message={errorMessage(review.error, SUGGESTIONS_FALLBACK.review)}
          onReload={() => {
            review.reset();
            onReload();
          }}
        />
      ) : null}
      {pending && suggestion.stale && !isStaleWrite(review.error) ? (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />}>
          {R.stale}
        </Alert>
      ) : null}
      {pending && suggestion.kind === 'duplicate' ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
          {R.duplicateHint}
        </Alert>
      ) : null}
    </>
  );
  return (
    <SuggestionCard
      suggestion={suggestion}
      showAuthor
      notice={notice}
      actions={pending ? <ReviewActions suggestion={suggestion} review={review} /> : undefined}
    />
  );
}

/** /settings/suggestions/review "Duyệt đề xuất": admins see the clan's proposals, branch heads their branch's. */
export function ReviewSuggestionsPage() {
  usePageTitle(R.title);
  const summary = useSuggestionSummary();
  const list = useSuggestionListParams('pending');
  const canReview = summary.data?.canReview === true;
  const query = useSuggestionQueue(list.params, canReview);
  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {R.title}
        </Title>
        <Text c="dimmed" size="sm">
          {R.description}
        </Text>
      </Stack>
      <QueryBody
        query={summary}
        placeholder={<StackSkeleton blocks={[200, 200]} title={{ h: 0, w: '0' }} />}
        errorTitle={SUGGESTIONS_FALLBACK.summary}
        isEmpty={!canReview}
        empty={
          <Alert color="gray" variant="light" icon={<IconLock size={18} />} title={R.forbiddenTitle}>
            {R.forbidden}
          </Alert>
        }
      >
        <SuggestionList
          list={list}
          query={query}
          errorTitle={SUGGESTIONS_FALLBACK.queue}
          emptyText={R.empty}
          renderItem={(s) => <ReviewedCard key={s.id} suggestion={s} onReload={() => void query.refetch()} />}
        />
      </QueryBody>
    </Stack>
  );
}
