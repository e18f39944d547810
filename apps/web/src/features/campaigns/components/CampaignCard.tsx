import type { PublicCampaignListItem } from '@giapha/contract';
import { AspectRatio, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconHeartHandshake } from '@tabler/icons-react';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PublicCardSkeleton, WIDE_COVER_RATIO } from '../../../components/public-list/PublicCardSkeleton.tsx';
import cardClasses from '../../../components/public-list/public-card.module.css';
import { campaignPath } from '../publicPaths.ts';
import classes from './CampaignCard.module.css';
import { CampaignProgress } from './CampaignProgress.tsx';
import { CampaignStatusBadge } from './CampaignStatusBadge.tsx';

/**
 * A campaign in a list (campaigns page, home block): cover, status, title, summary, how far it got,
 * and the way to donate (or to its ledger once it is over).
 */
export function CampaignCard({ campaign }: { campaign: PublicCampaignListItem }) {
  const path = campaignPath(campaign.slug);
  const titleId = `campaign-${campaign.id}`;
  const open = campaign.status === 'open';
  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding="md"
      className={clsx(cardClasses.card, cardClasses.goldTop)}
      aria-labelledby={titleId}
      data-testid="campaign-card"
    >
      <Card.Section>
        {/* The cover repeats the title link: one tab stop (the title) is enough. */}
        <Link to={path} tabIndex={-1} aria-hidden="true" className={classes.coverLink}>
          {campaign.coverImage ? (
            <AspectRatio ratio={WIDE_COVER_RATIO}>
              <img src={campaign.coverImage} alt="" loading="lazy" className={cardClasses.coverImage} />
            </AspectRatio>
          ) : (
            <div className={clsx(cardClasses.placeholder, classes.placeholder)}>
              <IconHeartHandshake size={44} stroke={1.4} />
            </div>
          )}
        </Link>
      </Card.Section>
      <Stack gap="xs" mt="sm" style={{ flex: 1 }}>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <CampaignStatusBadge status={campaign.status} />
          {campaign.donationCount > 0 ? (
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {campaign.donationCount.toLocaleString('vi-VN')} lượt đóng góp
            </Text>
          ) : null}
        </Group>
        <Text component="h3" fw={700} size="lg" lh={1.45} m={0} lineClamp={3} className={cardClasses.title}>
          <Link to={path} id={titleId} className={classes.titleLink}>
            {campaign.title}
          </Link>
        </Text>
        {campaign.summary ? (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {campaign.summary}
          </Text>
        ) : null}
        <div className={classes.progress}>
          <CampaignProgress campaign={campaign} />
        </div>
        <Button
          component={Link}
          to={path}
          variant={open ? 'filled' : 'light'}
          fullWidth
          mt="xs"
          rightSection={<IconArrowRight size={16} />}
          aria-label={`${open ? 'Đóng góp' : 'Xem chiến dịch'}: ${campaign.title}`}
        >
          {open ? 'Đóng góp' : 'Xem chiến dịch'}
        </Button>
      </Stack>
    </Card>
  );
}

/** The shape of a card while the list loads. */
export function CampaignCardSkeleton() {
  return (
    <PublicCardSkeleton>
      <Skeleton height={18} width="35%" />
      <Skeleton height={20} />
      <Skeleton height={12} mt={4} />
      <Skeleton height={12} width="80%" />
      <Skeleton height={10} mt="sm" radius="xl" />
      <Skeleton height={12} width="60%" />
      <Skeleton height={36} mt="xs" />
    </PublicCardSkeleton>
  );
}

/** Cards side by side: one column on a phone, two on a tablet, three on a desktop. */
export function CampaignGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" aria-label={label}>
      {children}
    </SimpleGrid>
  );
}
