import { type CampaignListItem, campaignStatuses, campaignStatusSchema } from '@giapha/contract';
import { formatVnd } from '@giapha/genealogy';
import { Alert, Box, Button, Code, Group, Menu, Stack, Text } from '@mantine/core';
import { IconBuildingBank, IconCoin, IconNotebook } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { Link } from 'react-router';
import { deleteAfterConfirming, RecordName } from '../../../components/confirm-deletion.tsx';
import {
  AdminListPage,
  actionsColumn,
  CreateLinkButton,
  DeleteMenuItem,
  EditMenuItem,
  EmptyListInvitation,
  emptyListText,
  filterOptions,
  fromLg,
  fromMd,
  fromSm,
  ListFilterSelect,
  listParam,
  RecordLink,
  RowActionsMenu,
  useListPage,
  useListRecords,
  ViewOnSiteMenuItem,
} from '../../../components/list-page/index.ts';
import { formatDate } from '../../../lib/dates.ts';
import { usePageTitle } from '../../../lib/site-setting.ts';
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

const STATUS_FILTERS = filterOptions('Mọi trạng thái', campaignStatuses, CAMPAIGN_STATUS_LABELS);

type CampaignRef = Pick<CampaignListItem, 'id' | 'title' | 'donationCount' | 'raisedAmount'>;

export interface CampaignDelete {
  /** Asks first, saying the ledger goes too; toasts the server's message, then runs `onDeleted`. */
  confirm: (campaign: CampaignRef, onDeleted?: () => void) => void;
  isDeleting: (campaign: Pick<CampaignListItem, 'id'>) => boolean;
}

/** Deleting a campaign deletes its donations: the confirmation says how many and how much. */
export function useCampaignDelete(): CampaignDelete {
  const deletion = deleteAfterConfirming(useDeleteCampaign(), (campaign: CampaignRef) => ({
    title: 'Xóa chiến dịch',
    message: (
      <Stack gap="xs">
        <Text size="sm">
          Xóa chiến dịch “<RecordName>{campaign.title}</RecordName>”?
        </Text>
        <Text size="sm">
          {campaign.donationCount > 0
            ? `Sổ công đức của chiến dịch — ${campaign.donationCount.toLocaleString('vi-VN')} khoản đóng góp, tổng ${formatVnd(campaign.raisedAmount)} — cũng sẽ bị xóa vĩnh viễn.`
            : 'Sổ công đức của chiến dịch (các khoản đóng góp, nếu có) cũng sẽ bị xóa.'}{' '}
          Thao tác này không thể hoàn tác.
        </Text>
      </Stack>
    ),
    confirmLabel: 'Xóa chiến dịch',
    fallback: CAMPAIGNS_FALLBACK.delete,
    detail: campaign.title,
  }));
  return { confirm: deletion.remove, isDeleting: deletion.isDeleting };
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
    <RowActionsMenu
      label={`Thao tác với chiến dịch ${campaign.title}`}
      busy={deletion.isDeleting(campaign)}
      width={220}
    >
      <Menu.Item
        component={Link}
        to={adminCampaignDetailPath(campaign.slug)}
        leftSection={<IconNotebook size={16} />}
      >
        Xem sổ công đức
      </Menu.Item>
      <EditMenuItem to={adminCampaignEditPath(campaign.id)} />
      {campaign.status === 'draft' ? null : <ViewOnSiteMenuItem href={campaignPath(campaign.slug)} />}
      <Menu.Divider />
      <DeleteMenuItem onClick={() => deletion.confirm(campaign)} />
    </RowActionsMenu>
  );
}

function campaignColumns(deletion: CampaignDelete): DataTableColumn<CampaignListItem>[] {
  return [
    {
      accessor: 'title',
      title: 'Chiến dịch',
      render: (campaign) => (
        <Stack gap={4} miw={0}>
          <RecordLink to={adminCampaignDetailPath(campaign.slug)}>{campaign.title}</RecordLink>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            /{campaign.slug}
          </Text>
          {/* A phone has room for one text column: the status and progress ride under the title. */}
          <Stack gap={6} hiddenFrom="sm">
            <Group gap={6}>
              <CampaignStatusBadge status={campaign.status} size="sm" />
              <Code>{campaign.transferCode}</Code>
            </Group>
            <CampaignProgress campaign={campaign} size="sm" />
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
      render: (campaign) => <CampaignProgress campaign={campaign} size="sm" />,
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
    actionsColumn((campaign) => <CampaignActions campaign={campaign} deletion={deletion} />),
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
    <EmptyListInvitation
      icon={<IconCoin size={30} />}
      title="Chưa có chiến dịch gây quỹ nào"
      description="Tu bổ nhà thờ họ, xây mộ tổ, quỹ khuyến học hay Giỗ Tổ: tạo chiến dịch để con cháu quét mã QR đóng góp và theo dõi sổ công đức."
      descriptionWidth={460}
      action={<CreateLinkButton to={CREATE_CAMPAIGN_PATH}>Tạo chiến dịch đầu tiên</CreateLinkButton>}
    />
  );
}

/** /admin/campaigns: the clan's fundraising campaigns, searched and filtered on the server (filters in the address). */
export function AdminCampaignsPage() {
  usePageTitle('Quản lý chiến dịch gây quỹ');
  const list = useListPage(CAMPAIGNS_PAGE_SIZE);
  const { search } = list;
  const status = listParam(list, 'status', campaignStatusSchema);
  const deletion = useCampaignDelete();

  const query = useAdminCampaigns({ ...list.searchedRange, status });
  const listing = useListRecords(list, query, (data) => data.campaigns);
  const filtered = Boolean(search) || status !== undefined;

  const noCampaignsAtAll = query.isSuccess && !query.isPlaceholderData && listing.total === 0 && !filtered;

  return (
    <AdminListPage<CampaignListItem>
      title="Chiến dịch gây quỹ"
      description="Quỹ tu bổ nhà thờ họ, xây mộ, khuyến học, Giỗ Tổ: con cháu đóng góp bằng mã VietQR, sổ công đức ghi lại từng khoản."
      create={{ to: CREATE_CAMPAIGN_PATH, label: 'Tạo chiến dịch' }}
      notice={<NoBankAccountHint />}
      invitation={noCampaignsAtAll ? <NoCampaigns /> : null}
      listing={listing}
      search={{
        label: 'Tìm chiến dịch',
        placeholder: 'Tìm theo tên, mã chuyển khoản (gõ không dấu cũng được)',
      }}
      filters={
        <Box w={{ base: '100%', sm: 240 }}>
          <ListFilterSelect
            updateFilters={list.updateFilters}
            param="status"
            value={status}
            aria-label="Lọc theo trạng thái"
            data={STATUS_FILTERS}
          />
        </Box>
      }
      summary={{ shown: filtered, noun: 'chiến dịch', clear: ['status'] }}
      errorTitle="Không tải được danh sách chiến dịch"
      table={{
        'aria-label': 'Danh sách chiến dịch',
        columns: campaignColumns(deletion),
        emptyText: emptyListText({
          noun: 'chiến dịch',
          search,
          empty: 'Không có chiến dịch nào ở trạng thái này',
        }),
      }}
    />
  );
}
