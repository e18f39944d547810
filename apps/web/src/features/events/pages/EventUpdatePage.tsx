import { Anchor, Button, Center, Grid, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarOff, IconExternalLink, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../../app/SiteSetting.tsx';
import { AdminPageHeader } from '../../../components/AdminPageHeader.tsx';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useAdminEvent } from '../api/adminEvent.ts';
import { useEventAdminActions } from '../components/EventAdminActions.tsx';
import { EventForm } from '../components/EventForm.tsx';
import { eventPath } from '../publicPaths.ts';
import { BACK_TO_EVENTS } from './EventCreatePage.tsx';

/** An id no event of this clan has (404), or not an id at all (400). */
function isMissingEvent(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

function EventNotFound() {
  return (
    <Center mih="50vh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="gray">
          <IconCalendarOff size={34} />
        </ThemeIcon>
        <Title order={1} size="h2">
          Không tìm thấy sự kiện
        </Title>
        <Text c="dimmed">Sự kiện này không tồn tại hoặc đã bị xóa.</Text>
        <Button component={Link} to="/admin/events" variant="light">
          Về danh sách sự kiện
        </Button>
      </Stack>
    </Center>
  );
}

function EventUpdateSkeleton() {
  return (
    <Stack aria-busy="true" aria-label="Đang tải">
      <Skeleton h={32} w="40%" />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Skeleton h={480} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Skeleton h={280} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** /admin/events/update/:id: edit or delete one event. */
export function EventUpdatePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useAdminEvent(id);
  const actions = useEventAdminActions();
  usePageTitle(query.data ? `Sửa sự kiện: ${query.data.title}` : 'Sửa sự kiện');

  if (query.isPending) return <EventUpdateSkeleton />;
  if (query.isError && isMissingEvent(query.error)) return <EventNotFound />;
  if (query.isError) {
    return (
      <Stack gap={0}>
        <AdminPageHeader title="Sửa sự kiện" back={BACK_TO_EVENTS} />
        <QueryErrorAlert
          title="Không tải được sự kiện"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Stack>
    );
  }

  const event = query.data;
  return (
    <Stack gap={0}>
      <AdminPageHeader
        title="Sửa sự kiện"
        description={event.title}
        back={BACK_TO_EVENTS}
        actions={
          <Group gap="sm">
            <Anchor href={eventPath(event.slug)} target="_blank" rel="noopener" size="sm">
              <Group gap={4} wrap="nowrap">
                <IconExternalLink size={16} aria-hidden />
                Xem trên trang
              </Group>
            </Anchor>
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              leftSection={<IconTrash size={14} />}
              loading={actions.isBusy(event)}
              onClick={() => actions.confirmDelete(event, () => navigate('/admin/events', { replace: true }))}
            >
              Xóa
            </Button>
          </Group>
        }
      />
      <EventForm
        key={event.id}
        event={event}
        onReload={() => void query.refetch()}
        reloading={query.isFetching}
      />
    </Stack>
  );
}
