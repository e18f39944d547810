import type { MyReminders, ReminderFollow } from '@giapha/contract';
import { Badge, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmDeletion, RecordName } from '../../../components/confirm-deletion.tsx';
import { RowIconButton } from '../../../components/RowIconButton.tsx';
import { SectionPanel } from '../../../components/SectionPanel.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { type FollowTarget, useAddFollow, useBranchChoices, useRemoveFollow } from '../api/reminders.ts';
import { REMINDERS_FALLBACK } from '../texts.ts';
import { PersonFollowSelect, type PickedPerson } from './PersonFollowSelect.tsx';

const TITLE_ID = 'reminder-follows-title';
const KIND_LABELS: Record<ReminderFollow['kind'], string> = { branch: 'Chi', person: 'Người' };

function FollowRow({ follow }: { follow: ReminderFollow }) {
  const remove = useRemoveFollow();
  const ask = () =>
    confirmDeletion({
      title: 'Bỏ theo dõi',
      message: (
        <Text size="sm">
          Bỏ theo dõi <RecordName>{follow.name}</RecordName>? Bạn sẽ không được nhắc các ngày giỗ của{' '}
          {follow.kind === 'branch' ? 'chi này' : 'người này'} nữa.
        </Text>
      ),
      confirmLabel: 'Bỏ theo dõi',
      onConfirm: () =>
        remove.mutate(follow._id, {
          onSuccess: (message) => toast.success(message),
          onError: (error) => toast.error(errorMessage(error, REMINDERS_FALLBACK.unfollow)),
        }),
    });
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <Badge variant="light" color={follow.kind === 'branch' ? undefined : 'gray'}>
          {KIND_LABELS[follow.kind]}
        </Badge>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {follow.name}
        </Text>
      </Group>
      <RowIconButton
        label={`Bỏ theo dõi ${follow.name}`}
        color="red"
        onClick={ask}
        disabled={remove.isPending}
      >
        <IconTrash size={18} />
      </RowIconButton>
    </Group>
  );
}

/** /settings/reminders: the branches and persons the member follows (none: the whole clan), and adding one. */
export function FollowsCard({ settings }: { settings: MyReminders }) {
  const add = useAddFollow();
  const branches = useBranchChoices(true);
  const [branchId, setBranchId] = useState<string | null>(null);
  const [person, setPerson] = useState<PickedPerson | null>(null);
  const followed = new Set(settings.follows.map((follow) => follow.targetId));
  const branchOptions = (branches.data ?? [])
    .filter((branch) => !followed.has(branch.id))
    .map((branch) => ({ value: branch.id, label: branch.label }));

  const follow = (target: FollowTarget, done: () => void) =>
    add.mutate(target, {
      onSuccess: ({ message }) => {
        toast.success(message);
        done();
      },
      onError: (error) => toast.error(errorMessage(error, REMINDERS_FALLBACK.follow)),
    });

  return (
    <SectionPanel titleId={TITLE_ID}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4" id={TITLE_ID}>
            Theo dõi
          </Title>
          <Text size="sm" c="dimmed">
            Chọn các chi hoặc những người bạn muốn được nhắc ngày giỗ. Một chi gồm cụ đứng đầu, con cháu và
            những người dâu, rể của chi.
          </Text>
        </Stack>
        {settings.follows.length === 0 ? (
          <Text size="sm" fw={500}>
            Bạn chưa theo dõi chi hay người nào: bạn được nhắc ngày giỗ của cả dòng họ.
          </Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Đang theo dõi">
            {settings.follows.map((item) => (
              <FollowRow key={item._id} follow={item} />
            ))}
          </Stack>
        )}
        <Group align="flex-end" gap="xs" wrap="wrap">
          <Select
            label="Thêm một chi"
            placeholder={branches.isPending ? 'Đang tải…' : 'Chọn chi'}
            data={branchOptions}
            value={branchId}
            onChange={setBranchId}
            searchable
            nothingFoundMessage={branches.isError ? REMINDERS_FALLBACK.branches : 'Chưa có chi nào'}
            style={{ flex: '1 1 240px' }}
          />
          <Button
            variant="light"
            disabled={!branchId}
            loading={add.isPending && add.variables !== undefined && 'branchId' in add.variables}
            onClick={() => branchId && follow({ branchId }, () => setBranchId(null))}
          >
            Theo dõi chi
          </Button>
        </Group>
        <Group align="flex-end" gap="xs" wrap="wrap">
          <div style={{ flex: '1 1 240px' }}>
            <PersonFollowSelect value={person} onChange={setPerson} />
          </div>
          <Button
            variant="light"
            disabled={!person || followed.has(person.id)}
            loading={add.isPending && add.variables !== undefined && 'personId' in add.variables}
            onClick={() => person && follow({ personId: person.id }, () => setPerson(null))}
          >
            Theo dõi người này
          </Button>
        </Group>
      </Stack>
    </SectionPanel>
  );
}
