import { Button } from '@mantine/core';
import { IconBellPlus } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/form-errors.ts';
import { isAuthenticated, useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useAddFollow } from '../api/reminders.ts';
import { REMINDERS_FALLBACK } from '../texts.ts';

/** A person's page, for a signed-in member: "Theo dõi ngày giỗ" adds the person to their reminders. */
export function FollowGioButton({ personId }: { personId: string }) {
  const session = useSession();
  const add = useAddFollow();
  if (!isAuthenticated(session)) return null;
  return (
    <Button
      variant="light"
      leftSection={<IconBellPlus size={18} />}
      loading={add.isPending}
      onClick={() =>
        add.mutate(
          { personId },
          {
            onSuccess: ({ message }) => toast.success(message),
            onError: (error) => toast.error(errorMessage(error, REMINDERS_FALLBACK.follow)),
          },
        )
      }
    >
      Theo dõi ngày giỗ
    </Button>
  );
}
