import type { Person } from '@giapha/contract';
import { Text } from '@mantine/core';
import { deleteAfterConfirming, RecordName } from '../../../components/confirm-deletion.tsx';
import { useDeletePerson } from '../api/deletePerson.ts';
import { PERSONS_FALLBACK } from '../texts.ts';

export interface PersonDelete {
  /** Asks first; deletes on confirmation, toasts the server's message, then runs `onDeleted`. */
  confirm: (person: Pick<Person, 'id' | 'name'>, onDeleted?: () => void) => void;
  /** The person being deleted, while the request is on its way. */
  pendingId: string | undefined;
}

/** Deleting a person, always after a confirmation that names them and says what goes with them. */
export function usePersonDelete(): PersonDelete {
  const deletion = deleteAfterConfirming(useDeletePerson(), (person: Pick<Person, 'id' | 'name'>) => ({
    title: 'Xóa người khỏi gia phả',
    message: (
      <Text size="sm">
        Xóa <RecordName>{person.name}</RecordName> khỏi gia phả? Người này sẽ bị gỡ khỏi mọi cây gia phả và
        mọi gia đình của dòng họ; gia đình nào không còn ai cũng bị xóa theo. Thao tác này không thể hoàn tác.
      </Text>
    ),
    fallback: PERSONS_FALLBACK.delete,
  }));
  return { confirm: deletion.remove, pendingId: deletion.deletingId };
}
