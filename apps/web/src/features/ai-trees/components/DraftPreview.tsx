import { Alert, Anchor, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconPencil, IconSitemapOff, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { NotFoundState } from '../../../components/NotFoundState.tsx';
import { FailedQueryAlert } from '../../../components/QueryErrorAlert.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { useDraft } from '../api/draft.ts';
import { DRAFTS_PATH, DUPLICATE_WARNING, draftEditPath, draftPreviewPath, treePath } from '../texts.ts';
import { SourceBadge, StatusBadge } from './DraftBadges.tsx';
import { DraftOutline } from './DraftOutline.tsx';
import { DraftWarnings, FidelityReport } from './DraftReport.tsx';
import { PublishDraftModal } from './PublishDraftModal.tsx';

/** A draft that does not exist (or was deleted): spec §8, a 404 on fetching a draft returns nothing. */
export function DraftNotFound() {
  return (
    <NotFoundState
      icon={<IconSitemapOff size={34} />}
      title="Không tìm thấy cây gia phả nháp"
      description="Cây nháp có thể đã bị xóa, hoặc đường dẫn không đúng."
      back={{ to: DRAFTS_PATH, label: 'Về danh sách cây nháp' }}
    />
  );
}

/** A draft read-only (spec: /admin/ai-trees/preview/{id} and /ai-trees/{id}): report, persons, publish. */
export function DraftPreview({ id }: { id: string }) {
  const query = useDraft(id);
  const [publishing, setPublishing] = useState(false);

  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Đang tải cây gia phả nháp" />
      </Center>
    );
  }
  if (query.isError) {
    return <FailedQueryAlert title="Không tải được cây gia phả nháp" query={query} />;
  }
  const draft = query.data;
  if (!draft) return <DraftNotFound />;

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
