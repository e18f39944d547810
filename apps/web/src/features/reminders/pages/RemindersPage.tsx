import { Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { FailedQueryAlert } from '../../../components/QueryErrorAlert.tsx';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { MemberCalendarCard } from '../../calendar/index.ts';
import { useMyReminders } from '../api/reminders.ts';
import { FollowsCard } from '../components/FollowsCard.tsx';
import { MailSettingsCard } from '../components/MailSettingsCard.tsx';
import { UpcomingCard } from '../components/UpcomingCard.tsx';
import { REMINDERS_FALLBACK } from '../texts.ts';

/** /settings/reminders: "Nhắc ngày giỗ" — reminder mail, what the member follows, and their calendar feed. */
export function RemindersPage() {
  usePageTitle('Nhắc ngày giỗ');
  const query = useMyReminders();
  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Anchor component={Link} to="/settings" size="sm">
          ← Tài khoản của tôi
        </Anchor>
        <Title order={1} size="h2">
          Nhắc ngày giỗ
        </Title>
        <Text c="dimmed" size="sm">
          Nhận thư nhắc trước các ngày giỗ (tính theo âm lịch Việt Nam) của những chi, những người bạn theo
          dõi, hoặc thêm lịch giỗ vào điện thoại.
        </Text>
      </Stack>
      {query.isPending ? (
        <Stack gap="md" role="status" aria-label="Đang tải">
          <Skeleton h={180} radius="md" />
          <Skeleton h={160} radius="md" />
        </Stack>
      ) : query.isError ? (
        <FailedQueryAlert title={REMINDERS_FALLBACK.mine} query={query} />
      ) : (
        <>
          <MailSettingsCard settings={query.data} />
          <FollowsCard settings={query.data} />
          <UpcomingCard settings={query.data} />
        </>
      )}
      {/* The member's private calendar feed (helper R2's card, issue 24). */}
      <MemberCalendarCard />
    </Stack>
  );
}
