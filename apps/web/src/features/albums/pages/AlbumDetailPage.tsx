import { MESSAGES, type PublicAlbum, uploadSrcSet, uploadVariantUrl } from '@giapha/contract';
import { Box, Divider, Group, Paper, Skeleton, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCalendar, IconPhoto, IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import {
  DetailFooterLink,
  DetailSkeleton,
  DetailTitle,
  isNotFound,
  PublicDetailPage,
} from '../../../components/public-detail/PublicDetailPage.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { usePublicAlbum } from '../api/publicAlbum.ts';
import { Lightbox } from '../components/Lightbox.tsx';
import { albumSlugFromParam } from '../publicPaths.ts';
import classes from './AlbumDetailPage.module.css';

/** Two columns on a phone, then tiles of about 180 px. */
const TILE_SIZES = '(max-width: 36em) 50vw, (max-width: 62em) 33vw, 240px';

/** `/albums/{slug}.html`: one album's photos; a photo opens in the full-screen viewer. */
export function AlbumDetailPage() {
  const query = usePublicAlbum(albumSlugFromParam(useParams().slug));
  return (
    <PublicDetailPage
      query={query}
      isMissing={isNotFound}
      missing={{
        icon: <IconPhotoOff size={32} />,
        title: MESSAGES.albumNotFound,
        description: 'Album này không tồn tại hoặc đã bị gỡ xuống.',
        back: { to: '/albums', label: 'Về trang album' },
      }}
      errorTitle="Không tải được album"
      back={{ to: '/albums', label: 'Tất cả album' }}
      skeleton={<AlbumSkeleton />}
    >
      {(album) => <AlbumView album={album} />}
    </PublicDetailPage>
  );
}

function AlbumView({ album }: { album: PublicAlbum }) {
  const [open, setOpen] = useState<number | null>(null);
  const date = album.eventDate ? formatDate(album.eventDate) : '';
  const keys = photoKeys(album.images);
  return (
    <article>
      <Stack gap="sm">
        <DetailTitle>{album.title}</DetailTitle>
        <Group gap="md" c="dimmed" style={{ rowGap: 4 }}>
          {date ? (
            <Group gap={6} wrap="nowrap">
              <IconCalendar size={16} aria-hidden />
              <Text size="sm" span>
                <VisuallyHidden>Ngày diễn ra: </VisuallyHidden>
                {date}
              </Text>
            </Group>
          ) : null}
          <Group gap={6} wrap="nowrap">
            <IconPhoto size={16} aria-hidden />
            <Text size="sm" span>
              {album.imageCount.toLocaleString('vi-VN')} ảnh
            </Text>
          </Group>
        </Group>
        <Divider color="gold.4" size="sm" />
        {album.description ? (
          <Text size="md" className={classes.description} maw={760}>
            {album.description}
          </Text>
        ) : null}
        {album.images.length === 0 ? (
          <Paper withBorder radius="md" p="xl">
            <Stack align="center" gap="xs" ta="center">
              <ThemeIcon size={56} radius="xl" variant="light" color="clan">
                <IconPhoto size={28} />
              </ThemeIcon>
              <Text fw={600}>Album chưa có ảnh nào</Text>
            </Stack>
          </Paper>
        ) : (
          <ul className={classes.grid} aria-label={`Ảnh trong album ${album.title}`}>
            {album.images.map((image, index) => {
              const caption = image.caption?.trim() ?? '';
              return (
                <li key={keys[index]}>
                  <button
                    type="button"
                    className={classes.tile}
                    aria-label={`Xem ảnh ${index + 1} / ${album.images.length}${caption ? `: ${caption}` : ''}`}
                    onClick={() => setOpen(index)}
                  >
                    <img
                      src={uploadVariantUrl(image.url, 480)}
                      srcSet={uploadSrcSet(image.url)}
                      sizes={TILE_SIZES}
                      alt={caption}
                      loading="lazy"
                      decoding="async"
                    />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </Stack>
      {open !== null ? (
        <Lightbox
          images={album.images}
          index={open}
          onIndexChange={setOpen}
          onClose={() => setOpen(null)}
          title={album.title}
        />
      ) : null}
      <DetailFooterLink to="/albums">Xem các album khác</DetailFooterLink>
    </article>
  );
}

/** A key per photo: its address, numbered when the same photo appears twice. */
function photoKeys(images: PublicAlbum['images']): string[] {
  const seen = new Map<string, number>();
  return images.map((image) => {
    const times = (seen.get(image.url) ?? 0) + 1;
    seen.set(image.url, times);
    return times > 1 ? `${image.url}#${times}` : image.url;
  });
}

function AlbumSkeleton() {
  return (
    <DetailSkeleton label="Đang tải album">
      <Skeleton height={36} width="60%" />
      <Skeleton height={14} width="30%" mt="xs" />
      <Box className={classes.grid} mt="md">
        {[0, 1, 2, 3, 4, 5].map((key) => (
          <Skeleton key={key} style={{ aspectRatio: '1' }} />
        ))}
      </Box>
    </DetailSkeleton>
  );
}
