import type { Draft } from '@giapha/contract';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconPencil, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/dates.ts';
import { DUPLICATE_WARNING, draftEditPath, draftPreviewPath, treePath } from '../texts.ts';
import { SourceBadge, StatusBadge } from './DraftBadges.tsx';
import { DraftLoader } from './DraftLoader.tsx';
import { DraftOutline } from './DraftOutline.tsx';
import { DraftWarnings, FidelityReport } from './DraftReport.tsx';
import { PublishDraftModal } from './PublishDraftModal.tsx';

/** A draft read-only (spec: /admin/ai-trees/preview/{id} and /ai-trees/{id}): report, persons, publish. */
export function DraftPreview({ id }: { id: string }) {
  return <DraftLoader id={id}>{(draft) => <DraftSummary draft={draft} />}</DraftLoader>;
}

function DraftSummary({ draft }: { draft: Draft }) {
  const [publishing, setPublishing] = useState(false);
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Title order={1} size="h2" lh={1.25} style={{ overflowWrap: 'anywhere' }}>
          {draft.name}
        </Title>
        <Group gap="xs">
          <SourceBadge draft={draft} />
          <StatusBadge draft={draft} />
          <Text size="sm" c="dimmed">
            {draft.nodeCount.toLocaleString('vi-VN')} người · {draft.familyCount.toLocaleString('vi-VN')} gia
            đình · tạo ngày {formatDate(draft.createdAt)}
          </Text>
        </Group>
        {draft.sourceName ? (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            Tệp: {draft.sourceName}
          </Text>
        ) : null}
      </Stack>
      <Group gap="sm">
        {draft.status === 'draft' ? (
          <>
            <Button leftSection={<IconUpload size={18} />} onClick={() => setPublishing(true)}>
              Xuất bản
            </Button>
            <Button
              variant="default"
              component={Link}
              to={draftEditPath(draft.id)}
              leftSection={<IconPencil size={18} />}
            >
              Sửa trên sơ đồ
            </Button>
          </>
        ) : draft.treeId ? (
          <Button component={Link} to={treePath(draft.treeId)}>
            Mở cây gia phả
          </Button>
        ) : null}
      </Group>
      {draft.duplicateOfId ? (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={20} />}
          title={DUPLICATE_WARNING}
        >
          <Anchor component={Link} to={draftPreviewPath(draft.duplicateOfId)} size="sm">
            Xem bản nháp đã nhập trước
          </Anchor>
        </Alert>
      ) : null}
      <DraftWarnings draft={draft} />
      <FidelityReport draft={draft} />
      <Paper withBorder radius="md" p="md">
        <DraftOutline draft={draft} />
      </Paper>
      {publishing ? (
        <PublishDraftModal draft={draft} opened={publishing} onClose={() => setPublishing(false)} />
      ) : null}
    </Stack>
  );
}
