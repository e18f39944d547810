import { idSchema, MESSAGES, type Person } from '@giapha/contract';
import { deathAnniversaryLabel, lifeYears } from '@giapha/genealogy';
import { Badge, Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useLocation } from 'react-router';
import {
  AdminListPage,
  actionsColumn,
  DeleteMenuItem,
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
import { NumericInput } from '../../../components/NumericInput.tsx';
import { SEARCH_DELAY_MS } from '../../../lib/search-delay.ts';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { useTreeChoices } from '../../trees/index.ts';
import { usePersonsList } from '../api/listPersons.ts';
import { type PersonDelete, usePersonDelete } from '../components/usePersonDelete.tsx';
import { otherNamesLine } from '../format.ts';
import { SEX_LABELS } from '../texts.ts';

const PERSONS_PAGE_SIZE = 20;
const GENERATION_MAX = 500;

const LIFE_VALUES = ['living', 'deceased'] as const;
const LIFE_OPTIONS = filterOptions('Tất cả', LIFE_VALUES, { living: 'Còn sống', deceased: 'Đã mất' });

/** A generation the API takes: a whole number from 1 to 500. */
function parseGeneration(value: string | null): number | undefined {
  if (!value || !/^\d+$/.test(value.trim())) return undefined;
  const generation = Number(value);
  return generation >= 1 && generation <= GENERATION_MAX ? generation : undefined;
}

function DeceasedBadge({ person }: { person: Person }) {
  return person.deceased ? (
    <Badge size="sm" variant="light" color="gray" tt="none" style={{ flexShrink: 0 }}>
      Đã mất
    </Badge>
  ) : null;
}

/** Years of life, then the giỗ when the lunar day of death is known. */
function LifeDates({ person }: { person: Person }) {
  const years = lifeYears(person);
  const gio = deathAnniversaryLabel(person);
  if (!years && !gio) return <Text size="sm">—</Text>;
  return (
    <Stack gap={0}>
      {years ? (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {years}
        </Text>
      ) : null}
      {gio ? (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {gio}
        </Text>
      ) : null}
    </Stack>
  );
}

function PersonActionsMenu({
  person,
  editState,
  removal,
}: {
  person: Person;
  editState: { from: string };
  removal: PersonDelete;
}) {
  return (
    <RowActionsMenu label={`Thao tác với ${person.name}`} busy={removal.pendingId === person.id} width={200}>
      <EditMenuItem to={`/admin/persons/update/${person.id}`} state={editState} />
      <DeleteMenuItem onClick={() => removal.confirm(person)} />
    </RowActionsMenu>
  );
}

function personColumns(editState: { from: string }, removal: PersonDelete): DataTableColumn<Person>[] {
  return [
    {
      accessor: 'name',
      title: 'Họ và tên',
      render: (person) => {
        const others = otherNamesLine(person);
        const phoneLine = [
          SEX_LABELS[person.sex],
          person.generation == null ? null : `Đời ${person.generation}`,
          person.ordinalNumber == null ? null : `Thứ ${person.ordinalNumber}`,
          lifeYears(person) || null,
        ].filter(Boolean);
        const gio = deathAnniversaryLabel(person);
        return (
          <Stack gap={2} miw={0}>
            <Group gap={6} wrap="nowrap" align="center">
              <RecordLink to={`/admin/persons/update/${person.id}`} state={editState}>
                {person.name}
              </RecordLink>
              <DeceasedBadge person={person} />
            </Group>
            {others ? (
              <Text size="xs" c="dimmed" lineClamp={2}>
                {others}
              </Text>
            ) : null}
            {/* A phone has room for one text column: sex, đời, thứ and years ride under the name. */}
            <Text size="xs" c="dimmed" hiddenFrom="sm">
              {phoneLine.join(' · ')}
              {gio ? ` · ${gio}` : ''}
            </Text>
          </Stack>
        );
      },
    },
    {
      accessor: 'sex',
      title: 'Giới tính',
      visibleMediaQuery: fromSm,
      noWrap: true,
      render: (person) => SEX_LABELS[person.sex],
    },
    {
      accessor: 'generation',
      title: 'Đời',
      textAlign: 'center',
      visibleMediaQuery: fromSm,
      render: (person) => person.generation ?? '—',
    },
    {
      accessor: 'ordinalNumber',
      title: 'Thứ',
      textAlign: 'center',
      visibleMediaQuery: fromMd,
      render: (person) => person.ordinalNumber ?? '—',
    },
    {
      accessor: 'lifeDates',
      title: 'Năm sinh – mất',
      visibleMediaQuery: fromMd,
      render: (person) => <LifeDates person={person} />,
    },
    actionsColumn((person) => <PersonActionsMenu person={person} editState={editState} removal={removal} />),
  ];
}

/**
 * /admin/persons: everyone in the clan's genealogy, searched without diacritics and filtered by tree
 * and generation on the server (the filters live in the address), in tree order.
 */
export function AdminPersonsPage() {
  usePageTitle('Người trong gia phả');
  const location = useLocation();
  const list = useListPage(PERSONS_PAGE_SIZE);
  const { search, searchParams, updateFilters } = list;
  const generation = parseGeneration(searchParams.get('gen'));
  const treeId = listParam(list, 'tree', idSchema);
  const life = listParam(list, 'life', LIFE_VALUES);
  const [generationInput, setGenerationInput] = useState(generation ? String(generation) : '');
  const removal = usePersonDelete();
  const trees = useTreeChoices();

  const applyGeneration = useDebouncedCallback((text: string) => {
    const parsed = parseGeneration(text);
    updateFilters({ gen: parsed ? String(parsed) : undefined, page: undefined });
  }, SEARCH_DELAY_MS);

  const generationError =
    generationInput.trim() !== '' && parseGeneration(generationInput) === undefined
      ? MESSAGES.generationInvalid
      : undefined;

  const query = usePersonsList({
    ...list.searchedRange,
    treeId,
    generation,
    deceased: life === undefined ? undefined : life === 'deceased',
  });
  const listing = useListRecords(list, query, (data) => data.persons);
  const filtered = generation !== undefined || treeId !== undefined || life !== undefined;

  const treeOptions = (trees.data?.trees ?? []).map((tree) => ({ value: tree._id, label: tree.name }));
  // The edit page returns to this list as it is now (search, filters, page).
  const editState = { from: `${location.pathname}${location.search}` };

  const clearFilters = () => {
    setGenerationInput('');
    applyGeneration.cancel();
    list.clearFilters(['gen', 'tree', 'life']);
  };

  return (
    <AdminListPage<Person>
      title="Người trong gia phả"
      description="Tìm và sửa thông tin mọi người trong các cây gia phả của dòng họ. Thêm người mới trong trình chỉnh sửa cây."
      listing={listing}
      search={{
        label: 'Tìm người trong gia phả',
        placeholder: 'Tìm theo tên, tên húy, tên tự, hiệu (gõ không dấu cũng được)',
      }}
      filters={
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <NumericInput
            w={{ base: 96, sm: 110 }}
            aria-label="Lọc theo đời"
            placeholder="Đời"
            maxLength={3}
            value={generationInput}
            error={generationError}
            onChange={(event) => {
              setGenerationInput(event.currentTarget.value);
              applyGeneration(event.currentTarget.value);
            }}
          />
          <Select
            style={{ flex: 1 }}
            w={{ sm: 260 }}
            aria-label="Lọc theo cây gia phả"
            placeholder="Tất cả cây gia phả"
            data={treeOptions}
            value={treeId ?? null}
            searchable
            clearable
            clearButtonProps={{ 'aria-label': 'Bỏ lọc theo cây gia phả' }}
            nothingFoundMessage="Không có cây gia phả nào"
            onChange={(value) => updateFilters({ tree: value ?? undefined, page: undefined })}
          />
          <ListFilterSelect
            updateFilters={updateFilters}
            param="life"
            value={life}
            w={{ base: 130, sm: 150 }}
            aria-label="Lọc theo còn sống hay đã mất"
            data={LIFE_OPTIONS}
          />
        </Group>
      }
      summary={{ shown: Boolean(search) || filtered, noun: 'người', onClear: clearFilters }}
      errorTitle="Không tải được danh sách người trong gia phả"
      table={{
        'aria-label': 'Danh sách người trong gia phả',
        columns: personColumns(editState, removal),
        emptyText: emptyListText({
          noun: 'người',
          search,
          filtered: filtered && 'Không có người nào khớp với bộ lọc',
          empty: 'Chưa có người nào trong gia phả',
        }),
      }}
    />
  );
}
