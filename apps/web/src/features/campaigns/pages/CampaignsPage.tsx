import type { CampaignStatus } from '@giapha/contract';
import { Box, Chip, Group, Pagination, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert.tsx';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { useUrlFilters } from '../../../lib/url-filters.ts';
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

const PAGINATION_LABELS = {
  first: 'Trang đầu',
  last: 'Trang cuối',
  previous: 'Trang trước',
  next: 'Trang sau',
} as const;

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function parseStatus(value: string | null): Extract<CampaignStatus, 'open' | 'closed'> | undefined {
  return value === 'open' || value === 'closed' ? value : undefined;
}

/** `/campaigns`: the clan's fundraising campaigns, with how far each got; filter and page in the address. */
export function CampaignsPage() {
  usePageTitle(PAGE_TITLE);
  const [params, updateFilters] = useUrlFilters();
  const status = parseStatus(params.get('status'));
  const page = parsePage(params.get('page'));

  const query = usePublicCampaigns({
    limit: CAMPAIGNS_PAGE_SIZE,
    offset: (page - 1) * CAMPAIGNS_PAGE_SIZE,
    status,
  });
  const campaigns = query.data?.campaigns ?? [];
  const total = query.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / CAMPAIGNS_PAGE_SIZE));

  // An address naming a page past the end (old link, fewer campaigns now): show the last page.
  const pageTooFar = query.isSuccess && !query.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (pageTooFar) updateFilters({ page: lastPage > 1 ? String(lastPage) : undefined });
  });

  let list: ReactNode;
  if (query.isPending) {
    list = (
      <CampaignGrid label="Đang tải chiến dịch">
        {[0, 1, 2].map((key) => (
          <CampaignCardSkeleton key={key} />
        ))}
      </CampaignGrid>
    );
  } else if (query.isError) {
    list = (
      <QueryErrorAlert
        title={CAMPAIGNS_FALLBACK.list}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (campaigns.length === 0) {
    list = <EmptyCampaigns status={status} />;
  } else {
    list = (
      <Box style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <CampaignGrid label="Danh sách chiến dịch">
          {campaigns.map((campaign) => (
            <CampaignCard key={campaign.id} campaign={campaign} />
          ))}
        </CampaignGrid>
      </Box>
    );
  }

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
        onChange={(value) => updateFilters({ status: value || undefined, page: undefined })}
      >
        <Group gap="xs" role="radiogroup" aria-label="Lọc chiến dịch">
          {FILTERS.map((filter) => (
            <Chip key={filter.value} value={filter.value} type="radio" variant="outline">
              {filter.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {list}
      {total > CAMPAIGNS_PAGE_SIZE && !query.isError ? (
        <Group justify="center">
          <Pagination
            total={lastPage}
            value={Math.min(page, lastPage)}
            onChange={(next) => {
              updateFilters({ page: next > 1 ? String(next) : undefined });
              window.scrollTo({ top: 0 });
            }}
            siblings={1}
            getControlProps={(control) => ({ 'aria-label': PAGINATION_LABELS[control] })}
            getItemProps={(item) => ({ 'aria-label': `Trang ${item}` })}
          />
        </Group>
      ) : null}
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

function EmptyCampaigns({ status }: { status: 'open' | 'closed' | undefined }) {
  const text = EMPTY_TEXTS[status ?? 'all'];
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gold">
          <IconHeartHandshake size={28} />
        </ThemeIcon>
        <Text fw={600} size="lg">
          {text.title}
        </Text>
        <Text size="sm" c="dimmed" maw={520}>
          {text.hint}
        </Text>
      </Stack>
    </Paper>
  );
}
