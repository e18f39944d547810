import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconDatabaseExport, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { SectionPanel } from '../../../components/SectionPanel.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { CLAN_EXPORT_FALLBACK, useExportClan } from '../api/exportClan.ts';

function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('vi-VN')} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString('vi-VN', { maximumFractionDigits: 1 })} MB`;
}

/** On /admin/settings: download the clan's own data (rows as JSON, trees as GEDCOM, images) in one file. */
export function ClanExportCard() {
  const [received, setReceived] = useState(0);
  const exporting = useExportClan(setReceived);

  const start = () => {
    setReceived(0);
    exporting.mutate(undefined, {
      onSuccess: (fileName) => toast.success(`Đã tải ${fileName}`),
      onError: (error) => toast.error(errorMessage(error, CLAN_EXPORT_FALLBACK)),
    });
  };

  return (
    <SectionPanel titleId="clan-export-title" mt="xl">
      <Group align="flex-start" gap="md" wrap="nowrap">
        <Box visibleFrom="xs" style={{ flexShrink: 0 }}>
          <IconDatabaseExport size={28} stroke={1.5} aria-hidden />
        </Box>
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Title order={3} size="h4" id="clan-export-title">
            Sao lưu dữ liệu dòng họ
          </Title>
          <Text size="sm" c="dimmed">
            Một tệp .tar.gz gồm toàn bộ dữ liệu của dòng họ (thành viên, người, gia đình, bài viết, sự kiện,
            gây quỹ… dạng JSON), mỗi cây gia phả dạng GEDCOM và mọi ảnh đã tải lên. Mật khẩu và khóa bí mật
            không có trong tệp. Hãy cất tệp ở nơi an toàn: trong đó có thông tin liên lạc của thành viên.
          </Text>
          <Group gap="sm" mt={4}>
            <Button
              w={{ base: '100%', xs: 'auto' }}
              // On a phone the label may take two lines rather than be cut.
              h="auto"
              mih={36}
              py={6}
              styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
              leftSection={<IconDownload size={18} />}
              loading={exporting.isPending}
              loaderProps={{ type: 'dots' }}
              onClick={start}
            >
              Tải bản sao dữ liệu dòng họ
            </Button>
            {exporting.isPending ? (
              <Text size="sm" c="dimmed" aria-live="polite">
                {received > 0 ? `Đang tải… ${formatBytes(received)}` : 'Đang chuẩn bị tệp…'}
              </Text>
            ) : null}
          </Group>
        </Stack>
      </Group>
    </SectionPanel>
  );
}
