import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { DraftPreview } from '../components/DraftPreview.tsx';
import { DRAFTS_PATH } from '../texts.ts';

/** /ai-trees/{id}: the same read-only draft, full screen (empty layout) with a small bar back to the list. */
export function DraftViewPage() {
  usePageTitle('Cây gia phả nháp');
  const { id = '' } = useParams();
  return (
    <Box mih="100dvh">
      <Box
        component="header"
        px="md"
        py="xs"
        style={{
          borderBottom: '1px solid var(--mantine-color-gray-3)',
          position: 'sticky',
          top: 0,
          zIndex: 10,
        }}
        bg="var(--mantine-color-body)"
      >
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Anchor component={Link} to={DRAFTS_PATH} size="sm">
            <Group gap={4} wrap="nowrap">
              <IconArrowLeft size={16} aria-hidden />
              Cây gia phả nháp
            </Group>
          </Anchor>
          <Text size="sm" c="dimmed" truncate>
            Xem trước
          </Text>
        </Group>
      </Box>
      <Container size="lg" py="md">
        <DraftPreview id={id} />
      </Container>
    </Box>
  );
}
