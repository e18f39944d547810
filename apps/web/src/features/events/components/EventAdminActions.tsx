import type { EventListItem } from '@giapha/contract';
import { Menu, Text } from '@mantine/core';
import { confirmDeletion, deletionToasts, RecordName } from '../../../components/confirm-deletion.tsx';
import {
  DeleteMenuItem,
  EditMenuItem,
  RowActionsMenu,
  ViewOnSiteMenuItem,
} from '../../../components/list-page/index.ts';
import { useDeleteEvent } from '../api/deleteEvent.ts';
import { eventPath } from '../publicPaths.ts';
import { EVENTS_FALLBACK } from '../texts.ts';

type EventRef = Pick<EventListItem, 'id' | 'slug' | 'title'>;

export const editEventPath = (id: string) => `/admin/events/update/${encodeURIComponent(id)}`;

export interface EventAdminActions {
  /** Asks first; deletes on confirmation, toasts the server's message, then runs `onDeleted`. */
  confirmDelete: (event: EventRef, onDeleted?: () => void) => void;
  isBusy: (event: Pick<EventListItem, 'id'>) => boolean;
}

export function useEventAdminActions(): EventAdminActions {
  const removal = useDeleteEvent();
  return {
    isBusy: (event) => removal.isPending && removal.variables?.id === event.id,
    confirmDelete: (event, onDeleted) =>
      confirmDeletion({
        title: 'Xóa sự kiện',
        message: (
          <Text size="sm">
            Xóa sự kiện “<RecordName>{event.title}</RecordName>”? Sự kiện sẽ biến mất khỏi lịch của dòng họ.
            Thao tác này không thể hoàn tác.
          </Text>
        ),
        onConfirm: () =>
          removal.mutate({ id: event.id }, deletionToasts(EVENTS_FALLBACK.delete, { onDeleted })),
      }),
  };
}

/** The ⋮ menu of a row: edit, open on the site, delete. */
export function EventAdminActionsMenu({ event, actions }: { event: EventRef; actions: EventAdminActions }) {
  return (
    <RowActionsMenu label={`Thao tác với sự kiện ${event.title}`} busy={actions.isBusy(event)} width={200}>
      <EditMenuItem to={editEventPath(event.id)} />
      <ViewOnSiteMenuItem href={eventPath(event.slug)} />
      <Menu.Divider />
      <DeleteMenuItem onClick={() => actions.confirmDelete(event)} />
    </RowActionsMenu>
  );
}
