import dayjs from 'dayjs';

/** `dd/mm/yyyy HH:mm` in the reader's time zone (a donation's time, in the ledgers). */
export function formatPaidAt(value: string): string {
  const date = dayjs(value);
  return date.isValid() ? date.format('DD/MM/YYYY HH:mm') : '';
}
