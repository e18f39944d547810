import type { Grave } from '@giapha/contract';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { confirmDeletion, deletionToasts, RecordName } from '../../../components/confirm-deletion.tsx';
import { QueryBody } from '../../../components/QueryBody.tsx';
import { SectionPanel } from '../../../components/SectionPanel.tsx';
import { useDeleteGrave } from '../api/deleteGrave.ts';
import { personGravesQuery, usePersonGraves } from '../api/personGraves.ts';
import { GRAVE_TEXTS, GRAVES_FALLBACK } from '../texts.ts';
import { GraveFacts, GravePhotoStrip } from './GraveDetails.tsx';
import { GraveFormModal } from './GraveFormModal.tsx';

const TITLE_ID = 'person-graves-title';

export interface PersonGravesSectionProps {
  personId: string;
  /** As saved: a living person has no grave, and the section offers nothing. */
  deceased: boolean;
}

function GraveCard({
  grave,
  onEdit,
  onDelete,
  deleting,
}: {
  grave: Grave;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  const title = grave.cemetery ?? GRAVE_TEXTS.unnamed;
  return (
    <Paper withBorder radius="sm" p="sm" component="article" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Text fw={600}>{title}</Text>
          <Group gap={4}>
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconPencil size={14} />}
              onClick={onEdit}
            >
              {GRAVE_TEXTS.edit}
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} />}
              loading={deleting}
              onClick={onDelete}
            >
              {GRAVE_TEXTS.remove}
            </Button>
          </Group>
        </Group>
        <GraveFacts grave={grave} />
        <GravePhotoStrip photos={grave.photos} />
      </Stack>
    </Paper>
  );
}

/** The graves (mộ phần) of a person on their edit page: list, add, edit, delete. */
export function PersonGravesSection({ personId, deceased }: PersonGravesSectionProps) {
  const queryClient = useQueryClient();
  const query = usePersonGraves(personId, deceased);
  const removal = useDeleteGrave();
  const [editing, setEditing] = useState<{ grave: Grave | null } | null>(null);
  const graves = query.data ?? [];

  const confirmDelete = (grave: Grave) =>
    confirmDeletion({
      title: GRAVE_TEXTS.deleteTitle,
      message: (
        <Text size="sm">
          Xóa mộ phần <RecordName>{grave.cemetery ?? GRAVE_TEXTS.unnamed}</RecordName> cùng ảnh và tọa độ của
          mộ? Không thể hoàn tác.
        </Text>
      ),
      onConfirm: () => removal.mutate(grave, deletionToasts(GRAVES_FALLBACK.delete)),
    });

  const reload = async () => {
    const latest = await queryClient.fetchQuery({ ...personGravesQuery(personId), staleTime: 0 });
    return latest.find((grave) => grave.id === editing?.grave?.id);
  };

  return (
    <SectionPanel titleId={TITLE_ID} mt="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Title order={2} size="h4" id={TITLE_ID}>
              {GRAVE_TEXTS.section}
            </Title>
            <Text size="sm" c="dimmed">
              {deceased ? GRAVE_TEXTS.sectionHint : GRAVE_TEXTS.livingHint}
            </Text>
          </div>
          {deceased ? (
            <Button
              leftSection={<IconPlus size={16} />}
              variant="light"
              onClick={() => setEditing({ grave: null })}
            >
              {GRAVE_TEXTS.add}
            </Button>
          ) : null}
        </Group>
        {deceased ? (
          <QueryBody
            query={query}
            placeholder={<Skeleton h={96} radius="sm" role="status" aria-label="Đang tải mộ phần" />}
            errorTitle={GRAVES_FALLBACK.list}
            isEmpty={graves.length === 0}
            empty={
              <Stack gap={2}>
                <Text size="sm" fw={500}>
                  {GRAVE_TEXTS.emptyTitle}
                </Text>
                <Text size="sm" c="dimmed">
                  {GRAVE_TEXTS.emptyHint}
                </Text>
              </Stack>
            }
          >
            <Stack gap="sm">
              {graves.map((grave) => (
                <GraveCard
                  key={grave.id}
                  grave={grave}
                  onEdit={() => setEditing({ grave })}
                  onDelete={() => confirmDelete(grave)}
                  deleting={removal.isPending && removal.variables?.id === grave.id}
                />
              ))}
            </Stack>
          </QueryBody>
        ) : null}
      </Stack>
      <GraveFormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        personId={personId}
        grave={editing?.grave ?? null}
        onReload={reload}
      />
    </SectionPanel>
  );
}
