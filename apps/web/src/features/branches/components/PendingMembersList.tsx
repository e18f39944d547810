import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { QueryBody } from '../../../components/QueryBody.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { usePendingMembers } from '../api/branches.ts';
import { BRANCHES_FALLBACK } from '../texts.ts';

/** Registrations waiting for approval whose "Tôi là …" names a person of the branch. */
export function PendingMembersList({ branchId }: { branchId: string }) {
  const query = usePendingMembers(branchId);
  const members = query.data ?? [];
  return (
    <QueryBody
      query={query}
      placeholder={
        <Text size="sm" c="dimmed" role="status">
          Đang tải…
        </Text>
      }
      errorTitle={BRANCHES_FALLBACK.pending}
      isEmpty={members.length === 0}
      empty={
        <Text size="sm" c="dimmed" fs="italic">
          Không có ai đang chờ duyệt.
        </Text>
      }
    >
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {members.map((member) => (
          <Paper key={member.claimId} withBorder radius="sm" p="sm" component="li">
            <Stack gap={2}>
              <Text size="sm" fw={600}>
                {member.name}{' '}
                <Text span size="xs" c="dimmed" fw={400}>
                  @{member.username}
                </Text>
              </Text>
              <Text size="sm">
                Là{' '}
                <Anchor component={Link} to={`/persons/${member.person._id}`} size="sm">
                  {member.person.name}
                </Anchor>
              </Text>
              {member.note ? (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  “{member.note}”
                </Text>
              ) : null}
              <Text size="xs" c="dimmed">
                Đăng ký ngày {formatDate(member.createdAt)}
              </Text>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </QueryBody>
  );
}
