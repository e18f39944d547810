import { Anchor, Button, Center, Grid, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconExternalLink, IconPhotoOff } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../app/SiteSetting.tsx';
import { AdminPageHeader } from '../../../components/AdminPageHeader.tsx';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useAdminAlbum } from '../api/adminAlbum.ts';
import { AlbumForm } from '../components/AlbumForm.tsx';
import { albumPath } from '../publicPaths.ts';
import { BACK_TO_ALBUMS } from './AlbumCreatePage.tsx';

/** An id no album of this clan has (404), or not an id at all (400). */
function isMissingAlbum(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

function AlbumNotFound() {
  return (
    <Center mih="50vh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="gray">
          <IconPhotoOff size={34} />
        </ThemeIcon>
        <Title order={1} size="h2">
          Không tìm thấy album
        </Title>
        <Text c="dimmed">Album này không tồn tại hoặc đã bị xóa.</Text>
        <Button component={Link} to="/admin/albums" variant="light">
          Về danh sách album
        </Button>
      </Stack>
    </Center>
  );
}

function AlbumUpdateSkeleton() {
  return (
    <Stack aria-busy="true" aria-label="Đang tải">
      <Skeleton h={32} w="40%" />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Skeleton h={360} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Skeleton h={480} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** /admin/albums/update/:id: edit an album and its photos. */
export function AlbumUpdatePage() {
  const { id = '' } = useParams();
  const query = useAdminAlbum(id);
  usePageTitle(query.data ? `Sửa album: ${query.data.title}` : 'Sửa album');

  if (query.isPending) return <AlbumUpdateSkeleton />;
  if (query.isError && isMissingAlbum(query.error)) return <AlbumNotFound />;
  if (query.isError) {
    return (
      <Stack gap={0}>
        <AdminPageHeader title="Sửa album" back={BACK_TO_ALBUMS} />
        <QueryErrorAlert
          title="Không tải được album"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Stack>
    );
  }

  const album = query.data;
  return (
    <Stack gap={0}>
      <AdminPageHeader
        title="Sửa album"
        description={album.title}
        back={BACK_TO_ALBUMS}
        actions={
          <Anchor href={albumPath(album.slug)} target="_blank" rel="noopener" size="sm">
            <Group gap={4} wrap="nowrap">
              <IconExternalLink size={16} aria-hidden />
              Xem trên trang
            </Group>
          </Anchor>
        }
      />
      <AlbumForm
        key={album.id}
        album={album}
        onReload={() => void query.refetch()}
        reloading={query.isFetching}
      />
    </Stack>
  );
}
