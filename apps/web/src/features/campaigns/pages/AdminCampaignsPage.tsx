import {
  type CampaignListItem,
  type CampaignStatus,
  campaignStatuses,
  campaignStatusSchema,
} from '@giapha/contract';
import { formatVnd } from '@giapha/genealogy';
import {
  ActionIcon,
  Alert,
  Anchor,
  Box,
  Button,
  Code,
  Flex,
  Group,
  type MantineTheme,
  Menu,
  Paper,
  Select,
  Stack,
  Text,
  ThemeIcon,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { openConfirmModal } from '@mantine/modals';
import {
  IconBuildingBank,
  IconCoin,
  IconDotsVertical,
  IconExternalLink,
  IconFilterOff,
  IconNotebook,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { AdminPageHeader } from '../../../components/AdminPageHeader.tsx';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { tablePagination } from '../../../components/table-pagination.ts';
import { formatDate } from '../../../lib/dates.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { toast } from '../../../lib/toast.ts';
import { useUrlFilters } from '../../../lib/url-filters.ts';
import { BANK_PATHS, useBankAccounts } from '../../banks/index.ts';
import { useAdminCampaigns } from '../api/adminCampaigns.ts';
import { useDeleteCampaign } from '../api/deleteCampaign.ts';
import { CampaignProgress } from '../components/CampaignProgress.tsx';
import { CampaignStatusBadge } from '../components/CampaignStatusBadge.tsx';
import {
  adminCampaignDetailPath,
  adminCampaignEditPath,
  CREATE_CAMPAIGN_PATH,
  campaignPath,
} from '../publicPaths.ts';
import { CAMPAIGN_STATUS_LABELS, CAMPAIGNS_FALLBACK } from '../texts.ts';

export const CAMPAIGNS_PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 350;

const STATUS_FILTERS = [
  { value: 'all', label: 'Mọi trạng thái' },
  ...campaignStatuses.map((status) => ({ value: status, label: CAMPAIGN_STATUS_LABELS[status] })),
];

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function parseStatus(value: string | null): CampaignStatus | undefined {
  const parsed = campaignStatusSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

const fromSm = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.sm})`;
const fromMd = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.md})`;
const fromLg = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.lg})`;

type CampaignRef = Pick<CampaignListItem, 'id' | 'title' | 'donationCount' | 'raisedAmount'>;

export interface CampaignDelete {
  /** Asks first, saying the ledger goes too; toasts the server's message, then runs `onDeleted`. */
  confirm: (campaign: CampaignRef, onDeleted?: () => void) => void;
  isDeleting: (campaign: Pick<CampaignListItem, 'id'>) => boolean;
}

/** Deleting a campaign deletes its donations: the confirmation says how many and how much. */
export function useCampaignDelete(): CampaignDelete {
  const removal = useDeleteCampaign();
  return {
    isDeleting: (campaign) => removal.isPending && removal.variables === campaign.id,
    confirm: (campaign, onDeleted) =>
      openConfirmModal({
        title: 'Xóa chiến dịch',
        centered: true,
        children: (
          <Stack gap="xs">
            <Text size="sm">
              Xóa chiến dịch “
              <Text span fw={600}>
                {campaign.title}
              </Text>
              ”?
            </Text>
            <Text size="sm">
              {campaign.donationCount > 0
                ? `Sổ công đức của chiến dịch — ${campaign.donationCount.toLocaleString('vi-VN')} khoản đóng góp, tổng ${formatVnd(campaign.raisedAmount)} — cũng sẽ bị xóa vĩnh viễn.`
                : 'Sổ công đức của chiến dịch (các khoản đóng góp, nếu có) cũng sẽ bị xóa.'}{' '}
              Thao tác này không thể hoàn tác.
            </Text>
          </Stack>
        ),
        labels: { confirm: 'Xóa chiến dịch', cancel: 'Hủy' },
        confirmProps: { color: 'red' },
        onConfirm: () =>
          removal.mutate(campaign.id, {
            onSuccess: (message) => {
              toast.success(message, campaign.title);
              onDeleted?.();
            },
            onError: (error) => toast.error(errorMessage(error, CAMPAIGNS_FALLBACK.delete)),
          }),
      }),
  };
}

function formatPeriod(campaign: Pick<CampaignListItem, 'startDate' | 'endDate'>): string {
  const start = campaign.startDate ? formatDate(campaign.startDate) : '';
  const end = campaign.endDate ? formatDate(campaign.endDate) : '';
  if (start && end) return `${start} – ${end}`;
  if (start) return `Từ ${start}`;
  if (end) return `Đến ${end}`;
  return '';
}

function CampaignActions({ campaign, deletion }: { campaign: CampaignListItem; deletion: CampaignDelete }) {
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={`Thao tác với chiến dịch ${campaign.title}`}
          loading={deletion.isDeleting(campaign)}
        >
          <IconDotsVertical size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={adminCampaignDetailPath(campaign.slug)}
          leftSection={<IconNotebook size={16} />}
        >
          Xem sổ công đức
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={adminCampaignEditPath(campaign.id)}
          leftSection={<IconPencil size={16} />}
        >
          Sửa
        </Menu.Item>
        {campaign.status === 'draft' ? null : (
          <Menu.Item
            component="a"
            href={campaignPath(campaign.slug)}
            target="_blank"
            rel="noopener"
            leftSection={<IconExternalLink size={16} />}
          >
            Xem trên trang
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={() => deletion.confirm(campaign)}
        >
          Xóa
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function campaignColumns(deletion: CampaignDelete): DataTableColumn<CampaignListItem>[] {
  return [
    {
      accessor: 'title',
      title: 'Chiến dịch',
      render: (campaign) => (
        <Stack gap={4} miw={0}>
          <Anchor
            component={Link}
            to={adminCampaignDetailPath(campaign.slug)}
            size="sm"
            fw={600}
            c="inherit"
            lineClamp={2}
          >
            {campaign.title}
          </Anchor>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            /{campaign.slug}
          </Text>
          {/* A phone has room for one text column: the status and progress ride under the title. */}
          <Stack gap={6} hiddenFrom="sm">
            <Group gap={6}>
              <CampaignStatusBadge status={campaign.status} size="sm" />
              <Code>{campaign.transferCode}</Code>
            </Group>
            <CampaignProgress
              raisedAmount={campaign.raisedAmount}
              goalAmount={campaign.goalAmount}
              startDate={campaign.startDate}
              endDate={campaign.endDate}
              status={campaign.status}
              size="sm"
            />
          </Stack>
        </Stack>
      ),
    },
    {
      accessor: 'status',
      title: 'Trạng thái',
      visibleMediaQuery: fromSm,
      render: (campaign) => <CampaignStatusBadge status={campaign.status} />,
    },
    {
      accessor: 'raisedAmount',
      title: 'Tiến độ',
      visibleMediaQuery: fromSm,
      width: 240,
      render: (campaign) => (
        <CampaignProgress
          raisedAmount={campaign.raisedAmount}
          goalAmount={campaign.goalAmount}
          startDate={campaign.startDate}
          endDate={campaign.endDate}
          status={campaign.status}
          size="sm"
        />
      ),
    },
    {
      accessor: 'startDate',
      title: 'Thời gian',
      visibleMediaQuery: fromLg,
      render: (campaign) => {
        const period = formatPeriod(campaign);
        return period ? (
          <Text size="sm">{period}</Text>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        );
      },
    },
    {
      accessor: 'transferCode',
      title: 'Mã chuyển khoản',
      visibleMediaQuery: fromMd,
      render: (campaign) => <Code fw={700}>{campaign.transferCode}</Code>,
    },
    {
      accessor: 'actions',
      title: <VisuallyHidden>Thao tác</VisuallyHidden>,
      textAlign: 'right',
      width: 56,
      render: (campaign) => <CampaignActions campaign={campaign} deletion={deletion} />,
    },
  ];
}

/** Donations need an account to go to: until the clan has one, say where to add it. */
function NoBankAccountHint() {
  const accounts = useBankAccounts({ limit: 1, offset: 0 });
  if (!accounts.isSuccess || accounts.data.total > 0) return null;
  return (
    <Alert
      mb="md"
      color="yellow"
      variant="light"
      icon={<IconBuildingBank size={20} />}
      title="Dòng họ chưa có tài khoản ngân hàng nhận tiền"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          Cần thêm ít nhất một tài khoản trước khi mở chiến dịch: mã QR chuyển khoản được tạo từ tài khoản đó.
        </Text>
        <Button component={Link} to={BANK_PATHS.create} size="xs" variant="white" color="yellow.9">
          Thêm tài khoản ngân hàng
        </Button>
      </Stack>
    </Alert>
  );
}

function NoCampaigns() {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconCoin size={30} />
        </ThemeIcon>
        <Text fw={600}>Chưa có chiến dịch gây quỹ nào</Text>
        <Text size="sm" c="dimmed" maw={460}>
          Tu bổ nhà thờ họ, xây mộ tổ, quỹ khuyến học hay Giỗ Tổ: tạo chiến dịch để con cháu quét mã QR đóng
          góp và theo dõi sổ công đức.
        </Text>
        <Button component={Link} to={CREATE_CAMPAIGN_PATH} leftSection={<IconPlus size={18} />}>
          Tạo chiến dịch đầu tiên
        </Button>
      </Stack>
    </Paper>
  );
}

/** /admin/campaigns: the clan's fundraising campaigns, searched and filtered on the server (filters in the address). */
export function AdminCampaignsPage() {
  usePageTitle('Quản lý chiến dịch gây quỹ');
  const [searchParams, updateFilters] = useUrlFilters();
  const page = parsePage(searchParams.get('page'));
  const search = searchParams.get('q')?.trim() ?? '';
  const status = parseStatus(searchParams.get('status'));
  const [searchInput, setSearchInput] = useState(search);
  const deletion = useCampaignDelete();

  const applySearch = useDebouncedCallback((text: string) => {
    updateFilters({ q: text.trim() || undefined, page: undefined });
  }, SEARCH_DELAY_MS);

  const query = useAdminCampaigns({
    limit: CAMPAIGNS_PAGE_SIZE,
    offset: (page - 1) * CAMPAIGNS_PAGE_SIZE,
    search: search || undefined,
    status,
  });
  const campaigns = query.data?.campaigns ?? [];
  const total = query.data?.total ?? 0;
  const filtered = Boolean(search) || status !== undefined;

  // The last rows of a page were deleted (or the address named a page too far): show the last page.
  const lastPage = Math.max(1, Math.ceil(total / CAMPAIGNS_PAGE_SIZE));
  const pageTooFar = query.isSuccess && !query.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (pageTooFar) updateFilters({ page: lastPage > 1 ? String(lastPage) : undefined });
  });

  const clearFilters = () => {
    setSearchInput('');
    applySearch.cancel();
    updateFilters({ q: undefined, status: undefined, page: undefined });
  };

  const noCampaignsAtAll = query.isSuccess && !query.isPlaceholderData && total === 0 && !filtered;

  return (
    <Stack gap={0}>
      <AdminPageHeader
        title="Chiến dịch gây quỹ"
        description="Quỹ tu bổ nhà thờ họ, xây mộ, khuyến học, Giỗ Tổ: con cháu đóng góp bằng mã VietQR, sổ công đức ghi lại từng khoản."
        actions={
          <Button component={Link} to={CREATE_CAMPAIGN_PATH} leftSection={<IconPlus size={18} />}>
            Tạo chiến dịch
          </Button>
        }
      />
      <NoBankAccountHint />
      {noCampaignsAtAll ? (
        <NoCampaigns />
      ) : (
        <>
          <Flex direction={{ base: 'column', sm: 'row' }} gap="sm" mb="md" align={{ sm: 'flex-start' }}>
            <SearchField
              style={{ flex: 1 }}
              aria-label="Tìm chiến dịch"
              placeholder="Tìm theo tên, mã chuyển khoản (gõ không dấu cũng được)"
              value={searchInput}
              onChange={(text) => {
                setSearchInput(text);
                applySearch(text);
              }}
              onClear={() => {
                setSearchInput('');
                applySearch.cancel();
                updateFilters({ q: undefined, page: undefined });
              }}
            />
            <Box w={{ base: '100%', sm: 240 }}>
              <Select
                aria-label="Lọc theo trạng thái"
                data={STATUS_FILTERS}
                value={status ?? 'all'}
                allowDeselect={false}
                onChange={(value) => updateFilters({ status: parseStatus(value), page: undefined })}
              />
            </Box>
          </Flex>
          {filtered ? (
            <Group justify="space-between" gap="xs" mb="xs">
              <Text size="sm" c="dimmed">
                {query.isSuccess ? `Tìm thấy ${total.toLocaleString('vi-VN')} chiến dịch` : null}
              </Text>
              <Button
                size="compact-sm"
                variant="subtle"
                leftSection={<IconFilterOff size={14} />}
                onClick={clearFilters}
              >
                Xóa bộ lọc
              </Button>
            </Group>
          ) : null}
          {query.isError ? (
            <Stack mb="md">
              <QueryErrorAlert
                title="Không tải được danh sách chiến dịch"
                error={query.error}
                onRetry={() => void query.refetch()}
                retrying={query.isFetching}
              />
            </Stack>
          ) : null}
          <DataTable<CampaignListItem>
            aria-label="Danh sách chiến dịch"
            withTableBorder
            borderRadius="md"
            highlightOnHover
            verticalAlign="center"
            minHeight={campaigns.length === 0 ? 180 : undefined}
            records={campaigns}
            columns={campaignColumns(deletion)}
            fetching={query.isFetching}
            loadingText="Đang tải…"
            noRecordsText={
              query.isError
                ? 'Chưa tải được dữ liệu'
                : search
                  ? `Không tìm thấy chiến dịch nào khớp với “${search}”`
                  : 'Không có chiến dịch nào ở trạng thái này'
            }
            page={page}
            onPageChange={(next) => updateFilters({ page: next > 1 ? String(next) : undefined })}
            totalRecords={total}
            recordsPerPage={CAMPAIGNS_PAGE_SIZE}
            {...tablePagination}
          />
        </>
      )}
    </Stack>
  );
}
