import type { SourceDetail, SourcePage } from '@giapha/contract';
import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconEye, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmDeletion, deletionToasts, RecordName } from '../../../components/confirm-deletion.tsx';
import { FormModal } from '../../../components/FormModal.tsx';
import { ImageThumb } from '../../../components/ImageThumb.tsx';
import { SectionHeading, SectionPanel } from '../../../components/SectionPanel.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import {
  useCreateSourcePage,
  useDeleteSourcePage,
  useReorderSourcePages,
  useUpdateSourcePage,
} from '../api/sourceWrites.ts';
import { SOURCES_FALLBACK } from '../texts.ts';
import { PageViewer } from './PageViewer.tsx';
import { type PageFormOutput, SourcePageForm } from './SourcePageForm.tsx';

/** The first line or so of a transcription, for the list. */
function excerpt(text: string | null): string {
  if (!text) return 'Chưa chép lại nội dung';
  const line = text.trim().split('\n')[0] ?? '';
  return line.length > 120 ? `${line.slice(0, 120)}…` : line;
}

type Editing = { page: SourcePage | null } | null;

/** The pages of a source in its order: view a scan beside its transcription, add, edit, move, delete. */
export function SourcePagesPanel({ source }: { source: SourceDetail }) {
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const [viewing, setViewing] = useState<SourcePage | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const creation = useCreateSourcePage();
  const update = useUpdateSourcePage();
  const removal = useDeleteSourcePage();
  const reorder = useReorderSourcePages();
  const pages = source.pages;
  const saving = editing?.page ? update : creation;

  const close = () => {
    creation.reset();
    update.reset();
    setEditing(null);
  };

  const save = async (values: PageFormOutput) => {
    const page = editing?.page;
    const { message } = page
      ? await update.mutateAsync({ id: page.id, changes: { ...values, version: page.version } })
      : await creation.mutateAsync({ sourceId: source.id, body: values });
    toast.success(message);
    close();
  };

  const move = (index: number, by: -1 | 1) => {
    const order = [...pages];
    const [moved] = order.splice(index, 1);
    if (!moved) return;
    order.splice(index + by, 0, moved);
    reorder.mutate(
      { sourceId: source.id, items: order.map((page, position) => ({ id: page.id, position })) },
      { onError: (error) => toast.error(errorMessage(error, SOURCES_FALLBACK.reorderPages)) },
    );
  };

  const remove = (page: SourcePage) =>
    confirmDeletion({
      title: 'Xóa trang',
      message: (
        <Text size="sm">
          Xóa trang “<RecordName>{page.label}</RecordName>” khỏi nguồn “{source.title}”? Ảnh và bản phiên âm
          của trang sẽ mất. Thao tác này không thể hoàn tác.
        </Text>
      ),
      confirmLabel: 'Xóa trang',
      onConfirm: () =>
        removal.mutate(
          { id: page.id, sourceId: source.id },
          deletionToasts(SOURCES_FALLBACK.deletePage, { detail: page.label }),
        ),
    });

  return (
    <SectionPanel titleId="source-pages-title" mt="lg">
      <Stack gap="md">
        <SectionHeading
          id="source-pages-title"
          title="Các trang"
          description="Ảnh chụp hoặc bản quét từng trang, kèm bản phiên âm, theo thứ tự của nguồn."
          action={
            <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ page: null })}>
              Thêm trang
            </Button>
          }
        />
        {pages.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nguồn này chưa có trang nào. Bấm “Thêm trang” để tải ảnh trang đầu tiên lên.
          </Text>
        ) : (
          <Stack
            gap="xs"
            component="ol"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label="Các trang"
          >
            {pages.map((page, index) => (
              <Paper key={page.id} component="li" withBorder radius="sm" p="sm">
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <ImageThumb image={page.image} w={56} h={72} />
                  <Stack gap={2} miw={0} style={{ flex: 1 }}>
                    <Text fw={600}>{page.label}</Text>
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {excerpt(page.transcription)}
                    </Text>
                    <Group gap={4} mt={4} wrap="wrap">
                      <Button
                        size="compact-sm"
                        variant="light"
                        leftSection={<IconEye size={14} />}
                        onClick={() => setViewing(page)}
                      >
                        Xem
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        leftSection={<IconPencil size={14} />}
                        onClick={() => setEditing({ page })}
                        aria-label={`Sửa trang ${page.label}`}
                      >
                        Sửa
                      </Button>
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Chuyển trang ${page.label} lên trước`}
                        disabled={index === 0 || reorder.isPending}
                        onClick={() => move(index, -1)}
                      >
                        <IconArrowUp size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Chuyển trang ${page.label} xuống sau`}
                        disabled={index === pages.length - 1 || reorder.isPending}
                        onClick={() => move(index, 1)}
                      >
                        <IconArrowDown size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Xóa trang ${page.label}`}
                        loading={removal.isPending && removal.variables?.id === page.id}
                        onClick={() => remove(page)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  </Stack>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
      <PageViewer sourceTitle={source.title} page={viewing} onClose={() => setViewing(null)} />
      <FormModal
        opened={editing !== null}
        onClose={close}
        title={editing?.page ? 'Sửa trang' : 'Thêm trang'}
        fullScreen={phone}
      >
        <SourcePageForm
          key={editing?.page?.id ?? 'new'}
          page={editing?.page ?? null}
          nextLabel={`trang ${pages.length + 1}`}
          pending={saving.isPending}
          error={saving.error}
          fallback={editing?.page ? SOURCES_FALLBACK.updatePage : SOURCES_FALLBACK.createPage}
          onSubmit={save}
          onCancel={close}
        />
      </FormModal>
    </SectionPanel>
  );
}
