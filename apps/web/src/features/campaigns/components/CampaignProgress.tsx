import type { CampaignStatus } from '@giapha/contract';
import { formatVnd } from '@giapha/genealogy';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import dayjs from 'dayjs';

/** The figures of a campaign its progress is drawn from (a public or an admin campaign fits). */
export interface CampaignProgressFigures {
  /** Đồng raised so far. */
  raisedAmount: number;
  /** Đồng; null: no goal (what was raised is shown without a bar). */
  goalAmount: number | null;
  /** `YYYY-MM-DD` or null. */
  startDate: string | null;
  endDate: string | null;
  status: CampaignStatus;
}

export interface CampaignProgressProps {
  campaign: CampaignProgressFigures;
  /** `sm` fits a table cell; `lg` heads a campaign's page. */
  size?: 'sm' | 'md' | 'lg';
}

/** Where a campaign stands in time, as a relative reads it. */
export type CampaignTiming =
  | { kind: 'ended' }
  | { kind: 'notStarted' }
  | { kind: 'daysLeft'; days: number }
  | { kind: 'noEnd' };

/** Whether the campaign has ended, not started yet, or how many days are left (days counted in the reader's calendar). */
export function campaignTiming(
  campaign: Pick<CampaignProgressFigures, 'startDate' | 'endDate' | 'status'>,
  now: Date = new Date(),
): CampaignTiming {
  const today = dayjs(now).startOf('day');
  const end = campaign.endDate ? dayjs(campaign.endDate).startOf('day') : null;
  const start = campaign.startDate ? dayjs(campaign.startDate).startOf('day') : null;
  if (campaign.status === 'closed' || (end?.isValid() && end.isBefore(today))) return { kind: 'ended' };
  if (campaign.status === 'draft' || (start?.isValid() && start.isAfter(today)))
    return { kind: 'notStarted' };
  if (end?.isValid()) return { kind: 'daysLeft', days: end.diff(today, 'day') };
  return { kind: 'noEnd' };
}

export function campaignTimingText(timing: CampaignTiming): string {
  switch (timing.kind) {
    case 'ended':
      return 'Đã kết thúc';
    case 'notStarted':
      return 'Chưa bắt đầu';
    case 'daysLeft':
      return timing.days === 0 ? 'Hôm nay là ngày cuối' : `Còn ${timing.days.toLocaleString('vi-VN')} ngày`;
    case 'noEnd':
      return 'Không giới hạn thời gian';
  }
}

/** Whole percent of the goal reached (may pass 100); null without a goal. */
export function goalPercent(raisedAmount: number, goalAmount: number | null): number | null {
  if (!goalAmount || goalAmount <= 0) return null;
  return Math.floor((Math.max(0, raisedAmount) * 100) / goalAmount);
}

const SIZES = {
  sm: { amount: 'sm', detail: 'xs', bar: 'sm', gap: 4 },
  md: { amount: 'md', detail: 'sm', bar: 'md', gap: 6 },
  lg: { amount: 'xl', detail: 'sm', bar: 'lg', gap: 8 },
} as const;

/**
 * A campaign's progress: raised / goal with the percent and a bar, and the days left ("Còn 12 ngày",
 * "Đã kết thúc", "Chưa bắt đầu"). Amounts in đồng as `1.234.567 ₫`.
 */
export function CampaignProgress({ campaign, size = 'md' }: CampaignProgressProps) {
  const { raisedAmount, goalAmount } = campaign;
  const look = SIZES[size];
  const percent = goalPercent(raisedAmount, goalAmount);
  const reached = percent !== null && percent >= 100;
  const timing = campaignTiming(campaign);

  return (
    <Stack gap={look.gap} miw={0} data-testid="campaign-progress">
      <Group justify="space-between" align="baseline" gap="xs" wrap="wrap">
        <Text size={look.amount} miw={0}>
          {percent === null ? (
            <>
              <Text span size={look.detail} c="dimmed">
                Đã nhận{' '}
              </Text>
              <Text span fw={700} inherit>
                {formatVnd(raisedAmount)}
              </Text>
            </>
          ) : (
            <>
              <Text span fw={700} inherit>
                {formatVnd(raisedAmount)}
              </Text>
              <Text span size={look.detail} c="dimmed">
                {' / '}
                {goalAmount === null ? null : formatVnd(goalAmount)}
              </Text>
            </>
          )}
        </Text>
        {percent === null ? null : (
          <Text size={look.detail} fw={700} c={reached ? 'teal' : undefined}>
            {percent.toLocaleString('vi-VN')}%
          </Text>
        )}
      </Group>
      {percent === null ? null : (
        <Progress
          value={Math.min(100, percent)}
          size={look.bar}
          radius="xl"
          color={reached ? 'teal' : undefined}
          aria-label={`Đã đạt ${percent.toLocaleString('vi-VN')}% mục tiêu`}
        />
      )}
      <Group gap={4} wrap="nowrap" c={timing.kind === 'daysLeft' ? undefined : 'dimmed'}>
        <IconClock size={size === 'sm' ? 12 : 14} aria-hidden style={{ flexShrink: 0 }} />
        <Text size={look.detail}>{campaignTimingText(timing)}</Text>
      </Group>
    </Stack>
  );
}
