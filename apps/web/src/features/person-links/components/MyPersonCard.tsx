import type { MyPerson } from '@giapha/contract';
import { Alert, Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { IconHourglass, IconLinkOff, IconSend, IconSitemap } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert.tsx';
import { SectionPanel } from '../../../components/SectionPanel.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useMyPersonQuery, useSendClaim, useUnlinkMine, useWithdrawClaim } from '../api/myPerson.ts';
import { searchClanPersons } from '../api/searchPersons.ts';
import { generationLabel, PERSON_LINKS_FALLBACK } from '../texts.ts';
import { claimedPersonId, IAmFields, type IAmValue, NO_ANSWER } from './IAmFields.tsx';

const TITLE_ID = 'my-person-title';

function LinkedView({ person }: { person: NonNullable<MyPerson['person']> }) {
  const unlink = useUnlinkMine();
  const confirmUnlink = () =>
    openConfirmModal({
      title: 'Bỏ liên kết',
      centered: true,
      children: (
        <Text size="sm">
          Bỏ liên kết tài khoản của bạn với{' '}
          <Text span fw={600}>
            {person.name}
          </Text>
          ? Bạn có thể gửi yêu cầu liên kết lại sau.
        </Text>
      ),
      labels: { confirm: 'Bỏ liên kết', cancel: 'Hủy' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        unlink.mutate(undefined, {
          onSuccess: (message) => toast.success(message),
          onError: (error) => toast.error(errorMessage(error, PERSON_LINKS_FALLBACK.unlink)),
        }),
    });
  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap">
        <Text fw={600} size="lg">
          {person.name}
        </Text>
        {person.generation !== null ? (
          <Badge variant="light">{generationLabel(person.generation)}</Badge>
        ) : null}
      </Group>
      <Group gap="sm">
        <Button
          component={Link}
          to={`/family-tree?focus=${encodeURIComponent(person.id)}`}
          leftSection={<IconSitemap size={16} />}
          variant="light"
        >
          Xem trên cây
        </Button>
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconLinkOff size={16} />}
          loading={unlink.isPending}
          onClick={confirmUnlink}
        >
          Bỏ liên kết
        </Button>
      </Group>
    </Stack>
  );
}

function PendingView({ claim }: { claim: NonNullable<MyPerson['claim']> }) {
  const withdraw = useWithdrawClaim();
  return (
    <Stack gap="sm">
      <Alert
        color="yellow"
        variant="light"
        icon={<IconHourglass size={18} />}
        title="Đang chờ quản trị viên duyệt"
      >
        <Text size="sm">
          Bạn đã nói mình là{' '}
          <Text span fw={600}>
            {claim.personName ?? 'người chưa có trong cây'}
          </Text>{' '}
          (gửi ngày {formatDate(claim.createdAt)}).
        </Text>
        {claim.note ? (
          <Text size="sm" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
            Ghi chú: {claim.note}
          </Text>
        ) : null}
      </Alert>
      <Group>
        <Button
          variant="default"
          loading={withdraw.isPending}
          onClick={() =>
            withdraw.mutate(undefined, {
              onSuccess: (message) => toast.success(message),
              onError: (error) => toast.error(errorMessage(error, PERSON_LINKS_FALLBACK.withdraw)),
            })
          }
        >
          Rút yêu cầu
        </Button>
      </Group>
    </Stack>
  );
}

function ClaimForm({ rejected }: { rejected: boolean }) {
  const [value, setValue] = useState<IAmValue>(NO_ANSWER);
  const [personError, setPersonError] = useState<string | undefined>();
  const send = useSendClaim();
  const submit = () => {
    const personId = claimedPersonId(value);
    if (personId === undefined) {
      setPersonError('Hãy chọn người trong cây, hoặc chọn “Tôi chưa có trong cây”');
      return;
    }
    setPersonError(undefined);
    send.mutate(
      { personId, note: value.note },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          setValue(NO_ANSWER);
        },
        onError: (error) => toast.error(errorMessage(error, PERSON_LINKS_FALLBACK.claim)),
      },
    );
  };
  return (
    <Stack gap="sm">
      {rejected ? (
        <Alert color="gray" variant="light">
          Yêu cầu trước của bạn chưa được chấp nhận. Bạn có thể chọn lại và gửi yêu cầu mới.
        </Alert>
      ) : null}
      <IAmFields
        label="Tôi là…"
        description="Tìm tên của bạn trong cây gia phả của dòng họ."
        scope="member"
        search={searchClanPersons}
        value={value}
        onChange={(next) => {
          setValue(next);
          if (claimedPersonId(next) !== undefined) setPersonError(undefined);
        }}
        personError={personError}
      />
      <Group>
        <Button leftSection={<IconSend size={16} />} loading={send.isPending} onClick={submit}>
          Gửi yêu cầu
        </Button>
      </Group>
    </Stack>
  );
}

function MyPersonBody({ data }: { data: MyPerson }) {
  if (data.person) return <LinkedView person={data.person} />;
  if (data.claim?.status === 'pending') return <PendingView claim={data.claim} />;
  return <ClaimForm rejected={data.claim?.status === 'rejected'} />;
}

/** /settings: "Tôi là ai trong gia phả" — the member's person, their request, or the way to make one. */
export function MyPersonCard() {
  const query = useMyPersonQuery();
  return (
    <SectionPanel titleId={TITLE_ID}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4" id={TITLE_ID}>
            Tôi là ai trong gia phả
          </Title>
          <Text size="sm" c="dimmed">
            Liên kết tài khoản với chính bạn trong cây, để cây và trang từng người xưng hô theo góc nhìn của
            bạn.
          </Text>
        </Stack>
        {query.isPending ? (
          <Stack gap="xs" aria-label="Đang tải" role="status">
            <Skeleton h={20} w="60%" />
            <Skeleton h={36} w={180} />
          </Stack>
        ) : query.isError ? (
          <QueryErrorAlert
            title="Không tải được thông tin liên kết"
            error={query.error}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <MyPersonBody data={query.data} />
        )}
      </Stack>
    </SectionPanel>
  );
}
