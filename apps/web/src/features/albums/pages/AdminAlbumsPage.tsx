import type { AlbumListItem } from '@giapha/contract';
import { Group, Menu, Stack, Text } from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { deleteAfterConfirming, RecordName } from '../../../components/confirm-deletion.tsx';
import { ImageThumb } from '../../../components/ImageThumb.tsx';
import {
  AdminListPage,
  actionsColumn,
  countColumn,
  DeleteMenuItem,
  dateColumn,
  EditMenuItem,
  emptyListText,
  fromMd,
  fromSm,
  RecordLink,
  RowActionsMenu,
  useListPage,
  useListRecords,
  ViewOnSiteMenuItem,
} from '../../../components/list-page/index.ts';
import { formatDate } from '../../../lib/dates.ts';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { useAdminAlbums } from '../api/adminAlbums.ts';
import { useDeleteAdminAlbum } from '../api/adminDeleteAlbum.ts';
import { albumPath, editAlbumPath } from '../publicPaths.ts';
import { ALBUMS_FALLBACK } from '../texts.ts';

export const ALBUMS_PAGE_SIZE = 20;

function useConfirmDeleteAlbum() {
  return deleteAfterConfirming(useDeleteAdminAlbum(), (album: AlbumListItem) => ({
    title: 'Xóa album',
    message: (
      <Stack gap="xs">
        <Text size="sm">
          Xóa album “<RecordName>{album.title}</RecordName>”?
        </Text>
        <Text size="sm">
          {album.imageCount > 0
            ? `${album.imageCount.toLocaleString('vi-VN')} ảnh trong album cũng sẽ bị xóa vĩnh viễn khỏi máy chủ (trừ ảnh đang được dùng ở nơi khác).`
            : 'Album chưa có ảnh nào.'}{' '}
          Thao tác này không thể hoàn tác.
        </Text>
      </Stack>
    ),
    confirmLabel: 'Xóa album và ảnh',
    fallback: ALBUMS_FALLBACK.delete,
    detail: album.title,
  }));
}

function albumColumns(actions: ReturnType<typeof useConfirmDeleteAlbum>): DataTableColumn<AlbumListItem>[] {
  return [
    {
      accessor: 'title',
      title: 'Album',
      render: (album) => (
        <Group gap="sm" wrap="nowrap">
          <ImageThumb image={album.coverImage} w={64} h={48} />
          <Stack gap={2} miw={0}>
            <RecordLink to={editAlbumPath(album.id)}>{album.title}</RecordLink>
            {/* A long address wraps rather than widening the table past a phone's screen. */}
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              /{album.slug}
            </Text>
            {/* A phone has room for one text column: the date and count ride under the title. */}
            <Text size="xs" c="dimmed" hiddenFrom="sm">
              {[album.eventDate ? formatDate(album.eventDate) : '', `${album.imageCount} ảnh`]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
        </Group>
      ),
    },
    {
      accessor: 'eventDate',
      title: 'Ngày diễn ra',
      visibleMediaQuery: fromSm,
      noWrap: true,
      render: (album) => (album.eventDate ? formatDate(album.eventDate) : <Text c="dimmed">—</Text>),
    },
    countColumn('imageCount', 'Số ảnh', fromSm),
    dateColumn('updatedAt', 'Cập nhật', fromMd),
    actionsColumn((album) => (
      <RowActionsMenu
        label={`Thao tác với album ${album.title}`}
        busy={actions.isDeleting(album)}
        width={200}
      >
        <EditMenuItem to={editAlbumPath(album.id)} />
        <ViewOnSiteMenuItem href={albumPath(album.slug)} />
        <Menu.Divider />
        <DeleteMenuItem onClick={() => actions.remove(album)} />
      </RowActionsMenu>
    )),
  ];
}

/** /admin/albums: the clan's photo albums, searched on the server (search and page in the address). */
export function AdminAlbumsPage() {
  usePageTitle('Quản lý album ảnh');
  const list = useListPage(ALBUMS_PAGE_SIZE);
  const { search } = list;
  const actions = useConfirmDeleteAlbum();

  const query = useAdminAlbums(list.searchedRange);
  const listing = useListRecords(list, query, (data) => data.albums);

  return (
    <AdminListPage<AlbumListItem>
      title="Album ảnh"
      description="Ảnh các buổi lễ, họp mặt của dòng họ: tải ảnh lên, sắp xếp, ghi chú thích và chọn ảnh bìa."
      create={{ to: '/admin/albums/create', label: 'Tạo album', icon: IconPhotoPlus }}
      listing={listing}
      search={{
        label: 'Tìm album',
        placeholder: 'Tìm theo tên, mô tả (gõ không dấu cũng được)',
        maw: { sm: 480 },
      }}
      summary={{ shown: Boolean(search) && query.isSuccess, noun: 'album', clearable: false }}
      errorTitle="Không tải được danh sách album"
      table={{
        'aria-label': 'Danh sách album',
        columns: albumColumns(actions),
        emptyText: emptyListText({
          noun: 'album',
          search,
          empty: 'Chưa có album nào. Bấm “Tạo album” để bắt đầu.',
        }),
      }}
    />
  );
}
