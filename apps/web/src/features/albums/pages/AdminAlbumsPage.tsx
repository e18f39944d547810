import { type AlbumListItem, uploadVariantUrl } from '@giapha/contract';
import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  Flex,
  Group,
  type MantineTheme,
  Menu,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { openConfirmModal } from '@mantine/modals';
import {
  IconDotsVertical,
  IconExternalLink,
  IconPencil,
  IconPhoto,
  IconPhotoPlus,
  IconTrash,
} from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { AdminPageHeader } from '../../../components/AdminPageHeader.tsx';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { tablePagination } from '../../../components/table-pagination.ts';
import { formatDate } from '../../../lib/dates.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { toast } from '../../../lib/toast.ts';
import { useUrlFilters } from '../../../lib/url-filters.ts';
import { useAdminAlbums } from '../api/adminAlbums.ts';
import { useDeleteAdminAlbum } from '../api/adminDeleteAlbum.ts';
import { albumPath, editAlbumPath } from '../publicPaths.ts';
import { ALBUMS_FALLBACK } from '../texts.ts';

export const ALBUMS_PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 350;

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

const fromSm = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.sm})`;
const fromMd = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.md})`;

/** The album's cover, small: what tells albums apart at a glance. */
function CoverThumb({ album }: { album: AlbumListItem }) {
  return (
    <Box
      w={64}
      h={48}
      bg="gray.1"
      style={{ borderRadius: 6, overflow: 'hidden', display: 'grid', placeItems: 'center', flexShrink: 0 }}
    >
      {album.coverImage ? (
        <img
          src={uploadVariantUrl(album.coverImage, 'thumb')}
          alt=""
          loading="lazy"
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <IconPhoto size={22} stroke={1.5} color="var(--mantine-color-gray-5)" aria-hidden />
      )}
    </Box>
  );
}

function useConfirmDeleteAlbum() {
  const removal = useDeleteAdminAlbum();
  const confirm = (album: AlbumListItem) =>
    openConfirmModal({
      title: 'Xóa album',
      centered: true,
      children: (
        <Stack gap="xs">
          <Text size="sm">
            Xóa album “
            <Text span fw={600}>
              {album.title}
            </Text>
            ”?
          </Text>
          <Text size="sm">
            {album.imageCount > 0
              ? `${album.imageCount.toLocaleString('vi-VN')} ảnh trong album cũng sẽ bị xóa vĩnh viễn khỏi máy chủ (trừ ảnh đang được dùng ở nơi khác).`
              : 'Album chưa có ảnh nào.'}{' '}
            Thao tác này không thể hoàn tác.
          </Text>
        </Stack>
      ),
      labels: { confirm: 'Xóa album và ảnh', cancel: 'Hủy' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        removal.mutate(album.id, {
          onSuccess: (message) => toast.success(message, album.title),
          onError: (error) => toast.error(errorMessage(error, ALBUMS_FALLBACK.delete)),
        }),
    });
  const isDeleting = (album: AlbumListItem) => removal.isPending && removal.variables === album.id;
  return { confirm, isDeleting };
}

function albumColumns(actions: ReturnType<typeof useConfirmDeleteAlbum>): DataTableColumn<AlbumListItem>[] {
  return [
    {
      accessor: 'title',
      title: 'Album',
      render: (album) => (
        <Group gap="sm" wrap="nowrap">
          <CoverThumb album={album} />
          <Stack gap={2} miw={0}>
            <Anchor
              component={Link}
              to={editAlbumPath(album.id)}
              size="sm"
              fw={600}
              c="inherit"
              lineClamp={2}
            >
              {album.title}
            </Anchor>
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
    {
      accessor: 'imageCount',
      title: 'Số ảnh',
      textAlign: 'right',
      visibleMediaQuery: fromSm,
      render: (album) => album.imageCount.toLocaleString('vi-VN'),
    },
    {
      accessor: 'updatedAt',
      title: 'Cập nhật',
      visibleMediaQuery: fromMd,
      noWrap: true,
      render: (album) => formatDate(album.updatedAt),
    },
    {
      accessor: 'actions',
      title: <VisuallyHidden>Thao tác</VisuallyHidden>,
      textAlign: 'right',
      width: 56,
      render: (album) => (
        <Menu position="bottom-end" width={200} withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={`Thao tác với album ${album.title}`}
              loading={actions.isDeleting(album)}
            >
              <IconDotsVertical size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component={Link} to={editAlbumPath(album.id)} leftSection={<IconPencil size={16} />}>
              Sửa
            </Menu.Item>
            <Menu.Item
              component="a"
              href={albumPath(album.slug)}
              target="_blank"
              rel="noopener"
              leftSection={<IconExternalLink size={16} />}
            >
              Xem trên trang
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => actions.confirm(album)}
            >
              Xóa
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ),
    },
  ];
}

/** /admin/albums: the clan's photo albums, searched on the server (search and page in the address). */
export function AdminAlbumsPage() {
  usePageTitle('Quản lý album ảnh');
  const [searchParams, updateFilters] = useUrlFilters();
  const page = parsePage(searchParams.get('page'));
  const search = searchParams.get('q')?.trim() ?? '';
  const [searchInput, setSearchInput] = useState(search);
  const actions = useConfirmDeleteAlbum();

  const applySearch = useDebouncedCallback((text: string) => {
    updateFilters({ q: text.trim() || undefined, page: undefined });
  }, SEARCH_DELAY_MS);

  const query = useAdminAlbums({
    limit: ALBUMS_PAGE_SIZE,
    offset: (page - 1) * ALBUMS_PAGE_SIZE,
    search: search || undefined,
  });
  const albums = query.data?.albums ?? [];
  const total = query.data?.total ?? 0;

  // The last rows of a page were deleted (or the address named a page too far): show the last page.
  const lastPage = Math.max(1, Math.ceil(total / ALBUMS_PAGE_SIZE));
  const pageTooFar = query.isSuccess && !query.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (pageTooFar) updateFilters({ page: lastPage > 1 ? String(lastPage) : undefined });
  });

  return (
    <Stack gap={0}>
      <AdminPageHeader
        title="Album ảnh"
        description="Ảnh các buổi lễ, họp mặt của dòng họ: tải ảnh lên, sắp xếp, ghi chú thích và chọn ảnh bìa."
        actions={
          <Button component={Link} to="/admin/albums/create" leftSection={<IconPhotoPlus size={18} />}>
            Tạo album
          </Button>
        }
      />
      <Flex direction={{ base: 'column', sm: 'row' }} gap="sm" mb="md">
        <SearchField
          style={{ flex: 1 }}
          maw={{ sm: 480 }}
          aria-label="Tìm album"
          placeholder="Tìm theo tên, mô tả (gõ không dấu cũng được)"
          value={searchInput}
          onChange={(text) => {
            setSearchInput(text);
            applySearch(text);
          }}
          onClear={() => {
            setSearchInput('');
            applySearch.cancel();
            updateFilters({ q: undefined, page: undefined });
          }}
        />
      </Flex>
      {search && query.isSuccess ? (
        <Text size="sm" c="dimmed" mb="xs">
          Tìm thấy {total.toLocaleString('vi-VN')} album
        </Text>
      ) : null}
      {query.isError ? (
        <Stack mb="md">
          <QueryErrorAlert
            title="Không tải được danh sách album"
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </Stack>
      ) : null}
      <DataTable<AlbumListItem>
        aria-label="Danh sách album"
        withTableBorder
        borderRadius="md"
        highlightOnHover
        verticalAlign="center"
        minHeight={albums.length === 0 ? 180 : undefined}
        records={albums}
        columns={albumColumns(actions)}
        fetching={query.isFetching}
        loadingText="Đang tải…"
        noRecordsText={
          query.isError
            ? 'Chưa tải được dữ liệu'
            : search
              ? `Không tìm thấy album nào khớp với “${search}”`
              : 'Chưa có album nào. Bấm “Tạo album” để bắt đầu.'
        }
        page={page}
        onPageChange={(next) => updateFilters({ page: next > 1 ? String(next) : undefined })}
        totalRecords={total}
        recordsPerPage={ALBUMS_PAGE_SIZE}
        {...tablePagination}
      />
    </Stack>
  );
}
