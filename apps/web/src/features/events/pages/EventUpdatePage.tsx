import { Anchor, Button, Group, Stack } from '@mantine/core';
import { IconCalendarOff, IconExternalLink, IconTrash } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import { AdminPageHeader } from '../../../components/AdminPageHeader.tsx';
import { isMissingRecord, NotFoundState } from '../../../components/NotFoundState.tsx';
import { ColumnsSkeleton } from '../../../components/PageSkeleton.tsx';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert.tsx';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { useAdminEvent } from '../api/adminEvent.ts';
import { useEventAdminActions } from '../components/EventAdminActions.tsx';
import { EventForm } from '../components/EventForm.tsx';
import { eventPath } from '../publicPaths.ts';
import { BACK_TO_EVENTS } from './EventCreatePage.tsx';

function EventNotFound() {
  return (
    <NotFoundState
      icon={<IconCalendarOff size={34} />}
      title="Không tìm thấy sự kiện"
      description="Sự kiện này không tồn tại hoặc đã bị xóa."
      back={{ to: '/admin/events', label: 'Về danh sách sự kiện' }}
    />
  );
}

/** /admin/events/update/:id: edit or delete one event. */
export function EventUpdatePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useAdminEvent(id);
  const actions = useEventAdminActions();
  usePageTitle(query.data ? `Sửa sự kiện: ${query.data.title}` : 'Sửa sự kiện');

  if (query.isPending) return <ColumnsSkeleton spans={[8, 4]} heights={[480, 280]} />;
  if (query.isError && isMissingRecord(query.error)) return <EventNotFound />;
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
