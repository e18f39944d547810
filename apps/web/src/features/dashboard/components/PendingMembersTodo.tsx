import { Anchor, Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { QueryBody } from '../../../components/QueryBody.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { useSuggestionSummary } from '../../suggestions/index.ts';
import { usePendingUsers, useUserActions } from '../../users/index.ts';
import { DashboardList, DashboardListItem, DashboardListSkeleton } from './DashboardList.tsx';

export const TODO_LIMIT = 5;

/** "Việc cần làm": the members waiting for approval, each approvable in one click. */
export function PendingMembersTodo() {
  const query = usePendingUsers({ limit: TODO_LIMIT, offset: 0 });
  const actions = useUserActions();
  const total = query.data?.total ?? 0;

  const users = query.data?.users ?? [];
  const content = (
    <QueryBody
      query={query}
      placeholder={<DashboardListSkeleton />}
      errorTitle="Không tải được danh sách chờ duyệt"
      isEmpty={users.length === 0}
      empty={
        <Group gap="sm" wrap="nowrap" py="xs">
          <ThemeIcon variant="light" color="green" radius="xl">
            <IconCircleCheck size={18} />
          </ThemeIcon>
          <Text size="sm" c="dimmed">
            Không có việc nào cần làm: mọi yêu cầu tham gia đã được xử lý.
          </Text>
        </Group>
      }
    >
      <DashboardList label="Thành viên chờ duyệt">
        {users.map((user) => (
          <DashboardListItem key={user.id}>
            <Stack gap={2} miw={0}>
              <Text size="sm" fw={600} truncate>
                {user.name}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                @{user.username} · gửi ngày {formatDate(user.createdAt)}
              </Text>
            </Stack>
            <Button
              size="xs"
              color="green"
              variant="light"
              leftSection={<IconCheck size={14} />}
              style={{ flexShrink: 0 }}
              aria-label={`Duyệt ${user.name}`}
              loading={actions.isBusy(user)}
              onClick={() => actions.approve(user)}
            >
              Duyệt
            </Button>
          </DashboardListItem>
        ))}
      </DashboardList>
    </QueryBody>
  );

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Group gap="xs" mb="xs">
        <Title order={2} size="h4">
          Việc cần làm
        </Title>
        {total > 0 ? (
          <Badge color="yellow" variant="light" tt="none">
            {total} chờ duyệt
          </Badge>
        ) : null}
      </Group>
      {content}
      <PendingSuggestionsLink />
      {total > 0 ? (
        <Anchor component={Link} to="/admin/users?status=pending" size="sm" mt="xs" display="inline-block">
          {total > TODO_LIMIT
            ? `Xem tất cả ${total} thành viên chờ duyệt`
            : 'Mở danh sách thành viên chờ duyệt'}
        </Anchor>
      ) : null}
    </Paper>
  );
}

/** Members' suggestions waiting for review (issue 24): a link to the queue while any wait. */
function PendingSuggestionsLink() {
  const pending = useSuggestionSummary().data?.pending ?? 0;
  if (pending === 0) return null;
  return (
    <Anchor component={Link} to="/settings/suggestions/review" size="sm" mt="xs" display="block">
      {pending} đề xuất của thành viên chờ duyệt
    </Anchor>
  );
}
