import type { LifeEvent } from '@giapha/contract';
import { useState } from 'react';
import { confirmDeletion, deletionToasts, RecordName } from '../../../components/confirm-deletion.tsx';
import { useDeleteLifeEvent } from '../api/deleteLifeEvent.ts';
import type { LifeEventOwner } from '../api/saveLifeEvent.ts';
import { lifeEventTitle } from '../format.ts';
import { LIFE_EVENT_TEXTS, LIFE_EVENTS_FALLBACK } from '../texts.ts';
import { LifeEventFormModal } from './LifeEventFormModal.tsx';

/** The add/edit modal and the confirmed removal, shared by a person's timeline and a family's events. */
export function useLifeEventActions(owner: LifeEventOwner) {
  // undefined: closed; null: a new event; an event: that one.
  const [editing, setEditing] = useState<LifeEvent | null | undefined>(undefined);
  const removal = useDeleteLifeEvent();

  const remove = (event: LifeEvent) => {
    const title = lifeEventTitle(event);
    confirmDeletion({
      title: LIFE_EVENT_TEXTS.deleteTitle,
      message: (
        <>
          Xóa sự kiện <RecordName>{title}</RecordName>? Không thể hoàn tác.
        </>
      ),
      onConfirm: () =>
        removal.mutate(event.id, deletionToasts(LIFE_EVENTS_FALLBACK.delete, { detail: title })),
    });
  };

  const modal = (
    <LifeEventFormModal
      opened={editing !== undefined}
      onClose={() => setEditing(undefined)}
      owner={owner}
      event={editing ?? null}
    />
  );

  return { add: () => setEditing(null), edit: (event: LifeEvent) => setEditing(event), remove, modal };
}
