import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlus, IconSitemap } from '@tabler/icons-react';

/** The clan has no tree yet: what a tree is for, and the button to make the first. */
export function NoTrees({ onCreate }: { onCreate: () => void }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" ta="center" py="lg">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconSitemap size={34} />
        </ThemeIcon>
        <Title order={2} size="h3">
          Chưa có cây gia phả nào
        </Title>
        <Text c="dimmed" size="sm" maw={420}>
          Tạo cây gia phả đầu tiên của dòng họ, rồi thêm cụ thủy tổ và con cháu trong trình chỉnh sửa.
        </Text>
        <Button leftSection={<IconPlus size={18} />} onClick={onCreate}>
          Tạo cây gia phả
        </Button>
      </Stack>
    </Paper>
  );
}
