import type { CampaignStatus } from '@giapha/contract';
import { Badge, type BadgeProps } from '@mantine/core';
import { CAMPAIGN_STATUS_COLORS, CAMPAIGN_STATUS_LABELS } from '../texts.ts';

/** Nháp / Đang nhận đóng góp / Đã kết thúc. */
export function CampaignStatusBadge({
  status,
  ...props
}: { status: CampaignStatus } & Omit<BadgeProps, 'color' | 'children'>) {
  return (
    <Badge
      variant="light"
      tt="none"
      color={CAMPAIGN_STATUS_COLORS[status]}
      style={{ flexShrink: 0 }}
      {...props}
    >
      {CAMPAIGN_STATUS_LABELS[status]}
    </Badge>
  );
}
