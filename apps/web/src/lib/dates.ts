import dayjs from 'dayjs';

/** A date as Vietnamese pages show it: dd/mm/yyyy, in the reader's time zone. Empty for a bad value. */
export function formatDate(value: string | Date): string {
  const date = dayjs(value);
  return date.isValid() ? date.format('DD/MM/YYYY') : '';
}
