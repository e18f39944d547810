import type { PersonClaimItem } from '@giapha/contract';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { IconCheck, IconLink, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { type DecisionInput, useClaims, useDecideClaim } from '../api/claims.ts';
import { generationLabel, PERSON_LINKS_FALLBACK } from '../texts.ts';

const TITLE_ID = 'person-claims-title';
/** The admin decides a few at a time; more wait for the next look. */
const SHOWN = 20;

function PersonOfClaim({ claim }: { claim: PersonClaimItem }) {
  if (claim.personId === null) {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        Chưa có trong cây
      </Text>
    );
  }
  return (
    <Text size="sm">
      <Anchor component={Link} to={`/family-tree?focus=${encodeURIComponent(claim.personId)}`} fw={600}>
        {claim.personName}
      </Anchor>
      {claim.personGeneration !== null ? ` · ${generationLabel(claim.personGeneration)}` : ''}
    </Text>
  );
}

function ClaimRow({
  claim,
  busy,
  decide,
}: {
  claim: PersonClaimItem;
  busy: boolean;
  decide: (claim: PersonClaimItem, decision: DecisionInput['decision']) => void;
}) {
  return (
    <Paper withBorder radius="sm" p="sm" component="li" aria-label={`Yêu cầu của ${claim.user.name}`}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            <Text size="sm" fw={600}>
              {claim.user.name}
            </Text>
            <Text size="xs" c="dimmed">
              @{claim.user.username}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap" align="baseline">
            <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
              Là:
            </Text>
            <PersonOfClaim claim={claim} />
          </Group>
          {claim.note ? (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              “{claim.note}”
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            Gửi ngày {formatDate(claim.createdAt)}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {claim.personId === null ? (
            <Button
              size="xs"
              variant="light"
              component={Link}
              to={`/admin/users/update/${claim.user.id}`}
              leftSection={<IconLink size={14} />}
            >
              Liên kết trực tiếp
            </Button>
          ) : (
            <Button
              size="xs"
              leftSection={<IconCheck size={14} />}
              disabled={busy}
              onClick={() => decide(claim, 'approved')}
            >
              Duyệt
            </Button>
          )}
          <Button
            size="xs"
            variant="default"
            leftSection={<IconX size={14} />}
            disabled={busy}
            onClick={() => decide(claim, 'rejected')}
          >
            Từ chối
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * /admin/users: members' "Tôi là …" requests waiting for a decision, with their count; nothing at all
 * when none waits.
 */
export function PersonClaimsSection() {
  const query = useClaims({ status: 'pending', limit: SHOWN, offset: 0 });
  const decision = useDecideClaim();

  const decide = (claim: PersonClaimItem, choice: DecisionInput['decision']) => {
    const approving = choice === 'approved';
    openConfirmModal({
      title: approving ? 'Duyệt yêu cầu liên kết' : 'Từ chối yêu cầu liên kết',
      centered: true,
      children: (
        <Text size="sm">
          {approving ? 'Liên kết tài khoản ' : 'Từ chối yêu cầu của '}
          <Text span fw={600}>
            {claim.user.name} (@{claim.user.username})
          </Text>
          {approving ? ' với ' : ' là '}
          <Text span fw={600}>
            {claim.personName ?? 'người chưa có trong cây'}
          </Text>
          ?
        </Text>
      ),
      labels: { confirm: approving ? 'Duyệt' : 'Từ chối', cancel: 'Hủy' },
      confirmProps: approving ? {} : { color: 'red' },
      onConfirm: () =>
        decision.mutate(
          { id: claim.id, decision: choice },
          {
            onSuccess: ({ message }) => toast.success(message),
            onError: (error) => toast.error(errorMessage(error, PERSON_LINKS_FALLBACK.decide)),
          },
        ),
    });
  };

  if (query.isError) {
    return (
      <Stack mb="md">
        <QueryErrorAlert
          title="Không tải được các yêu cầu liên kết"
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      </Stack>
    );
  }
  if (!query.data || query.data.total === 0) return null;
  const { claims, total } = query.data;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      mb="md"
      component="section"
      aria-labelledby={TITLE_ID}
    >
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} size="h5" id={TITLE_ID}>
            Yêu cầu liên kết
          </Title>
          <Badge
            color="yellow"
            variant="filled"
            circle={total < 10}
            aria-label={`${total} yêu cầu chờ duyệt`}
          >
            {total}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          Thành viên cho biết họ là ai trong cây gia phả. Duyệt để liên kết tài khoản với người đó.
        </Text>
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {claims.map((claim) => (
            <ClaimRow
              key={claim.id}
              claim={claim}
              busy={decision.isPending && decision.variables?.id === claim.id}
              decide={decide}
            />
          ))}
        </Stack>
        {total > claims.length ? (
          <Text size="xs" c="dimmed">
            Còn {total - claims.length} yêu cầu khác, sẽ hiện khi bạn xử lý xong những yêu cầu trên.
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
