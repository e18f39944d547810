import type { CampaignStatus } from '@giapha/contract';
import { Chip, Group, Stack } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useListPage, useListRecords } from '../../../components/list-page/useListPage.ts';
import { PublicCardList } from '../../../components/public-list/PublicCardList.tsx';
import { PublicEmptyState } from '../../../components/public-list/PublicEmptyState.tsx';
import { PublicListPager } from '../../../components/public-list/PublicPager.tsx';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { SectionTitle } from '../../home/index.ts';
import { usePublicCampaigns } from '../api/publicCampaigns.ts';
import { CampaignCard, CampaignCardSkeleton, CampaignGrid } from '../components/CampaignCard.tsx';
import { CAMPAIGN_STATUS_LABELS, CAMPAIGNS_FALLBACK } from '../texts.ts';

export const CAMPAIGNS_PAGE_SIZE = 9;
const PAGE_TITLE = 'Đóng góp, gây quỹ';
const ALL = '';

/** The filter chips: every campaign (open ones first, as the server orders them), or one kind. */
const FILTERS: readonly { value: string; label: string }[] = [
  { value: ALL, label: 'Tất cả' },
  { value: 'open', label: CAMPAIGN_STATUS_LABELS.open },
  { value: 'closed', label: CAMPAIGN_STATUS_LABELS.closed },
];

function parseStatus(value: string | null): Extract<CampaignStatus, 'open' | 'closed'> | undefined {
  return value === 'open' || value === 'closed' ? value : undefined;
}

/** `/campaigns`: the clan's fundraising campaigns, with how far each got; filter and page in the address. */
export function CampaignsPage() {
  usePageTitle(PAGE_TITLE);
  const list = useListPage(CAMPAIGNS_PAGE_SIZE);
  const status = parseStatus(list.searchParams.get('status'));
  const query = usePublicCampaigns({ ...list.range, status });
  // An address naming a page past the end (old link, fewer campaigns now) moves to the last page.
  const { records: campaigns, total } = useListRecords(list, query, (data) => data.campaigns);
  const empty = EMPTY_TEXTS[status ?? 'all'];

  return (
    <Stack gap="lg">
      <SectionTitle
        order={1}
        description="Mỗi đóng góp, dù lớn hay nhỏ, đều chung tay xây dựng nhà thờ họ, tu bổ mộ phần, khuyến học và lo việc Giỗ Tổ. Chọn một chiến dịch, quét mã QR bằng ứng dụng ngân hàng; khoản đóng góp được ghi vào sổ công đức công khai."
      >
        {PAGE_TITLE}
      </SectionTitle>
      <Chip.Group
        multiple={false}
        value={status ?? ALL}
        onChange={(value) => list.updateFilters({ status: value || undefined, page: undefined })}
      >
        <Group gap="xs" role="radiogroup" aria-label="Lọc chiến dịch">
          {FILTERS.map((filter) => (
            <Chip key={filter.value} value={filter.value} type="radio" variant="outline">
              {filter.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <PublicCardList
        query={query}
        records={campaigns}
        grid={CampaignGrid}
        skeleton={CampaignCardSkeleton}
        skeletonKeys={[0, 1, 2]}
        loadingLabel="Đang tải chiến dịch"
        label="Danh sách chiến dịch"
        errorTitle={CAMPAIGNS_FALLBACK.list}
        paged
        empty={
          <PublicEmptyState
            icon={<IconHeartHandshake size={28} />}
            title={empty.title}
            hint={empty.hint}
            color="gold"
            hintWidth={520}
          />
        }
        renderCard={(campaign) => <CampaignCard key={campaign.id} campaign={campaign} />}
      />
      {query.isError ? null : <PublicListPager list={list} total={total} />}
    </Stack>
  );
}

const EMPTY_TEXTS = {
  all: {
    title: 'Dòng họ chưa mở chiến dịch gây quỹ nào',
    hint: 'Khi ban quản trị mở đợt đóng góp xây dựng, tu bổ nhà thờ họ hay khuyến học, chiến dịch sẽ hiện ở đây.',
  },
  open: {
    title: 'Hiện chưa có chiến dịch nào đang nhận đóng góp',
    hint: 'Bạn vẫn có thể xem lại các chiến dịch đã kết thúc và sổ công đức của chúng.',
  },
  closed: {
    title: 'Chưa có chiến dịch nào kết thúc',
    hint: 'Các chiến dịch đã khép lại sẽ được lưu ở đây cùng sổ công đức.',
  },
} as const;
