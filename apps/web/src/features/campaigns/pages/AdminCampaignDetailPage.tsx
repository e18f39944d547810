import { type CampaignListItem, MESSAGES } from '@giapha/contract';
import { formatVnd } from '@giapha/genealogy';
import {
  Alert,
  Anchor,
  Button,
  Code,
  Flex,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
} from '@mantine/core';
import {
  IconBell,
  IconBook,
  IconDownload,
  IconExternalLink,
  IconFileImport,
  IconInbox,
  IconMoodEmpty,
  IconPencil,
  IconQrcode,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { AdminPageHeader } from '../../../components/AdminPageHeader.tsx';
import { NotFoundState } from '../../../components/NotFoundState.tsx';
import { StackSkeleton } from '../../../components/PageSkeleton.tsx';
import { FailedQueryAlert } from '../../../components/QueryErrorAlert.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { useUrlFilters } from '../../../lib/url-filters.ts';
import { formatAccountNumber } from '../../banks/index.ts';
import { useAdminCampaignBySlug } from '../api/adminCampaignBySlug.ts';
import { useAdminCampaignQr } from '../api/adminCampaignQr.ts';
import { AdminLedger } from '../components/AdminLedger.tsx';
import { BankWebhookSettings } from '../components/BankWebhookSettings.tsx';
import { CampaignProgress } from '../components/CampaignProgress.tsx';
import { CampaignQrImage } from '../components/CampaignQrImage.tsx';
import { CampaignStatusBadge } from '../components/CampaignStatusBadge.tsx';
import { ImportWizard } from '../components/ImportWizard.tsx';
import { UnassignedTransfers } from '../components/UnassignedTransfers.tsx';
import { ADMIN_CAMPAIGNS_PATH, adminCampaignEditPath, campaignPath } from '../publicPaths.ts';
import { CAMPAIGNS_FALLBACK } from '../texts.ts';

const BACK_TO_CAMPAIGNS = { to: ADMIN_CAMPAIGNS_PATH, label: 'Danh sách chiến dịch' };
const QR_SIZE = 132;

const TABS = ['ledger', 'import', 'unassigned', 'webhook'] as const;
type DetailTab = (typeof TABS)[number];

function tabFrom(value: string | null): DetailTab {
  return TABS.find((tab) => tab === value) ?? 'ledger';
}

function CampaignNotFound() {
  return (
    <NotFoundState
      icon={<IconMoodEmpty size={34} />}
      title={MESSAGES.campaignNotFound}
      description="Chiến dịch này không tồn tại, đã bị xóa hoặc đã đổi đường dẫn."
      back={{ to: ADMIN_CAMPAIGNS_PATH, label: 'Về danh sách chiến dịch' }}
    />
  );
}

/** A label and its figure: side by side on a phone (one short row each), stacked from `xs` up. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" px="sm" py={{ base: 6, xs: 'sm' }}>
      <Flex
        direction={{ base: 'row', xs: 'column' }}
        justify="space-between"
        align={{ base: 'center', xs: 'flex-start' }}
        gap={{ base: 'sm', xs: 0 }}
      >
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Text>
      </Flex>
    </Paper>
  );
}

function KeyFigures({ campaign }: { campaign: CampaignListItem }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing={{ base: 6, xs: 'sm' }} aria-label="Số liệu chính">
      <Figure label="Đã nhận" value={formatVnd(campaign.raisedAmount)} />
      <Figure
        label="Mục tiêu"
        value={campaign.goalAmount === null ? 'Không đặt mục tiêu' : formatVnd(campaign.goalAmount)}
      />
      <Figure label="Số khoản đóng góp" value={campaign.donationCount.toLocaleString('vi-VN')} />
    </SimpleGrid>
  );
}

/** The code relatives scan, small, with the account beside it and a copy to print for the ancestral hall. */
function CampaignQrCard({ campaign }: { campaign: CampaignListItem }) {
  const hasAccount = campaign.bankAccountId !== null;
  const query = useAdminCampaignQr(campaign.id, campaign.version, hasAccount);
  let body: ReactNode;
  if (!hasAccount) {
    body = (
      <Text size="sm" c="dimmed">
        Chưa chọn tài khoản nhận tiền.{' '}
        <Anchor component={Link} to={adminCampaignEditPath(campaign.id)} size="sm">
          Sửa chiến dịch
        </Anchor>{' '}
        để chọn và có mã QR.
      </Text>
    );
  } else if (query.isPending) {
    body = <Skeleton h={QR_SIZE} w={QR_SIZE} role="status" aria-busy="true" aria-label="Đang tạo mã QR" />;
  } else if (query.isError) {
    body = (
      <Alert color="red" variant="light" p="xs">
        {errorMessage(query.error, CAMPAIGNS_FALLBACK.qr)}
      </Alert>
    );
  } else {
    const qr = query.data;
    body = (
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <CampaignQrImage qr={qr} size={QR_SIZE} radius={4} />
        <Stack gap={2} miw={0}>
          <Text size="sm" fw={600}>
            {qr.bankAccount.bankShortName}
          </Text>
          <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {formatAccountNumber(qr.bankAccount.accountNumber)}
          </Text>
          <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
            {qr.bankAccount.accountHolder}
          </Text>
          <Text size="xs" c="dimmed">
            Nội dung: <Code>{qr.transferNote}</Code>
          </Text>
          <Anchor href={qr.qr} download={`ma-qr-${campaign.slug}.png`} size="xs" mt={4} w="fit-content">
            <Group gap={4} wrap="nowrap">
              <IconDownload size={14} aria-hidden />
              Tải ảnh mã QR
            </Group>
          </Anchor>
        </Stack>
      </Group>
    );
  }
  return (
    <Paper withBorder radius="md" p="md" h="100%" component="section" aria-label="Mã QR chuyển khoản">
      <Group gap={6} mb="xs">
        <IconQrcode size={18} aria-hidden />
        <Text fw={600} size="sm">
          Mã QR chuyển khoản
        </Text>
      </Group>
      {body}
    </Paper>
  );
}

function CampaignDetail({ campaign }: { campaign: CampaignListItem }) {
  const [searchParams, updateFilters] = useUrlFilters();
  const tab = tabFrom(searchParams.get('tab'));
  return (
    <Stack gap="md">
      <AdminPageHeader
        title={campaign.title}
        back={BACK_TO_CAMPAIGNS}
        actions={
          <Group gap="xs">
            <Button
              component={Link}
              to={adminCampaignEditPath(campaign.id)}
              variant="default"
              leftSection={<IconPencil size={16} />}
            >
              Sửa chiến dịch
            </Button>
            {campaign.status !== 'draft' ? (
              <Button
                component="a"
                href={campaignPath(campaign.slug)}
                target="_blank"
                rel="noopener"
                variant="light"
                leftSection={<IconExternalLink size={16} />}
              >
                Xem trang công khai
              </Button>
            ) : null}
          </Group>
        }
      />
      <Group gap="sm" mt={-8}>
        <CampaignStatusBadge status={campaign.status} />
        <Text size="sm" c="dimmed">
          Mã chuyển khoản: <Code fw={700}>{campaign.transferCode}</Code>
        </Text>
      </Group>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="sm">
            <Paper withBorder radius="md" p="md">
              <CampaignProgress campaign={campaign} />
            </Paper>
            <KeyFigures campaign={campaign} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <CampaignQrCard campaign={campaign} />
        </Grid.Col>
      </Grid>
      <Tabs
        value={tab}
        onChange={(next) => updateFilters({ tab: next && next !== 'ledger' ? next : undefined })}
        keepMounted={false}
        mt="sm"
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="ledger" leftSection={<IconBook size={16} />}>
            Sổ công đức
          </Tabs.Tab>
          <Tabs.Tab value="import" leftSection={<IconFileImport size={16} />}>
            Nhập sao kê
          </Tabs.Tab>
          <Tabs.Tab value="unassigned" leftSection={<IconInbox size={16} />}>
            Chuyển khoản chưa gán
          </Tabs.Tab>
          <Tabs.Tab value="webhook" leftSection={<IconBell size={16} />}>
            Nhận báo có tự động
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="ledger">
          <AdminLedger campaignId={campaign.id} campaignSlug={campaign.slug} />
        </Tabs.Panel>
        <Tabs.Panel value="import">
          <ImportWizard campaignId={campaign.id} transferCode={campaign.transferCode} />
        </Tabs.Panel>
        <Tabs.Panel value="unassigned">
          <UnassignedTransfers
            campaignId={campaign.id}
            campaignTitle={campaign.title}
            transferCode={campaign.transferCode}
          />
        </Tabs.Panel>
        <Tabs.Panel value="webhook">
          <BankWebhookSettings transferCode={campaign.transferCode} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** /admin/campaigns/detail/:slug: one campaign's figures, its ledger and the ways money comes into it. */
export function AdminCampaignDetailPage() {
  const { slug = '' } = useParams();
  const query = useAdminCampaignBySlug(slug);
  usePageTitle(query.data ? query.data.title : 'Chiến dịch gây quỹ');

  if (query.isPending) return <StackSkeleton title={{ h: 32, w: '50%' }} blocks={[60, [72, 72, 72], 320]} />;
  if (query.isError) {
    return (
      <Stack gap={0}>
        <AdminPageHeader title="Chiến dịch gây quỹ" back={BACK_TO_CAMPAIGNS} />
        <FailedQueryAlert title="Không tải được chiến dịch" query={query} />
      </Stack>
    );
  }
  if (!query.data) return <CampaignNotFound />;
  return <CampaignDetail campaign={query.data} />;
}
