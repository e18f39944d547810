import { Badge, Card, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBellRinging, IconBuildingBank, IconCategory, IconChevronRight } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { MyBranchesLink } from '../../branches/index.ts';
import { KinshipRegionCard, MyPersonCard } from '../../person-links/index.ts';
import { SuggestionsSettingsCard } from '../../suggestions/index.ts';
import { ROLE_LABELS } from '../../users/index.ts';

interface AreaLink {
  to: string;
  title: string;
  description: string;
  icon: ComponentType<{ size?: number }>;
}

const AREA_LINKS: AreaLink[] = [
  {
    to: '/settings/reminders',
    title: 'Nhắc ngày giỗ',
    description:
      'Thư nhắc trước ngày giỗ của các chi, những người bạn theo dõi, và lịch giỗ trên điện thoại.',
    icon: IconBellRinging,
  },
  {
    to: '/settings/ListCategory',
    title: 'Danh mục bài viết',
    description: 'Các chủ đề dùng để sắp xếp tin tức, bài viết của dòng họ.',
    icon: IconCategory,
  },
  {
    to: '/settings/ListBankAccount',
    title: 'Tài khoản ngân hàng',
    description: 'Tài khoản nhận đóng góp, công đức cho các chiến dịch gây quỹ.',
    icon: IconBuildingBank,
  },
];

function InfoRow({ label, value }: { label: string; value: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={110} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {value}
      </Text>
    </Group>
  );
}

/** /settings: the signed-in member's account at a glance and the way into the members' settings pages. */
export function MemberSettingsPage() {
  usePageTitle('Tài khoản của tôi');
  const { user } = useSession();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Tài khoản của tôi
        </Title>
        <Text c="dimmed" size="sm">
          Thông tin tài khoản của bạn và các mục cài đặt dành cho thành viên.
        </Text>
      </Stack>
      {user ? (
        <Paper
          withBorder
          radius="md"
          p={{ base: 'md', sm: 'lg' }}
          component="section"
          aria-label="Thông tin tài khoản"
        >
          <Stack gap="xs">
            <InfoRow label="Họ và tên" value={user.name} />
            <InfoRow label="Tên đăng nhập" value={`@${user.username}`} />
            <InfoRow label="Email" value={user.email} />
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" c="dimmed" w={110} style={{ flexShrink: 0 }}>
                Vai trò
              </Text>
              <Badge variant="light" color={user.role === 'admin' ? undefined : 'gray'}>
                {ROLE_LABELS[user.role]}
              </Badge>
            </Group>
          </Stack>
        </Paper>
      ) : null}
      {user ? (
        <>
          <MyPersonCard />
          <KinshipRegionCard />
          <SuggestionsSettingsCard />
          <MyBranchesLink />
        </>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {AREA_LINKS.map((link) => (
          <Card key={link.to} component={Link} to={link.to} withBorder radius="md" padding="lg">
            <Group wrap="nowrap" align="flex-start" gap="md">
              <ThemeIcon size={44} radius="md" variant="light">
                <link.icon size={24} />
              </ThemeIcon>
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600}>{link.title}</Text>
                <Text size="sm" c="dimmed">
                  {link.description}
                </Text>
              </Stack>
              <IconChevronRight size={18} aria-hidden style={{ flexShrink: 0, alignSelf: 'center' }} />
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
