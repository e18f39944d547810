import { SOURCE_KIND_LABELS, type Source, sourceKinds } from '@giapha/contract';
import { Badge, Menu, Stack, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import {
  AdminListPage,
  actionsColumn,
  countColumn,
  DeleteMenuItem,
  dateColumn,
  EditMenuItem,
  emptyListText,
  filterOptions,
  fromMd,
  fromSm,
  ListFilterSelect,
  listParam,
  RecordLink,
  RowActionsMenu,
  useListPage,
  useListRecords,
} from '../../../components/list-page/index.ts';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { useSources } from '../api/sources.ts';
import { useSourceDelete } from '../components/useSourceDelete.tsx';
import { sourceCounts } from '../sourceCounts.ts';
import { SOURCE_PATHS, SOURCES_PAGE_SIZE } from '../texts.ts';

const KIND_OPTIONS = filterOptions('Mọi loại nguồn', sourceKinds, SOURCE_KIND_LABELS);

function sourceColumns(actions: ReturnType<typeof useSourceDelete>): DataTableColumn<Source>[] {
  return [
    {
      accessor: 'title',
      title: 'Nguồn',
      render: (source) => (
        <Stack gap={2} miw={0}>
          <RecordLink to={SOURCE_PATHS.update(source.id)}>{source.title}</RecordLink>
          {source.author || source.date ? (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {[source.author, source.date].filter(Boolean).join(' · ')}
            </Text>
          ) : null}
          {/* A phone has room for one text column: the kind and counts ride under the title. */}
          <Text size="xs" c="dimmed" hiddenFrom="sm">
            {SOURCE_KIND_LABELS[source.kind]} · {sourceCounts(source)}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'kind',
      title: 'Loại',
      visibleMediaQuery: fromSm,
      render: (source) => (
        <Badge variant="light" tt="none">
          {SOURCE_KIND_LABELS[source.kind]}
        </Badge>
      ),
    },
    countColumn('pageCount', 'Số trang', fromSm),
    countColumn('citationCount', 'Trích dẫn', fromSm),
    dateColumn('updatedAt', 'Cập nhật', fromMd),
    actionsColumn((source) => (
      <RowActionsMenu
        label={`Thao tác với nguồn ${source.title}`}
        busy={actions.isDeleting(source)}
        width={200}
      >
        <EditMenuItem to={SOURCE_PATHS.update(source.id)} />
        <Menu.Divider />
        <DeleteMenuItem onClick={() => actions.remove(source)} />
      </RowActionsMenu>
    )),
  ];
}

/** /admin/sources: the clan's sources (gia phả books, steles, registers, interviews…), searched on the server. */
export function AdminSourcesPage() {
  usePageTitle('Nguồn tư liệu');
  const list = useListPage(SOURCES_PAGE_SIZE);
  const { search } = list;
  const kind = listParam(list, 'kind', sourceKinds);
  const actions = useSourceDelete();

  const query = useSources({ ...list.searchedRange, ...(kind ? { kind } : {}) });
  const listing = useListRecords(list, query, (data) => data.sources);
  const filtered = kind !== undefined;

  return (
    <AdminListPage<Source>
      title="Nguồn tư liệu"
      description="Cuốn gia phả Hán Nôm, bia đá, sổ sách, giấy tờ, lời kể: nơi thông tin trong gia phả được ghi lại, kèm ảnh chụp từng trang và bản phiên âm."
      create={{ to: SOURCE_PATHS.create, label: 'Thêm nguồn' }}
      listing={listing}
      search={{
        label: 'Tìm nguồn tư liệu',
        placeholder: 'Tìm theo tên, người soạn, nơi lưu giữ (gõ không dấu cũng được)',
        maw: { sm: 480 },
      }}
      filters={
        <ListFilterSelect
          updateFilters={list.updateFilters}
          param="kind"
          value={kind}
          w={{ base: '100%', xs: 200 }}
          aria-label="Lọc theo loại nguồn"
          data={KIND_OPTIONS}
        />
      }
      summary={{ shown: Boolean(search) || filtered, noun: 'nguồn', clear: ['kind'] }}
      errorTitle="Không tải được danh sách nguồn tư liệu"
      table={{
        'aria-label': 'Danh sách nguồn tư liệu',
        columns: sourceColumns(actions),
        emptyText: emptyListText({
          noun: 'nguồn',
          search,
          filtered: filtered && 'Không có nguồn nào thuộc loại này.',
          empty:
            'Chưa có nguồn tư liệu nào. Bấm “Thêm nguồn” để ghi lại cuốn gia phả, tấm bia hay lời kể đầu tiên.',
        }),
      }}
    />
  );
}
