import { SECTION_TYPE_LABELS, type Section } from '@giapha/contract';
import type { DropResult } from '@hello-pangea/dnd';
import { Anchor, Badge, Group, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { IconExternalLink, IconLayoutList, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmDeletion, deletionToasts, RecordName } from '../../../components/confirm-deletion.tsx';
import { RowIconButton } from '../../../components/RowIconButton.tsx';
import {
  DragHandle,
  SortableCard,
  SortableList,
  SortableListEditor,
} from '../../../components/SortableListEditor.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteSection } from '../api/deleteSection.ts';
import { useSectionsList } from '../api/listSections.ts';
import { useReorderSections } from '../api/reorderSections.ts';
import { useUpdateSection } from '../api/updateSection.ts';
import { moveSection } from '../sectionOrder.ts';
import { SECTIONS_FALLBACK } from '../texts.ts';
import { SectionFormModal, type SectionTarget } from './SectionFormModal.tsx';

function sectionName(section: Section): string {
  return section.title?.trim() || SECTION_TYPE_LABELS[section.type];
}

/**
 * The home page's blocks in their order: drag by the grip to reorder, a switch to show or hide each,
 * add (choose a type first), edit and delete.
 */
export function SectionEditor() {
  const query = useSectionsList();
  const reorder = useReorderSections();
  const update = useUpdateSection();
  const deleteMutation = useDeleteSection();
  const [target, setTarget] = useState<SectionTarget | null>(null);
  const sections = query.data ?? [];

  const onDragEnd = ({ source, destination }: DropResult) => {
    if (!destination) return;
    const next = moveSection(sections, source.index, destination.index);
    if (next === sections) return;
    reorder.mutate(next, { onError: (error) => toast.error(errorMessage(error, SECTIONS_FALLBACK.reorder)) });
  };

  const toggleVisible = (section: Section, visible: boolean) =>
    update.mutate(
      { id: section.id, changes: { visible, version: section.version } },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (error) => {
          toast.error(errorMessage(error, SECTIONS_FALLBACK.update));
          // A stale version (someone else edited the block): show what is saved now.
          void query.refetch();
        },
      },
    );

  const remove = (section: Section) =>
    confirmDeletion({
      title: 'Xóa khối trang chủ',
      message: (
        <Text size="sm">
          Xóa khối <RecordName>“{sectionName(section)}”</RecordName> khỏi trang chủ? Thao tác này không thể
          hoàn tác.
        </Text>
      ),
      onConfirm: () => deleteMutation.mutate(section.id, deletionToasts(SECTIONS_FALLBACK.delete)),
    });

  const togglingId = update.isPending ? update.variables?.id : undefined;

  return (
    <SortableListEditor
      title="Các khối trên trang chủ"
      description={
        <>
          Trang chủ hiện các khối theo thứ tự dưới đây. Kéo biểu tượng ⋮⋮ để đổi thứ tự; tắt công tắc để ẩn
          một khối mà không xóa.{' '}
          <Anchor href="/" target="_blank" rel="noopener" size="sm">
            <Group component="span" gap={4} wrap="nowrap" display="inline-flex">
              Xem trang chủ
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        </>
      }
      add={{ label: 'Thêm khối', onClick: () => setTarget({ mode: 'create', type: null }) }}
      query={query}
      loading={{ label: 'Đang tải các khối trang chủ', rowHeight: 64 }}
      errorTitle="Không tải được các khối trang chủ"
      isEmpty={sections.length === 0}
      empty={{
        icon: <IconLayoutList size={26} />,
        title: 'Trang chủ chưa có khối nào',
        description:
          'Trang chủ được ghép từ các khối: ảnh bìa, bài viết nổi bật, sự kiện sắp tới… Thêm khối đầu tiên để bắt đầu.',
      }}
      onDragEnd={onDragEnd}
      modal={
        <SectionFormModal
          target={target}
          onChooseType={(type) => setTarget({ mode: 'create', type })}
          onClose={() => setTarget(null)}
        />
      }
    >
      <SortableList droppableId="sections">
        {sections.map((section, index) => (
          <SortableCard
            key={section.id}
            id={section.id}
            index={index}
            disabled={reorder.isPending}
            testId="section-item"
            style={{ opacity: section.visible ? 1 : 0.75 }}
          >
            {(provided) => (
              <Group gap={4} wrap="nowrap" py={6} pr="xs">
                <DragHandle provided={provided} label={sectionName(section)} />
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Group gap={6} wrap="nowrap">
                    <Badge size="sm" variant="light" style={{ flexShrink: 1, minWidth: 0 }}>
                      {SECTION_TYPE_LABELS[section.type]}
                    </Badge>
                    {section.visible ? null : (
                      <Badge size="sm" variant="outline" color="gray" style={{ flexShrink: 0 }}>
                        Đang ẩn
                      </Badge>
                    )}
                  </Group>
                  <Text fw={600} size="sm" truncate>
                    {section.title?.trim() || 'Không có tiêu đề'}
                  </Text>
                </Stack>
                <Tooltip label={section.visible ? 'Đang hiện: bấm để ẩn' : 'Đang ẩn: bấm để hiện'}>
                  <Switch
                    aria-label={`Hiện “${sectionName(section)}” trên trang chủ`}
                    checked={section.visible}
                    disabled={togglingId === section.id}
                    onChange={(event) => toggleVisible(section, event.currentTarget.checked)}
                    style={{ flexShrink: 0 }}
                  />
                </Tooltip>
                <RowIconButton
                  label={`Sửa “${sectionName(section)}”`}
                  onClick={() => setTarget({ mode: 'edit', section })}
                >
                  <IconPencil size={18} />
                </RowIconButton>
                <RowIconButton
                  label={`Xóa “${sectionName(section)}”`}
                  color="red"
                  onClick={() => remove(section)}
                >
                  <IconTrash size={18} />
                </RowIconButton>
              </Group>
            )}
          </SortableCard>
        ))}
      </SortableList>
    </SortableListEditor>
  );
}
