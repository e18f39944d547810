import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { IconLink, IconLinkOff } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { type PersonOption, searchClanPersons } from '../api/searchPersons.ts';
import { useLinkUser, useUserPerson } from '../api/userPerson.ts';
import { generationLabel, PERSON_LINKS_FALLBACK } from '../texts.ts';
import { PersonSearchField } from './PersonSearchField.tsx';

const TITLE_ID = 'user-person-title';

/** /admin/users/update/:id: "Người trong cây" — link the member to their person directly, or unlink. */
export function UserPersonCard({ userId, userName }: { userId: string; userName: string }) {
  const query = useUserPerson(userId);
  const link = useLinkUser();
  const [picked, setPicked] = useState<PersonOption | null>(null);
  const linked = query.data?.person ?? null;

  const save = (personId: string | null) =>
    link.mutate(
      { userId, personId },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          setPicked(null);
        },
        onError: (error) => toast.error(errorMessage(error, PERSON_LINKS_FALLBACK.link)),
      },
    );

  const confirmUnlink = () =>
    openConfirmModal({
      title: 'Bỏ liên kết',
      centered: true,
      children: (
        <Text size="sm">
          Bỏ liên kết{' '}
          <Text span fw={600}>
            {userName}
          </Text>{' '}
          với{' '}
          <Text span fw={600}>
            {linked?.name}
          </Text>
          ?
        </Text>
      ),
      labels: { confirm: 'Bỏ liên kết', cancel: 'Hủy' },
      confirmProps: { color: 'red' },
      onConfirm: () => save(null),
    });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={TITLE_ID}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={TITLE_ID}>
          Người trong cây
        </Title>
        {query.isPending ? (
          <Skeleton h={36} aria-label="Đang tải" role="status" />
        ) : query.isError ? (
          <QueryErrorAlert
            title="Không tải được người trong cây"
            error={query.error}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <>
            {linked ? (
              <Group gap="xs" justify="space-between" wrap="wrap">
                <Group gap="xs">
                  <Text size="sm" c="dimmed">
                    Đang liên kết với
                  </Text>
                  <Text
                    size="sm"
                    fw={600}
                    component={Link}
                    to={`/family-tree?focus=${encodeURIComponent(linked.id)}`}
                    c="var(--mantine-primary-color-filled)"
                  >
                    {linked.name}
                  </Text>
                  {linked.generation !== null ? (
                    <Badge variant="light" size="sm">
                      {generationLabel(linked.generation)}
                    </Badge>
                  ) : null}
                </Group>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconLinkOff size={14} />}
                  loading={link.isPending && link.variables?.personId === null}
                  onClick={confirmUnlink}
                >
                  Bỏ liên kết
                </Button>
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                Thành viên này chưa được liên kết với người nào trong cây.
              </Text>
            )}
            <Group align="flex-end" gap="sm" wrap="wrap">
              <div style={{ flex: '1 1 240px', minWidth: 0 }}>
                <PersonSearchField
                  label={linked ? 'Đổi sang người khác' : 'Liên kết với'}
                  scope="member"
                  search={searchClanPersons}
                  value={picked}
                  onChange={setPicked}
                />
              </div>
              <Button
                leftSection={<IconLink size={16} />}
                disabled={!picked}
                loading={link.isPending && link.variables?.personId !== null}
                onClick={() => picked && save(picked.id)}
              >
                Liên kết
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
