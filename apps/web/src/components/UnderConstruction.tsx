import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { Link } from 'react-router';

/** A route whose feature is not built yet: a proper page inside its layout, never a blank screen. */
export function UnderConstruction({ title }: { title?: string }) {
  return (
    <Center mih="50vh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="yellow">
          <IconTools size={34} />
        </ThemeIcon>
        <Title order={2}>Đang xây dựng</Title>
        {title ? (
          <Text fw={500} size="lg">
            {title}
          </Text>
        ) : null}
        <Text c="dimmed">Tính năng này đang được xây dựng và sẽ sớm có mặt. Mời bạn quay lại sau.</Text>
        <Button component={Link} to="/" variant="light">
          Về trang chủ
        </Button>
      </Stack>
    </Center>
  );
}
