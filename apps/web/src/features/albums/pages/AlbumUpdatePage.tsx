import { Anchor, Group, Stack } from '@mantine/core';
import { IconExternalLink, IconPhotoOff } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { AdminPageHeader } from '../../../components/AdminPageHeader.tsx';
import { isMissingRecord, NotFoundState } from '../../../components/NotFoundState.tsx';
import { ColumnsSkeleton } from '../../../components/PageSkeleton.tsx';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert.tsx';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { useAdminAlbum } from '../api/adminAlbum.ts';
import { AlbumForm } from '../components/AlbumForm.tsx';
import { albumPath } from '../publicPaths.ts';
import { BACK_TO_ALBUMS } from './AlbumCreatePage.tsx';

function AlbumNotFound() {
  return (
    <NotFoundState
      icon={<IconPhotoOff size={34} />}
      title="Không tìm thấy album"
      description="Album này không tồn tại hoặc đã bị xóa."
      back={{ to: '/admin/albums', label: 'Về danh sách album' }}
    />
  );
}

/** /admin/albums/update/:id: edit an album and its photos. */
export function AlbumUpdatePage() {
  const { id = '' } = useParams();
  const query = useAdminAlbum(id);
  usePageTitle(query.data ? `Sửa album: ${query.data.title}` : 'Sửa album');

  if (query.isPending) return <ColumnsSkeleton spans={[4, 8]} heights={[360, 480]} />;
  if (query.isError && isMissingRecord(query.error)) return <AlbumNotFound />;
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
