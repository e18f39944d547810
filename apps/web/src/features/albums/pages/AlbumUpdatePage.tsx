import { IconPhotoOff } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { AdminUpdatePage, ViewOnSiteLink } from '../../../components/AdminRecordPages.tsx';
import { ColumnsSkeleton } from '../../../components/PageSkeleton.tsx';
import { useAdminAlbum } from '../api/adminAlbum.ts';
import { AlbumForm } from '../components/AlbumForm.tsx';
import { albumPath } from '../publicPaths.ts';
import { BACK_TO_ALBUMS } from './AlbumCreatePage.tsx';

/** /admin/albums/update/:id: edit an album and its photos. */
export function AlbumUpdatePage() {
  const { id = '' } = useParams();
  const query = useAdminAlbum(id);
  return (
    <AdminUpdatePage
      query={query}
      title="Sửa album"
      back={BACK_TO_ALBUMS}
      description={(album) => album.title}
      loadErrorTitle="Không tải được album"
      skeleton={<ColumnsSkeleton spans={[4, 8]} heights={[360, 480]} />}
      notFound={{
        icon: <IconPhotoOff size={34} />,
        title: 'Không tìm thấy album',
        description: 'Album này không tồn tại hoặc đã bị xóa.',
        back: { to: '/admin/albums', label: 'Về danh sách album' },
      }}
      actions={(album) => <ViewOnSiteLink href={albumPath(album.slug)} />}
    >
      {(album, reload) => <AlbumForm key={album.id} album={album} {...reload} />}
    </AdminUpdatePage>
  );
}
