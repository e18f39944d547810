import type { Draft, DraftMatchCandidate, Tree } from '@giapha/contract';
import { Alert, Button, Group, Loader, Modal, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FailedQueryAlert } from '../../../components/QueryErrorAlert.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useDraftMatches } from '../api/draftMatches.ts';
import { usePublishDraft } from '../api/publishDraft.ts';
import { DRAFTS_FALLBACK, treePath } from '../texts.ts';
import { lifeYears } from './draftPeople.ts';

const NEW_PERSON = 'new';

/** `Nguyễn Văn A, đời 3, 1820–1890, cây Chi trưởng`: enough to tell a candidate apart. */
export function candidateLabel(candidate: DraftMatchCandidate): string {
  const years =
    candidate.birthYear || candidate.deathYear
      ? `${candidate.birthYear ?? '?'}–${candidate.deathYear ?? '?'}`
      : '';
  return [
    candidate.name,
    candidate.generation !== null ? `đời ${candidate.generation}` : '',
    years,
    candidate.treeName ? `cây ${candidate.treeName}` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

function MatchStep({
  draft,
  choices,
  onChoose,
}: {
  draft: Draft;
  choices: Record<string, string>;
  onChoose: (nodeId: string, personId: string | null) => void;
}) {
  const matches = useDraftMatches(draft.id, true);
  const nodes = new Map(draft.nodes.map((node) => [node.id, node]));
  const withCandidates = (matches.data ?? []).filter((m) => m.candidates.length > 0 && nodes.has(m.nodeId));
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        Ghép với người đã có
      </Title>
      {matches.isPending ? (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">Đang tìm người trùng trong dòng họ…</Text>
        </Group>
      ) : null}
      {matches.isError ? <FailedQueryAlert title={DRAFTS_FALLBACK.matches} query={matches} /> : null}
      {matches.isSuccess && withCandidates.length === 0 ? (
        <Text size="sm" c="dimmed">
          Không có ai trong cây nháp trùng với người đã có trong dòng họ: mọi người sẽ được tạo mới.
        </Text>
      ) : null}
      {withCandidates.length > 0 ? (
        <Text size="sm" c="dimmed">
          Những người dưới đây có thể đã có trong dòng họ. Ghép để nhánh nhập vào nối với cây sẵn có thay vì
          tạo bản trùng.
        </Text>
      ) : null}
      {withCandidates.map((match) => {
        const node = nodes.get(match.nodeId);
        if (!node) return null;
        const years = lifeYears(node);
        return (
          <Radio.Group
            key={match.nodeId}
            label={`${node.name}${node.generation !== null ? `, đời ${node.generation}` : ''}${years ? `, ${years}` : ''}`}
            value={choices[match.nodeId] ?? NEW_PERSON}
            onChange={(value) => onChoose(match.nodeId, value === NEW_PERSON ? null : value)}
          >
            <Stack gap={6} mt={6}>
              <Radio value={NEW_PERSON} label="Người mới" />
              {match.candidates.map((candidate) => (
                <Radio
                  key={candidate.personId}
                  value={candidate.personId}
                  label={`Là người này: ${candidateLabel(candidate)}`}
                />
              ))}
            </Stack>
          </Radio.Group>
        );
      })}
    </Stack>
  );
}

interface PublishDraftModalProps {
  draft: Draft;
  opened: boolean;
  onClose: () => void;
}

/** "Xuất bản": the tree's name, matching draft persons to the clan's, then a link to the new tree. */
export function PublishDraftModal({ draft, opened, onClose }: PublishDraftModalProps) {
  const [name, setName] = useState(draft.name);
  const [choices, setChoices] = useState<Record<string, string>>({});
  const [published, setPublished] = useState<Tree | null>(null);
  const publish = usePublishDraft();

  const choose = (nodeId: string, personId: string | null) =>
    setChoices((previous) => {
      const { [nodeId]: _dropped, ...rest } = previous;
      return personId ? { ...rest, [nodeId]: personId } : rest;
    });

  const submit = () =>
    publish.mutate(
      { draft, name, matches: choices },
      {
        onSuccess: (result) => {
          toast.success(result.message, result.tree.name);
          setPublished(result.tree);
        },
      },
    );

  return (
    <Modal opened={opened} onClose={onClose} title="Xuất bản cây gia phả" size="lg" centered>
      {published ? (
        <Stack gap="md">
          <Alert color="green" icon={<IconCircleCheck size={20} />} title="Đã xuất bản cây gia phả">
            Cây “{published.name}” đã được tạo với {published.personCount.toLocaleString('vi-VN')} người.
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Đóng
            </Button>
            <Button component={Link} to={treePath(published._id)}>
              Mở cây gia phả
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <TextInput
            label="Tên cây gia phả"
            required
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={200}
          />
          <MatchStep draft={draft} choices={choices} onChoose={choose} />
          {publish.isError ? (
            <Alert color="red" variant="light">
              {errorMessage(publish.error, DRAFTS_FALLBACK.publish)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Hủy
            </Button>
            <Button loading={publish.isPending} disabled={!name.trim()} onClick={submit}>
              Xuất bản
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
