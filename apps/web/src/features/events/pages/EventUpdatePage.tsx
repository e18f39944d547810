import { Group } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import {
  AdminUpdatePage,
  DeleteRecordButton,
  ViewOnSiteLink,
} from '../../../components/AdminRecordPages.tsx';
import { ColumnsSkeleton } from '../../../components/PageSkeleton.tsx';
import { useAdminEvent } from '../api/adminEvent.ts';
import { useEventAdminActions } from '../components/EventAdminActions.tsx';
import { EventForm } from '../components/EventForm.tsx';
import { eventPath } from '../publicPaths.ts';
import { BACK_TO_EVENTS } from './EventCreatePage.tsx';

/** /admin/events/update/:id: edit or delete one event. */
export function EventUpdatePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useAdminEvent(id);
  const actions = useEventAdminActions();
  return (
    <AdminUpdatePage
      query={query}
      title="Sửa sự kiện"
      back={BACK_TO_EVENTS}
      description={(event) => event.title}
      loadErrorTitle="Không tải được sự kiện"
      skeleton={<ColumnsSkeleton spans={[8, 4]} heights={[480, 280]} />}
      notFound={{
        icon: <IconCalendarOff size={34} />,
        title: 'Không tìm thấy sự kiện',
        description: 'Sự kiện này không tồn tại hoặc đã bị xóa.',
        back: { to: '/admin/events', label: 'Về danh sách sự kiện' },
      }}
      actions={(event) => (
        <Group gap="sm">
          <ViewOnSiteLink href={eventPath(event.slug)} />
          <DeleteRecordButton
            deleting={actions.isBusy(event)}
            onClick={() => actions.confirmDelete(event, () => navigate('/admin/events', { replace: true }))}
          />
        </Group>
      )}
    >
      {(event, reload) => <EventForm key={event.id} event={event} {...reload} />}
    </AdminUpdatePage>
  );
}
