import type { EventListItem } from '@giapha/contract';
import { Badge, type BadgeProps } from '@mantine/core';
import { eventKindColor, eventKindLabel } from '../texts.ts';

/** Dương lịch, Âm lịch, Giỗ hằng năm, Âm lịch hằng năm (Tết…), Thanh Minh. */
export function EventKindBadge({
  event,
  ...props
}: { event: Pick<EventListItem, 'calendar' | 'person' | 'template'> } & Omit<
  BadgeProps,
  'color' | 'children'
>) {
  return (
    <Badge variant="light" tt="none" color={eventKindColor(event)} style={{ flexShrink: 0 }} {...props}>
      {eventKindLabel(event)}
    </Badge>
  );
}
