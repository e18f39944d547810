import { SECTION_TYPE_LABELS, type Section } from '@giapha/contract';
import { Anchor, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight, IconHeartHandshake } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert.tsx';
import {
  CAMPAIGNS_FALLBACK,
  CampaignCard,
  CampaignCardSkeleton,
  CampaignGrid,
  usePublicCampaigns,
} from '../../campaigns/index.ts';
import { SectionTitle } from './SectionTitle.tsx';

/** Placeholder cards while the campaigns load (at most three). */
const SKELETON_KEYS = ['a', 'b', 'c'] as const;

/** The clan's open fundraising campaigns (as many as the block's limit), each with how far it got. */
export function CampaignsSection({ section }: { section: Section }) {
  const query = usePublicCampaigns({ limit: section.itemLimit, offset: 0, status: 'open' });

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <CampaignGrid label="Đang tải chiến dịch">
        {SKELETON_KEYS.slice(0, section.itemLimit).map((key) => (
          <CampaignCardSkeleton key={key} />
        ))}
      </CampaignGrid>
    );
  } else if (query.isError) {
    body = (
      <QueryErrorAlert
        title={CAMPAIGNS_FALLBACK.list}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (query.data.campaigns.length === 0) {
    body = (
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="xs" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="gold">
            <IconHeartHandshake size={28} />
          </ThemeIcon>
          <Text fw={600} size="lg">
            Chưa có chiến dịch gây quỹ nào đang diễn ra
          </Text>
          <Text size="sm" c="dimmed">
            Các đợt đóng góp xây dựng, tu bổ nhà thờ họ sẽ hiện ở đây.
          </Text>
        </Stack>
      </Paper>
    );
  } else {
    body = (
      <CampaignGrid>
        {query.data.campaigns.map((campaign) => (
          <CampaignCard key={campaign.id} campaign={campaign} />
        ))}
      </CampaignGrid>
    );
  }

  return (
    <section aria-labelledby={`section-${section.id}`} data-section="campaigns">
      <SectionTitle
        id={`section-${section.id}`}
        description={section.subtitle}
        action={
          <Anchor component={Link} to="/campaigns" fw={600} size="sm">
            <Group gap={4} wrap="nowrap" component="span">
              Xem các chiến dịch
              <IconArrowRight size={16} aria-hidden="true" />
            </Group>
          </Anchor>
        }
      >
        {section.title ?? SECTION_TYPE_LABELS.campaigns}
      </SectionTitle>
      {body}
    </section>
  );
}
