import { Stack, Text } from '@mantine/core';
import { branchFeedAddresses } from '../api/calendar.ts';
import { FeedButtons } from './FeedButtons.tsx';

/** A branch's page: "Lịch giỗ của chi" — the branch's public feed in a phone's calendar. */
export function BranchCalendarLink({ branchId }: { branchId: string }) {
  return (
    <Stack gap="xs">
      <Text fw={600}>Lịch giỗ của chi</Text>
      <Text size="sm" c="dimmed">
        Đăng ký để ngày giỗ của chi hiện trong lịch điện thoại, tự cập nhật.
      </Text>
      <FeedButtons feed={branchFeedAddresses(branchId)} />
    </Stack>
  );
}
