import { type SourcePage, uploadVariantUrl } from '@giapha/contract';
import { Anchor, Box, Group, Image, Modal, ScrollArea, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPhotoOff, IconZoomIn } from '@tabler/icons-react';

interface PageViewerProps {
  sourceTitle: string;
  page: SourcePage | null;
  onClose: () => void;
}

/** The scan beside what it says (stacked on a phone); the whole image opens in a new tab to zoom. */
export function PageViewer({ sourceTitle, page, onClose }: PageViewerProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={page !== null}
      onClose={onClose}
      title={page ? `${sourceTitle} — ${page.label}` : ''}
      size="90rem"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Đóng' }}
    >
      {page ? <PageSideBySide page={page} /> : null}
    </Modal>
  );
}

export function PageSideBySide({ page }: { page: SourcePage }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap="xs">
        {page.image ? (
          <>
            <Anchor
              href={page.image}
              target="_blank"
              rel="noopener"
              aria-label={`Mở ảnh ${page.label} cỡ lớn để phóng to`}
            >
              <Image
                src={uploadVariantUrl(page.image, 1024)}
                alt={`Ảnh ${page.label}`}
                fit="contain"
                mah="70vh"
                radius="sm"
              />
            </Anchor>
            <Anchor href={page.image} target="_blank" rel="noopener" size="sm">
              <Group gap={4} wrap="nowrap">
                <IconZoomIn size={16} aria-hidden />
                Mở ảnh gốc để phóng to
              </Group>
            </Anchor>
          </>
        ) : (
          <Box bg="gray.0" p="xl" style={{ borderRadius: 'var(--mantine-radius-sm)', textAlign: 'center' }}>
            <IconPhotoOff size={28} color="var(--mantine-color-gray-5)" aria-hidden />
            <Text size="sm" c="dimmed">
              Trang này chưa có ảnh
            </Text>
          </Box>
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={4} size="h5">
          Phiên âm, dịch nghĩa
        </Title>
        {page.transcription ? (
          <ScrollArea.Autosize mah="70vh">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {page.transcription}
            </Text>
          </ScrollArea.Autosize>
        ) : (
          <Text size="sm" c="dimmed">
            Chưa chép lại nội dung trang này.
          </Text>
        )}
      </Stack>
    </SimpleGrid>
  );
}
