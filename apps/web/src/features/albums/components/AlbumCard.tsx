import { type PublicAlbumListItem, uploadSrcSet, uploadVariantUrl } from '@giapha/contract';
import { Card, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { PublicCardSkeleton } from '../../../components/public-list/PublicCardSkeleton.tsx';
import { PublicLinkCard } from '../../../components/public-list/PublicLinkCard.tsx';
import cardClasses from '../../../components/public-list/public-card.module.css';
import { formatDate } from '../../../lib/dates.ts';
import { albumPath } from '../publicPaths.ts';
import classes from './AlbumCard.module.css';

/** Cards are a full phone width, half a tablet's, a third or quarter of a desktop's. */
const CARD_SIZES = '(max-width: 36em) 100vw, (max-width: 62em) 50vw, 25vw';

/** An album in the list: cover, photo count, title, day; opens the album. */
export function AlbumCard({ album }: { album: PublicAlbumListItem }) {
  const date = album.eventDate ? formatDate(album.eventDate) : '';
  return (
    <PublicLinkCard to={albumPath(album.slug)} label={album.title} data-testid="album-card">
      <Card.Section className={classes.cover}>
        {album.coverImage ? (
          <img
            src={uploadVariantUrl(album.coverImage, 480)}
            srcSet={uploadSrcSet(album.coverImage)}
            sizes={CARD_SIZES}
            alt=""
            loading="lazy"
          />
        ) : (
          <div className={clsx(cardClasses.placeholder, classes.placeholder)} aria-hidden="true">
            <IconPhoto size={40} stroke={1.5} />
          </div>
        )}
        <span className={classes.count}>
          <IconPhoto size={14} aria-hidden />
          {album.imageCount.toLocaleString('vi-VN')} ảnh
        </span>
      </Card.Section>
      <Stack gap={4} mt="sm" style={{ flex: 1 }}>
        <Text component="h3" fw={700} size="lg" lh={1.4} m={0} lineClamp={2} className={cardClasses.title}>
          {album.title}
        </Text>
        {date ? (
          <Text size="sm" c="dimmed">
            {date}
          </Text>
        ) : null}
      </Stack>
    </PublicLinkCard>
  );
}

/** The shape of a card while the list loads. */
export function AlbumCardSkeleton() {
  return (
    <PublicCardSkeleton coverClassName={classes.cover}>
      <Skeleton height={20} />
      <Skeleton height={14} width="40%" />
    </PublicCardSkeleton>
  );
}

export function AlbumGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg" aria-label={label}>
      {children}
    </SimpleGrid>
  );
}
