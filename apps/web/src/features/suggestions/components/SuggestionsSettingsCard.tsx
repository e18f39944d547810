import { Badge, Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChecklist, IconChevronRight, IconMessageDots } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { useSuggestionSummary } from '../api/suggestions.ts';
import { MY_SUGGESTIONS_TEXTS as M, REVIEW_TEXTS as R } from '../texts.ts';

function LinkCard({
  to,
  title,
  description,
  icon: Icon,
  badge,
}: {
  to: string;
  title: string;
  description: string;
  icon: ComponentType<{ size?: number }>;
  badge?: ReactNode;
}) {
  return (
    <Card component={Link} to={to} withBorder radius="md" padding="lg">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={44} radius="md" variant="light">
          <Icon size={24} />
        </ThemeIcon>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{title}</Text>
            {badge}
          </Group>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
        <IconChevronRight size={18} aria-hidden style={{ flexShrink: 0, alignSelf: 'center' }} />
      </Group>
    </Card>
  );
}

/** On /settings: "Đề xuất của tôi", and "Duyệt đề xuất" with the pending count for admins and branch heads. */
export function SuggestionsSettingsCard() {
  const summary = useSuggestionSummary();
  const pending = summary.data?.pending ?? 0;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <LinkCard
        to="/settings/suggestions"
        title={M.title}
        description={M.settingsDescription}
        icon={IconMessageDots}
      />
      {summary.data?.canReview ? (
        <LinkCard
          to="/settings/suggestions/review"
          title={R.title}
          description={M.reviewDescription(pending)}
          icon={IconChecklist}
          badge={
            pending > 0 ? (
              <Badge color="red" variant="filled" size="sm" aria-label={R.pendingCount(pending)}>
                {pending}
              </Badge>
            ) : null
          }
        />
      ) : null}
    </SimpleGrid>
  );
}
