import { Button } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { CALENDAR_FALLBACK, useDownloadGio } from '../api/calendar.ts';

/**
 * The person page's "Thêm vào lịch": the person's next giỗ as a single-event `.ics` the phone or computer
 * opens in its calendar. Shown only for a person with a giỗ (the page decides).
 */
export function AddToCalendarButton({ personId }: { personId: string }) {
  const download = useDownloadGio();
  return (
    <Button
      variant="light"
      leftSection={<IconCalendarPlus size={18} aria-hidden />}
      loading={download.isPending}
      onClick={() =>
        download.mutate(personId, {
          onError: (error) => toast.error(errorMessage(error, CALENDAR_FALLBACK.download)),
        })
      }
    >
      Thêm vào lịch
    </Button>
  );
}
