import { Stack } from '@mantine/core';
import { IconLibraryPhoto, IconSearch } from '@tabler/icons-react';
import { useListPage, useListRecords } from '../../../components/list-page/useListPage.ts';
import { PublicCardList } from '../../../components/public-list/PublicCardList.tsx';
import { PublicEmptyState } from '../../../components/public-list/PublicEmptyState.tsx';
import { PublicListPager } from '../../../components/public-list/PublicPager.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { SectionTitle } from '../../home/index.ts';
import { usePublicAlbums } from '../api/publicAlbums.ts';
import { AlbumCard, AlbumCardSkeleton, AlbumGrid } from '../components/AlbumCard.tsx';

export const PUBLIC_ALBUMS_PAGE_SIZE = 12;

/** `/albums`: the clan's photo albums, newest gathering first; search and page live in the address. */
export function AlbumsPage() {
  usePageTitle('Album ảnh');
  const list = useListPage(PUBLIC_ALBUMS_PAGE_SIZE, 'search');
  const query = usePublicAlbums(list.searchedRange);
  // An address naming a page past the end (old link, fewer albums now) moves to the last page.
  const { records: albums, total } = useListRecords(list, query, (data) => data.albums);
  const searching = Boolean(list.search);

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
        {...list.searchField}
      />
      <PublicCardList
        query={query}
        records={albums}
        grid={AlbumGrid}
        skeleton={AlbumCardSkeleton}
        skeletonKeys={[0, 1, 2, 3]}
        loadingLabel="Đang tải album"
        label="Danh sách album"
        errorTitle="Không tải được danh sách album"
        paged
        empty={
          <PublicEmptyState
            icon={searching ? <IconSearch size={28} /> : <IconLibraryPhoto size={28} />}
            title={searching ? 'Không tìm thấy album phù hợp' : 'Chưa có album nào'}
            hint={
              searching
                ? 'Hãy thử từ khóa khác, hoặc bỏ dấu: gõ “gio to” cũng tìm được “Giỗ Tổ”.'
                : 'Ảnh các buổi lễ, họp mặt của dòng họ sẽ xuất hiện tại đây khi ban quản trị đăng lên.'
            }
          />
        }
        renderCard={(album) => <AlbumCard key={album.id} album={album} />}
      />
      {query.isError ? null : <PublicListPager list={list} total={total} />}
    </Stack>
  );
}
