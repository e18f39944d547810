import { Box, Group, Pagination, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconLibraryPhoto, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { useUrlFilters } from '../../../lib/url-filters.ts';
import { SectionTitle } from '../../home/index.ts';
import { usePublicAlbums } from '../api/publicAlbums.ts';
import { AlbumCard, AlbumCardSkeleton, AlbumGrid } from '../components/AlbumCard.tsx';

export const PUBLIC_ALBUMS_PAGE_SIZE = 12;
const SEARCH_DELAY_MS = 350;

const PAGINATION_LABELS = {
  first: 'Trang đầu',
  last: 'Trang cuối',
  previous: 'Trang trước',
  next: 'Trang sau',
} as const;

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** `/albums`: the clan's photo albums, newest gathering first; search and page live in the address. */
export function AlbumsPage() {
  usePageTitle('Album ảnh');
  const [params, updateFilters] = useUrlFilters();
  const search = params.get('search')?.trim() ?? '';
  const page = parsePage(params.get('page'));
  const [searchInput, setSearchInput] = useState(search);

  const applySearch = useDebouncedCallback((text: string) => {
    updateFilters({ search: text.trim() || undefined, page: undefined });
  }, SEARCH_DELAY_MS);

  const query = usePublicAlbums({
    limit: PUBLIC_ALBUMS_PAGE_SIZE,
    offset: (page - 1) * PUBLIC_ALBUMS_PAGE_SIZE,
    search: search || undefined,
  });
  const albums = query.data?.albums ?? [];
  const total = query.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / PUBLIC_ALBUMS_PAGE_SIZE));

  // An address naming a page past the end (old link, fewer albums now): show the last page.
  const pageTooFar = query.isSuccess && !query.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (pageTooFar) updateFilters({ page: lastPage > 1 ? String(lastPage) : undefined });
  });

  let list: ReactNode;
  if (query.isPending) {
    list = (
      <AlbumGrid label="Đang tải album">
        {[0, 1, 2, 3].map((key) => (
          <AlbumCardSkeleton key={key} />
        ))}
      </AlbumGrid>
    );
  } else if (query.isError) {
    list = (
      <QueryErrorAlert
        title="Không tải được danh sách album"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (albums.length === 0) {
    list = <EmptyAlbums searching={Boolean(search)} />;
  } else {
    list = (
      <Box style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <AlbumGrid label="Danh sách album">
          {albums.map((album) => (
            <AlbumCard key={album.id} album={album} />
          ))}
        </AlbumGrid>
      </Box>
    );
  }

  return (
    <Stack gap="lg">
      <SectionTitle order={1} description="Hình ảnh các buổi lễ, họp mặt và sinh hoạt của dòng họ.">
        Album ảnh
      </SectionTitle>
      <SearchField
        aria-label="Tìm album"
        placeholder="Tìm album theo tên"
        size="md"
        maw={{ sm: 480 }}
        value={searchInput}
        onChange={(text) => {
          setSearchInput(text);
          applySearch(text);
        }}
        onClear={() => {
          setSearchInput('');
          applySearch.cancel();
          updateFilters({ search: undefined, page: undefined });
        }}
      />
      {list}
      {total > PUBLIC_ALBUMS_PAGE_SIZE && !query.isError ? (
        <Group justify="center">
          <Pagination
            total={lastPage}
            value={Math.min(page, lastPage)}
            onChange={(next) => {
              updateFilters({ page: next > 1 ? String(next) : undefined });
              window.scrollTo({ top: 0 });
            }}
            siblings={1}
            getControlProps={(control) => ({ 'aria-label': PAGINATION_LABELS[control] })}
            getItemProps={(item) => ({ 'aria-label': `Trang ${item}` })}
          />
        </Group>
      ) : null}
    </Stack>
  );
}

function EmptyAlbums({ searching }: { searching: boolean }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="clan">
          {searching ? <IconSearch size={28} /> : <IconLibraryPhoto size={28} />}
        </ThemeIcon>
        <Text fw={600} size="lg">
          {searching ? 'Không tìm thấy album phù hợp' : 'Chưa có album nào'}
        </Text>
        <Text size="sm" c="dimmed">
          {searching
            ? 'Hãy thử từ khóa khác, hoặc bỏ dấu: gõ “gio to” cũng tìm được “Giỗ Tổ”.'
            : 'Ảnh các buổi lễ, họp mặt của dòng họ sẽ xuất hiện tại đây khi ban quản trị đăng lên.'}
        </Text>
      </Stack>
    </Paper>
  );
}
