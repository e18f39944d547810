import { type Citation, SOURCE_KIND_LABELS } from '@giapha/contract';
import { ActionIcon, Anchor, Badge, Blockquote, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { confirmDeletion, deletionToasts, RecordName } from '../../../components/confirm-deletion.tsx';
import { FormModal } from '../../../components/FormModal.tsx';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert.tsx';
import { SectionHeading, SectionPanel } from '../../../components/SectionPanel.tsx';
import { toast } from '../../../lib/toast.ts';
import {
  useCreateCitation,
  useDeleteCitation,
  usePersonCitations,
  useUpdateCitation,
} from '../api/citations.ts';
import { usePersonEvents } from '../api/lifeEvents.ts';
import { citationPlace, factChoices, groupCitations } from '../citationFacts.ts';
import { SOURCE_PATHS, SOURCES_FALLBACK } from '../texts.ts';
import { CitationForm } from './CitationForm.tsx';

function CitationItem({
  citation,
  onEdit,
  onRemove,
  removing,
}: {
  citation: Citation;
  onEdit: () => void;
  onRemove: () => void;
  removing: boolean;
}) {
  const place = citationPlace(citation);
  return (
    <Paper withBorder radius="sm" p="sm" component="li">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={4} miw={0}>
          <Group gap={6} wrap="wrap">
            <Anchor component={Link} to={SOURCE_PATHS.update(citation.source.id)} fw={600}>
              {citation.source.title}
            </Anchor>
            <Badge variant="light" size="sm" tt="none">
              {SOURCE_KIND_LABELS[citation.source.kind]}
            </Badge>
          </Group>
          {place ? (
            <Text size="sm" c="dimmed">
              Trang: {place}
            </Text>
          ) : null}
          {citation.quote ? (
            <Blockquote p="xs" fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {citation.quote}
            </Blockquote>
          ) : null}
          {citation.note ? <Text size="sm">{citation.note}</Text> : null}
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" aria-label={`Sửa trích dẫn ${citation.source.title}`} onClick={onEdit}>
            <IconPencil size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Gỡ trích dẫn ${citation.source.title}`}
            loading={removing}
            onClick={onRemove}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * The person's evidence on their edit page: every citation (their facts, their life events, their
 * families) grouped by what it backs, with the source, the page and the quote; add, correct or remove one.
 */
export function PersonEvidenceSection({ personId }: { personId: string }) {
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const citations = usePersonCitations(personId);
  const events = usePersonEvents(personId, true);
  const creation = useCreateCitation();
  const update = useUpdateCitation();
  const removal = useDeleteCitation();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Citation | null>(null);
  const groups = groupCitations(citations.data ?? [], events.data ?? []);

  const close = () => {
    creation.reset();
    setAdding(false);
  };
  const closeEdit = () => {
    update.reset();
    setEditing(null);
  };

  const remove = (citation: Citation) =>
    confirmDeletion({
      title: 'Gỡ trích dẫn',
      message: (
        <Text size="sm">
          Gỡ trích dẫn nguồn “<RecordName>{citation.source.title}</RecordName>”
          {citationPlace(citation) ? ` (trang ${citationPlace(citation)})` : ''}? Nguồn tư liệu vẫn được giữ.
        </Text>
      ),
      confirmLabel: 'Gỡ trích dẫn',
      onConfirm: () =>
        removal.mutate(
          { id: citation.id, sourceId: citation.source.id },
          deletionToasts(SOURCES_FALLBACK.deleteCitation, { detail: citation.source.title }),
        ),
    });

  return (
    <SectionPanel titleId="person-evidence-title" mt="lg">
      <Stack gap="md">
        <SectionHeading
          id="person-evidence-title"
          title="Nguồn và trích dẫn"
          description="Thông tin của người này được ghi ở đâu: gia phả, bia, sổ sách, lời kể."
          action={
            <Button leftSection={<IconPlus size={18} />} onClick={() => setAdding(true)}>
              Thêm trích dẫn
            </Button>
          }
        />
        {citations.isPending ? (
          <Text size="sm" c="dimmed">
            Đang tải các trích dẫn…
          </Text>
        ) : citations.isError ? (
          <QueryErrorAlert
            title="Không tải được các trích dẫn"
            error={citations.error}
            onRetry={() => void citations.refetch()}
            retrying={citations.isFetching}
          />
        ) : groups.length === 0 ? (
          <Text size="sm" c="dimmed">
            Chưa có trích dẫn nào. Bấm “Thêm trích dẫn” để ghi nguồn của tên, ngày sinh, ngày mất…
          </Text>
        ) : (
          <Stack gap="md">
            {groups.map((group) => (
              <Stack key={group.key} gap={6} component="section" aria-label={group.title}>
                <Text fw={600} size="sm">
                  {group.title}
                </Text>
                <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {group.citations.map((citation) => (
                    <CitationItem
                      key={citation.id}
                      citation={citation}
                      removing={removal.isPending && removal.variables?.id === citation.id}
                      onEdit={() => setEditing(citation)}
                      onRemove={() => remove(citation)}
                    />
                  ))}
                </Stack>
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
      <FormModal opened={adding} onClose={close} title="Thêm trích dẫn" fullScreen={phone}>
        <CitationForm
          personId={personId}
          facts={factChoices(events.data ?? [])}
          pending={creation.isPending}
          error={creation.error}
          onCancel={close}
          onSubmit={(body) =>
            creation.mutate(body, {
              onSuccess: ({ message }) => {
                toast.success(message);
                close();
              },
            })
          }
        />
      </FormModal>
      <FormModal opened={editing !== null} onClose={closeEdit} title="Sửa trích dẫn" fullScreen={phone}>
        {editing ? (
          <CitationForm
            key={editing.id}
            personId={personId}
            citation={editing}
            facts={factChoices(events.data ?? [])}
            pending={update.isPending}
            error={update.error}
            onCancel={closeEdit}
            onSubmit={({ sourceId, fact, pageId, page, quote, note }) =>
              update.mutate(
                {
                  id: editing.id,
                  previousSourceId: editing.source.id,
                  body: { sourceId, ...(fact ? { fact } : {}), pageId, page, quote, note },
                },
                {
                  onSuccess: ({ message }) => {
                    toast.success(message);
                    closeEdit();
                  },
                },
              )
            }
          />
        ) : null}
      </FormModal>
    </SectionPanel>
  );
}
