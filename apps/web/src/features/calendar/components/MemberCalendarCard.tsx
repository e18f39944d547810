import { Button, Code, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { IconRefresh } from '@tabler/icons-react';
import { FailedQueryAlert } from '../../../components/QueryErrorAlert.tsx';
import { SectionPanel } from '../../../components/SectionPanel.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { CALENDAR_FALLBACK, useMyCalendarQuery, useResetMyCalendar } from '../api/calendar.ts';
import { FeedButtons } from './FeedButtons.tsx';

const TITLE_ID = 'member-calendar-title';

/**
 * /settings/reminders: "Lịch giỗ riêng của bạn" — the member's private feed (the giỗ they follow), its
 * buttons, and "Đổi địa chỉ" when the address got out.
 */
export function MemberCalendarCard() {
  const query = useMyCalendarQuery();
  const reset = useResetMyCalendar();

  const confirmReset = () =>
    openConfirmModal({
      title: 'Đổi địa chỉ lịch',
      centered: true,
      children: (
        <Text size="sm">
          Địa chỉ hiện tại sẽ ngừng hoạt động ngay: các lịch đã đăng ký bằng địa chỉ cũ không còn cập nhật.
          Bạn cần đăng ký lại bằng địa chỉ mới.
        </Text>
      ),
      labels: { confirm: 'Đổi địa chỉ', cancel: 'Hủy' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        reset.mutate(undefined, {
          onSuccess: ({ message }) => toast.success(message),
          onError: (error) => toast.error(errorMessage(error, CALENDAR_FALLBACK.reset)),
        }),
    });

  return (
    <SectionPanel titleId={TITLE_ID}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4" id={TITLE_ID}>
            Lịch giỗ riêng của bạn
          </Title>
          <Text size="sm" c="dimmed">
            Mọi ngày giỗ bạn được xem, theo các chi và người bạn theo dõi, trong lịch của điện thoại. Địa chỉ
            này là riêng của bạn: đừng chia sẻ cho người khác.
          </Text>
        </Stack>
        {query.isPending ? (
          <Skeleton h={72} aria-label="Đang tải" role="status" />
        ) : query.isError ? (
          <FailedQueryAlert title={CALENDAR_FALLBACK.mine} query={query} />
        ) : (
          <>
            <Code block aria-label="Địa chỉ lịch riêng" style={{ overflowX: 'auto', whiteSpace: 'pre' }}>
              {query.data.url}
            </Code>
            <FeedButtons feed={query.data} />
            <Group>
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconRefresh size={18} aria-hidden />}
                loading={reset.isPending}
                onClick={confirmReset}
              >
                Đổi địa chỉ
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </SectionPanel>
  );
}
