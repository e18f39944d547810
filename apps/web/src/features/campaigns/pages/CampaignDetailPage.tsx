import { MESSAGES, type PublicCampaign } from '@giapha/contract';
import { Divider, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconHeartOff } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import {
  DetailCover,
  DetailFooterLink,
  DetailSkeleton,
  DetailSummary,
  DetailTitle,
  GoldPanel,
  PublicDetailPage,
  TextLinesSkeleton,
} from '../../../components/public-detail/PublicDetailPage.tsx';
import { RichContent } from '../../../components/RichContent.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { useLedgerGrant } from '../api/ledgerGrant.ts';
import { usePublicCampaign } from '../api/publicCampaign.ts';
import { CampaignProgress } from '../components/CampaignProgress.tsx';
import { CampaignStatusBadge } from '../components/CampaignStatusBadge.tsx';
import { DonationQr } from '../components/DonationQr.tsx';
import { HonourRoll } from '../components/HonourRoll.tsx';
import { LedgerCodePrompt } from '../components/LedgerCodePrompt.tsx';
import { PublicLedger } from '../components/PublicLedger.tsx';
import { campaignSlugFromParam } from '../publicPaths.ts';
import { CAMPAIGNS_FALLBACK } from '../texts.ts';
import classes from './CampaignDetailPage.module.css';

const PAGE_WIDTH = 1120;

/** `/campaigns/{slug}.html`: one campaign — its story, the QR to donate, the ledger and the honour roll. */
export function CampaignDetailPage() {
  const query = usePublicCampaign(campaignSlugFromParam(useParams().slug));
  return (
    <PublicDetailPage
      query={query}
      missing={{
        icon: <IconHeartOff size={32} />,
        title: MESSAGES.campaignNotFound,
        description: 'Chiến dịch này không tồn tại, chưa được mở hoặc đã bị gỡ xuống.',
        back: { to: '/campaigns', label: 'Về trang đóng góp' },
        maw: 760,
      }}
      errorTitle={CAMPAIGNS_FALLBACK.get}
      back={{ to: '/campaigns', label: 'Tất cả chiến dịch' }}
      maw={PAGE_WIDTH}
      skeleton={<CampaignSkeleton />}
    >
      {(campaign) => <CampaignArticle campaign={campaign} />}
    </PublicDetailPage>
  );
}

/** `Từ 01/03/2026 đến 30/06/2026`, `Từ 01/03/2026`, `Đến 30/06/2026`; null without dates. */
function datesLine(campaign: Pick<PublicCampaign, 'startDate' | 'endDate'>): string | null {
  const start = campaign.startDate ? formatDate(campaign.startDate) : '';
  const end = campaign.endDate ? formatDate(campaign.endDate) : '';
  if (start && end) return `Từ ${start} đến ${end}`;
  if (start) return `Từ ${start}`;
  if (end) return `Đến ${end}`;
  return null;
}

function CampaignArticle({ campaign }: { campaign: PublicCampaign }) {
  const dates = datesLine(campaign);
  return (
    <article>
      <Stack gap="sm" mb="lg">
        <CampaignStatusBadge status={campaign.status} />
        <DetailTitle>{campaign.title}</DetailTitle>
        {dates ? (
          <Group gap={6} c="dimmed" wrap="nowrap">
            <IconCalendarEvent size={16} aria-hidden="true" />
            <Text size="sm">{dates}</Text>
          </Group>
        ) : null}
      </Stack>
      <Grid gap={{ base: 'lg', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="lg">
            {campaign.coverImage ? <DetailCover src={campaign.coverImage} maxHeight={460} /> : null}
            <GoldPanel>
              <CampaignProgress campaign={campaign} size="lg" />
            </GoldPanel>
            {campaign.summary ? <DetailSummary>{campaign.summary}</DetailSummary> : null}
            {campaign.description ? <RichContent html={campaign.description} /> : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <div className={classes.donate}>
            <DonationQr campaign={campaign} />
          </div>
        </Grid.Col>
      </Grid>
      <Divider my="xl" color="gold.4" />
      <LedgerSections campaign={campaign} />
      <DetailFooterLink to="/campaigns">Xem các chiến dịch khác</DetailFooterLink>
    </article>
  );
}

/**
 * The ledger and the honour roll: open to all when the ledger is public, else behind the code
 * prompt until the visitor holds a grant. A grant the server refuses later (expired) is dropped and
 * the prompt comes back.
 */
function LedgerSections({ campaign }: { campaign: PublicCampaign }) {
  const { grant, save, drop } = useLedgerGrant(campaign.id);
  // A public ledger whose server answers 403 was made private meanwhile: ask for the code too.
  const [refused, setRefused] = useState(false);
  const onGrantRefused = useCallback(() => {
    drop();
    setRefused(true);
  }, [drop]);
  const locked = (campaign.ledgerPrivacy === 'code' || refused) && !grant;

  return (
    <Stack gap="xl">
      <section aria-labelledby="ledger-title">
        <Title order={2} id="ledger-title" className={classes.sectionTitle} mb="md">
          Sổ công đức
        </Title>
        {locked ? (
          <LedgerCodePrompt campaignId={campaign.id} onGranted={save} />
        ) : (
          <PublicLedger campaignId={campaign.id} grant={grant} onGrantRefused={onGrantRefused} />
        )}
      </section>
      <section aria-labelledby="honour-title">
        <Title order={2} id="honour-title" className={classes.sectionTitle} mb="md">
          Bảng vàng công đức
        </Title>
        {locked ? (
          <Text c="dimmed" size="sm">
            Nhập mã xem sổ công đức ở trên để xem bảng vàng.
          </Text>
        ) : (
          <HonourRoll campaignId={campaign.id} grant={grant} onGrantRefused={onGrantRefused} />
        )}
      </section>
    </Stack>
  );
}

function CampaignSkeleton() {
  return (
    <DetailSkeleton label="Đang tải chiến dịch">
      <Skeleton height={22} width={120} />
      <Skeleton height={36} />
      <Skeleton height={14} width="40%" />
      <Grid gap="xl" mt="md">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="sm">
            <Skeleton height={280} />
            <Skeleton height={72} />
            <TextLinesSkeleton lines={4} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Skeleton height={420} />
        </Grid.Col>
      </Grid>
    </DetailSkeleton>
  );
}
