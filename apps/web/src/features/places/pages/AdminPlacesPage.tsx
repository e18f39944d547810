import type { Place, PlaceRef, PlaceSort } from '@giapha/contract';
import { Anchor, Badge, Button, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowMerge, IconMapPin, IconPlus } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { deleteAfterConfirming, RecordName } from '../../../components/confirm-deletion.tsx';
import { LabelledSegmentedControl } from '../../../components/LabelledSegmentedControl.tsx';
import {
  AdminListPage,
  actionsColumn,
  DeleteMenuItem,
  EmptyListInvitation,
  fromSm,
  NOT_LOADED_TEXT,
  noMatchText,
  RowActionsMenu,
  useListPage,
  useListRecords,
} from '../../../components/list-page/index.ts';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { useDeletePlace } from '../api/deletePlace.ts';
import { usePlacesList } from '../api/listPlaces.ts';
import { MergePlaceModal } from '../components/MergePlaceModal.tsx';
import { PlaceFormModal } from '../components/PlaceFormModal.tsx';
import { PlaceMapLinks } from '../components/PlaceMapLinks.tsx';
import { PLACE_TEXTS, PLACES_FALLBACK, usageLabel } from '../texts.ts';

export const PLACES_PAGE_SIZE = 20;

const SORTS: { value: PlaceSort; label: string }[] = [
  { value: 'name', label: 'Theo tên' },
  { value: 'usage', label: 'Dùng nhiều nhất' },
];

function sortOf(value: string | null): PlaceSort {
  return value === 'usage' ? 'usage' : 'name';
}

/** What the row actions do: edit, merge into another, delete. */
interface PlaceActions {
  edit: (place: Place) => void;
  merge: (place: Place) => void;
  remove: (place: Place) => void;
  isDeleting: (place: Place) => boolean;
}

function useConfirmDeletePlace(): Pick<PlaceActions, 'remove' | 'isDeleting'> {
  return deleteAfterConfirming(useDeletePlace(), (place: Place) => ({
    title: 'Xóa địa danh',
    message: (
      <Stack gap="xs">
        <Text size="sm">
          Xóa địa danh “<RecordName>{place.name}</RecordName>”?
        </Text>
        <Text size="sm">
          {place.usage > 0
            ? `Địa danh đang được dùng cho ${place.usage} mục: hãy gộp vào địa danh khác thay vì xóa.`
            : 'Chưa có nơi sinh, nơi mất, sự kiện hay mộ phần nào ghi địa danh này.'}
        </Text>
      </Stack>
    ),
    fallback: PLACES_FALLBACK.delete,
    detail: place.name,
  }));
}

function PlaceMenu({ place, actions }: { place: Place; actions: PlaceActions }) {
  return (
    <RowActionsMenu label={`Thao tác với địa danh ${place.name}`} busy={actions.isDeleting(place)} size={40}>
      <Menu.Item onClick={() => actions.edit(place)}>Sửa</Menu.Item>
      <Menu.Item leftSection={<IconArrowMerge size={16} />} onClick={() => actions.merge(place)}>
        Gộp vào địa danh khác
      </Menu.Item>
      <Menu.Divider />
      <DeleteMenuItem onClick={() => actions.remove(place)} />
    </RowActionsMenu>
  );
}

function PlaceName({ place, actions }: { place: Place; actions: PlaceActions }) {
  return (
    <Stack gap={2} miw={0}>
      <Anchor
        component="button"
        type="button"
        ta="left"
        fw={600}
        size="sm"
        onClick={() => actions.edit(place)}
      >
        {place.name}
      </Anchor>
      {place.oldName ? (
        <Text size="xs" c="dimmed">
          {PLACE_TEXTS.oldName}: {place.oldName}
        </Text>
      ) : null}
    </Stack>
  );
}

function UsageBadge({ usage }: { usage: number }) {
  return (
    <Badge variant="light" color={usage > 0 ? 'teal' : 'gray'} size="sm" tt="none">
      {usageLabel(usage)}
    </Badge>
  );
}

function placeColumns(actions: PlaceActions): DataTableColumn<Place>[] {
  return [
    {
      accessor: 'name',
      title: 'Địa danh',
      render: (place) => <PlaceName place={place} actions={actions} />,
    },
    {
      accessor: 'usage',
      title: 'Đang dùng',
      render: (place) => <UsageBadge usage={place.usage} />,
    },
    {
      accessor: 'latitude',
      title: 'Bản đồ',
      visibleMediaQuery: fromSm,
      render: (place) =>
        place.latitude === null ? (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ) : (
          <PlaceMapLinks latitude={place.latitude} longitude={place.longitude} />
        ),
    },
    actionsColumn((place) => <PlaceMenu place={place} actions={actions} />),
  ];
}

/** A phone shows each place as a card: the name, the old name, how much it is used, the map links. */
function PlaceCard({ place, actions }: { place: Place; actions: PlaceActions }) {
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={place.name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={6} miw={0} style={{ flex: 1 }}>
          <PlaceName place={place} actions={actions} />
          <UsageBadge usage={place.usage} />
          <PlaceMapLinks latitude={place.latitude} longitude={place.longitude} />
        </Stack>
        <PlaceMenu place={place} actions={actions} />
      </Group>
    </Paper>
  );
}

/**
 * /admin/places: the clan's places (địa danh) — searched on the server without tone marks, by name or
 * the most used first; edited in a modal, merged into another with the picker, deleted when unused.
 */
export function AdminPlacesPage() {
  usePageTitle(PLACE_TEXTS.pageTitle);
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const list = useListPage(PLACES_PAGE_SIZE);
  const { search } = list;
  const sort = sortOf(list.searchParams.get('sort'));
  const [editing, setEditing] = useState<{ place: Place | null } | null>(null);
  const [merging, setMerging] = useState<{ place: Place; target: PlaceRef | null } | null>(null);
  const deletion = useConfirmDeletePlace();
  const actions: PlaceActions = {
    ...deletion,
    edit: (place) => setEditing({ place }),
    merge: (place) => setMerging({ place, target: null }),
  };

  const query = usePlacesList({ ...list.searchedRange, sort });
  const listing = useListRecords(list, query, (data) => data.places);
  const noPlacesAtAll = query.isSuccess && listing.total === 0 && !search;
  const emptyText = query.isError ? NOT_LOADED_TEXT : noMatchText('địa danh', search);
  const add = () => setEditing({ place: null });

  return (
    <AdminListPage<Place>
      title={PLACE_TEXTS.pageTitle}
      description={PLACE_TEXTS.pageDescription}
      actions={
        <Button leftSection={<IconPlus size={18} />} onClick={add}>
          Thêm địa danh
        </Button>
      }
      invitation={
        noPlacesAtAll ? (
          <EmptyListInvitation
            icon={<IconMapPin size={30} />}
            title="Chưa có địa danh nào"
            description="Địa danh được thêm khi chọn nơi sinh, nơi mất, sự kiện hay mộ phần của một người, hoặc thêm trực tiếp ở đây."
            descriptionWidth={440}
            action={
              <Button leftSection={<IconPlus size={18} />} onClick={add}>
                Thêm địa danh đầu tiên
              </Button>
            }
          />
        ) : null
      }
      listing={listing}
      toolbarFrom="sm"
      search={{
        label: 'Tìm địa danh',
        placeholder: 'Tìm theo tên hoặc tên cũ (gõ không dấu cũng được)',
        maw: { sm: 480 },
      }}
      filters={
        <LabelledSegmentedControl
          label="Sắp xếp"
          data={SORTS}
          value={sort}
          onChange={(value) =>
            list.updateFilters({ sort: value === 'usage' ? 'usage' : undefined, page: undefined })
          }
        />
      }
      summary={{ shown: Boolean(search), noun: 'địa danh', clearable: false }}
      errorTitle="Không tải được danh sách địa danh"
      table={{ 'aria-label': 'Danh sách địa danh', columns: placeColumns(actions), emptyText }}
      cards={
        phone
          ? { renderCard: (place) => <PlaceCard key={place.id} place={place} actions={actions} /> }
          : undefined
      }
    >
      <PlaceFormModal
        opened={editing !== null}
        place={editing?.place ?? null}
        onClose={() => setEditing(null)}
        onMerge={(place, target) => {
          setEditing(null);
          setMerging({ place, target });
        }}
      />
      <MergePlaceModal
        place={merging?.place ?? null}
        target={merging?.target ?? null}
        onClose={() => setMerging(null)}
      />
    </AdminListPage>
  );
}
