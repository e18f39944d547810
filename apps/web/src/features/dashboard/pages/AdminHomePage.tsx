import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSession } from '../../../lib/session.ts';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { PendingMembersTodo } from '../components/PendingMembersTodo.tsx';
import { StatCards } from '../components/StatCards.tsx';
import { UpcomingAnniversaries } from '../components/UpcomingAnniversaries.tsx';

/** /admin/home: a greeting, the clan's numbers and what waits for the admin. */
export function AdminHomePage() {
  usePageTitle('Tổng quan');
  const { user, clan } = useSession();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2" lh={1.25}>
          Xin chào, {user?.name}
        </Title>
        <Text c="dimmed" size="sm">
          Trang quản trị của {clan?.clanName}. Đây là tình hình thành viên và những ngày giỗ sắp tới của dòng
          họ.
        </Text>
      </Stack>
      <StatCards />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <PendingMembersTodo />
        <UpcomingAnniversaries />
      </SimpleGrid>
    </Stack>
  );
}
