import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useSiteSetting } from '../../../app/SiteSetting.tsx';
import { currentDomain } from '../../../lib/tenant.ts';

/** The homepage step: the clan's welcome; sections (news, events, campaigns) arrive with their features. */
export function HomePage() {
  const { setting, siteName } = useSiteSetting();
  if (!setting) {
    return (
      <Paper withBorder p="xl" radius="md">
        <Stack gap="sm" align="flex-start">
          <Title order={2}>Chưa có dòng họ “{currentDomain()}”</Title>
          <Text c="dimmed">
            Địa chỉ này chưa thuộc dòng họ nào. Bạn có thể mở trang gia phả cho dòng họ của mình ngay bây giờ.
          </Text>
          <Button component={Link} to="/auth/register">
            Đăng ký dòng họ
          </Button>
        </Stack>
      </Paper>
    );
  }
  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: 'lg', sm: 'xl' }} radius="md">
        <Stack gap="sm">
          <Text c="clan.8" fw={600} tt="uppercase" size="sm">
            Trang gia phả
          </Text>
          <Title order={1}>{siteName}</Title>
          <Text c="dimmed" maw={640}>
            Nơi con cháu cùng lưu giữ cây gia phả, ngày giỗ, tin tức và những đóng góp cho dòng họ.
          </Text>
          <Group gap="sm" mt="xs">
            <Button component={Link} to="/family-tree">
              Xem cây gia phả
            </Button>
            <Button component={Link} to="/auth/register-member" variant="light">
              Đăng ký thành viên
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
