import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconSitemap } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The way to open a site for another clan, where a visitor reads about this one (landing pages). */
export function RegisterClanCallout() {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      mt={40}
      component="aside"
      aria-label="Mở trang gia phả mới"
    >
      <Group justify="space-between" gap="md" wrap="wrap">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: '1 1 320px', minWidth: 0 }}>
          <ThemeIcon size={44} radius="xl" color="clan" variant="light">
            <IconSitemap size={24} />
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} size="lg">
              Dòng họ của bạn chưa có trang gia phả?
            </Text>
            <Text>Mở một trang riêng cho dòng họ: cây gia phả, tin tức, lịch giỗ và gây quỹ cho cả họ.</Text>
          </Stack>
        </Group>
        <Button component={Link} to="/auth/register" size="md" leftSection={<IconSitemap size={18} />}>
          Đăng ký dòng họ mới
        </Button>
      </Group>
    </Paper>
  );
}
