import { Anchor, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { DraftPreview } from '../components/DraftPreview.tsx';
import { DRAFTS_PATH } from '../texts.ts';

/** /admin/ai-trees/preview/{id}: a draft read-only in the admin layout, with "Xuất bản". */
export function DraftPreviewPage() {
  usePageTitle('Xem trước cây gia phả nháp');
  const { id = '' } = useParams();
  return (
    <Stack gap="sm">
      {/* The draft's name is the page's heading; only the way back sits above it. */}
      <Anchor component={Link} to={DRAFTS_PATH} size="sm" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={14} aria-hidden />
          Cây gia phả nháp
        </Group>
      </Anchor>
      <DraftPreview id={id} />
    </Stack>
  );
}
