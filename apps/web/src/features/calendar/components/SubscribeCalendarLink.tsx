import { Anchor, type AnchorProps } from '@mantine/core';
import { useMyCalendarQuery } from '../api/calendar.ts';

/**
 * "Đăng ký lịch": the signed-in member's private feed (every giỗ they may see) opened in the device's
 * calendar app; nothing until the address is known.
 */
export function SubscribeCalendarLink(props: AnchorProps) {
  const query = useMyCalendarQuery();
  if (!query.data) return null;
  return (
    <Anchor href={query.data.webcalUrl} title={query.data.url} {...props}>
      Đăng ký lịch
    </Anchor>
  );
}
