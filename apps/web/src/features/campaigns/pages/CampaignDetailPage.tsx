import { MESSAGES, type PublicCampaign } from '@giapha/contract';
import {
  Anchor,
  Box,
  Button,
  Divider,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconCalendarEvent, IconHeartOff } from '@tabler/icons-react';
import { type ReactNode, useCallback, useState } from 'react';
import { Link, useParams } from 'react-router';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert.tsx';
import { RichContent } from '../../../components/RichContent.tsx';
import { ApiError } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/dates.ts';
import { usePageTitle } from '../../../lib/site-setting.ts';
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
  const slug = campaignSlugFromParam(useParams().slug);
  const query = usePublicCampaign(slug);
  const notFound =
    query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  usePageTitle(query.data?.title ?? (notFound ? MESSAGES.campaignNotFound : null));

  let body: ReactNode;
  if (query.isPending) body = <CampaignSkeleton />;
  else if (notFound) body = <CampaignNotFound />;
  else if (query.isError)
    body = (
      <QueryErrorAlert
        title={CAMPAIGNS_FALLBACK.get}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else body = <CampaignArticle campaign={query.data} />;

  return (
    <Box maw={PAGE_WIDTH} mx="auto">
      <Anchor component={Link} to="/campaigns" size="sm" fw={500} mb="md" className={classes.back}>
        <IconArrowLeft size={16} aria-hidden="true" />
        Tất cả chiến dịch
      </Anchor>
      {body}
    </Box>
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
        <Title order={1} className={classes.title}>
          {campaign.title}
        </Title>
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
            {campaign.coverImage ? <img src={campaign.coverImage} alt="" className={classes.cover} /> : null}
            <Paper radius="md" p={{ base: 'md', sm: 'lg' }} className={classes.progress}>
              <CampaignProgress
                raisedAmount={campaign.raisedAmount}
                goalAmount={campaign.goalAmount}
                startDate={campaign.startDate}
                endDate={campaign.endDate}
                status={campaign.status}
                size="lg"
              />
            </Paper>
            {campaign.summary ? (
              <Text size="lg" fw={500} className={classes.summary}>
                {campaign.summary}
              </Text>
            ) : null}
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
      <Divider my="xl" color="gold.4" />
      <Button component={Link} to="/campaigns" variant="light" leftSection={<IconArrowLeft size={16} />}>
        Xem các chiến dịch khác
      </Button>
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

function CampaignNotFound() {
  return (
    <Paper withBorder radius="md" p="xl" maw={760} mx="auto">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="clan">
          <IconHeartOff size={32} />
        </ThemeIcon>
        <Title order={2}>{MESSAGES.campaignNotFound}</Title>
        <Text c="dimmed">Chiến dịch này không tồn tại, chưa được mở hoặc đã bị gỡ xuống.</Text>
        <Button component={Link} to="/campaigns" variant="light" leftSection={<IconArrowLeft size={16} />}>
          Về trang đóng góp
        </Button>
      </Stack>
    </Paper>
  );
}

function CampaignSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true" aria-label="Đang tải chiến dịch">
      <Skeleton height={22} width={120} />
      <Skeleton height={36} />
      <Skeleton height={14} width="40%" />
      <Grid gap="xl" mt="md">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="sm">
            <Skeleton height={280} />
            <Skeleton height={72} />
            {[0, 1, 2, 3].map((line) => (
              <Skeleton key={line} height={14} width={line === 3 ? '70%' : '100%'} />
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Skeleton height={420} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
