import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { CampaignProgress, campaignTiming, campaignTimingText, goalPercent } from './CampaignProgress.tsx';

const NOW = new Date(2026, 3, 10, 15, 0);
const timing = (startDate: string | null, endDate: string | null, status: 'draft' | 'open' | 'closed') =>
  campaignTimingText(campaignTiming({ startDate, endDate, status }, NOW));

describe('campaign timing', () => {
  it('counts the days left in whole calendar days, the last day included', () => {
    expect(timing('2026-04-01', '2026-04-22', 'open')).toBe('Còn 12 ngày');
    expect(timing(null, '2026-04-10', 'open')).toBe('Hôm nay là ngày cuối');
    expect(timing(null, null, 'open')).toBe('Không giới hạn thời gian');
  });

  it('a closed campaign or one past its end has ended; a draft or a future start has not started', () => {
    expect(timing(null, '2026-05-01', 'closed')).toBe('Đã kết thúc');
    expect(timing('2026-03-01', '2026-04-09', 'open')).toBe('Đã kết thúc');
    expect(timing(null, null, 'draft')).toBe('Chưa bắt đầu');
    expect(timing('2026-04-11', '2026-05-01', 'open')).toBe('Chưa bắt đầu');
  });

  it('the percent of the goal is whole and may pass 100', () => {
    expect(goalPercent(4_500_000, 10_000_000)).toBe(45);
    expect(goalPercent(1, 3)).toBe(33);
    expect(goalPercent(12_000_000, 10_000_000)).toBe(120);
    expect(goalPercent(5, null)).toBeNull();
    expect(goalPercent(5, 0)).toBeNull();
  });
});

describe('CampaignProgress', () => {
  it('shows raised / goal in đồng, the percent and a bar', () => {
    renderWithProviders(
      <CampaignProgress
        campaign={{
          raisedAmount: 45_000_000,
          goalAmount: 100_000_000,
          startDate: null,
          endDate: null,
          status: 'open',
        }}
      />,
    );
    const progress = screen.getByTestId('campaign-progress');
    expect(progress.textContent).toContain('45.000.000\u00A0₫ / 100.000.000\u00A0₫');
    expect(progress.textContent).toContain('45%');
    expect(screen.getByRole('progressbar', { name: 'Đã đạt 45% mục tiêu' })).toBeTruthy();
  });

  it('without a goal shows what was raised and no bar', () => {
    renderWithProviders(
      <CampaignProgress
        campaign={{
          raisedAmount: 2_500_000,
          goalAmount: null,
          startDate: null,
          endDate: null,
          status: 'closed',
        }}
      />,
    );
    expect(screen.getByTestId('campaign-progress').textContent).toContain('Đã nhận 2.500.000\u00A0₫');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('Đã kết thúc')).toBeTruthy();
  });
});
