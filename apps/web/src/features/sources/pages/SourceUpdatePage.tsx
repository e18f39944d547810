import { SOURCE_KIND_LABELS, type SourceDetail } from '@giapha/contract';
import { Badge, Stack, Text } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import { AdminUpdatePage, type RecordReload } from '../../../components/AdminRecordPages.tsx';
import { FormDeleteButton } from '../../../components/FormActions.tsx';
import { StackSkeleton } from '../../../components/PageSkeleton.tsx';
import { RecordEditorPanel } from '../../../components/RecordEditorPanel.tsx';
import { saveConflict, savedWithToasts } from '../../../components/record-form.ts';
import { formatDate } from '../../../lib/dates.ts';
import { useSource } from '../api/sources.ts';
import { useUpdateSource } from '../api/sourceWrites.ts';
import { SourceForm } from '../components/SourceForm.tsx';
import { SourcePagesPanel } from '../components/SourcePagesPanel.tsx';
import { useSourceDelete } from '../components/useSourceDelete.tsx';
import { sourceCounts } from '../sourceCounts.ts';
import { BACK_TO_SOURCES, SOURCE_PATHS, SOURCES_FALLBACK } from '../texts.ts';

function SourceEditor({ source, reload }: { source: SourceDetail; reload: RecordReload }) {
  const navigate = useNavigate();
  const update = useUpdateSource();
  const deletion = useSourceDelete();

  return (
    <Stack gap={0}>
      <RecordEditorPanel
        readOnlyNote={null}
        conflict={saveConflict(update, { editing: true, fallback: SOURCES_FALLBACK.update })}
        reload={reload}
        summary={
          <>
            <Badge variant="light" tt="none">
              {SOURCE_KIND_LABELS[source.kind]}
            </Badge>
            <Text size="xs" c="dimmed">
              {sourceCounts(source)} · Cập nhật ngày {formatDate(source.updatedAt)}
            </Text>
          </>
        }
      >
        <SourceForm
          source={source}
          saving={update.isPending}
          submitLabel="Lưu thay đổi"
          cancelTo={SOURCE_PATHS.list}
          onSubmit={(values) =>
            savedWithToasts(
              update.mutateAsync({ id: source.id, changes: { ...values, version: source.version } }),
              SOURCES_FALLBACK.update,
            )
          }
          extraActions={
            <FormDeleteButton
              label="Xóa nguồn"
              deleting={deletion.isDeleting(source)}
              onClick={() => deletion.remove(source, () => navigate(SOURCE_PATHS.list, { replace: true }))}
            />
          }
        />
      </RecordEditorPanel>
      <SourcePagesPanel source={source} />
    </Stack>
  );
}

/** /admin/sources/update/:id: the source's fields, then its pages (scan beside transcription). */
export function SourceUpdatePage() {
  const { id = '' } = useParams();
  const query = useSource(id);

  return (
    <AdminUpdatePage
      query={query}
      title="Sửa nguồn tư liệu"
      back={BACK_TO_SOURCES}
      maw={960}
      skeleton={<StackSkeleton maw={960} blocks={[360, 240]} />}
      notFound={{
        icon: <IconBook size={34} />,
        title: 'Không tìm thấy nguồn tư liệu',
        description: 'Nguồn này không tồn tại hoặc đã bị xóa.',
        back: { to: SOURCE_PATHS.list, label: 'Về danh sách nguồn tư liệu' },
      }}
      loadErrorTitle="Không tải được nguồn tư liệu"
      description={(source) => source.title}
    >
      {(source, reload) => <SourceEditor source={source} reload={reload} />}
    </AdminUpdatePage>
  );
}
