import { idSchema, MESSAGES, type Person } from '@giapha/contract';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Flex,
  Group,
  type MantineTheme,
  Menu,
  Select,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconDotsVertical, IconFilterOff, IconPencil, IconTrash } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { AdminPageHeader } from '../../../components/AdminPageHeader.tsx';
import { NumericInput } from '../../../components/NumericInput.tsx';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { tablePagination } from '../../../components/table-pagination.ts';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { useUrlFilters } from '../../../lib/url-filters.ts';
import { useTreeChoices } from '../../trees/index.ts';
import { usePersonsList } from '../api/listPersons.ts';
import { type PersonDelete, usePersonDelete } from '../components/usePersonDelete.tsx';
import { deathAnniversaryLabel, lifeYears, otherNamesLine } from '../format.ts';
import { SEX_LABELS } from '../texts.ts';

const PERSONS_PAGE_SIZE = 20;
const FILTER_DELAY_MS = 350;
const GENERATION_MAX = 500;

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

const LIFE_OPTIONS = [
  { value: 'all', label: 'Tất cả' },
  { value: 'living', label: 'Còn sống' },
  { value: 'deceased', label: 'Đã mất' },
];

function parseLife(value: string | null): 'living' | 'deceased' | undefined {
  return value === 'living' || value === 'deceased' ? value : undefined;
}

/** A generation the API takes: a whole number from 1 to 500. */
function parseGeneration(value: string | null): number | undefined {
  if (!value || !/^\d+$/.test(value.trim())) return undefined;
  const generation = Number(value);
  return generation >= 1 && generation <= GENERATION_MAX ? generation : undefined;
}

function parseTreeId(value: string | null): string | undefined {
  const parsed = idSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

function emptyText(search: string, filtered: boolean): string {
  if (search) return `Không tìm thấy người nào khớp với “${search}”`;
  if (filtered) return 'Không có người nào khớp với bộ lọc';
  return 'Chưa có người nào trong gia phả';
}

const fromSm = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.sm})`;
const fromMd = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.md})`;

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
    <Menu position="bottom-end" width={200} withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={`Thao tác với ${person.name}`}
          loading={removal.pendingId === person.id}
        >
          <IconDotsVertical size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={`/admin/persons/update/${person.id}`}
          state={editState}
          leftSection={<IconPencil size={16} />}
        >
          Sửa
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => removal.confirm(person)}>
          Xóa
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
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
              <Anchor
                component={Link}
                to={`/admin/persons/update/${person.id}`}
                state={editState}
                size="sm"
                fw={600}
                c="inherit"
                lineClamp={2}
              >
                {person.name}
              </Anchor>
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
    {
      accessor: 'actions',
      title: <VisuallyHidden>Thao tác</VisuallyHidden>,
      textAlign: 'right',
      width: 56,
      render: (person) => <PersonActionsMenu person={person} editState={editState} removal={removal} />,
    },
  ];
}

/**
 * /admin/persons: everyone in the clan's genealogy, searched without diacritics and filtered by tree
 * and generation on the server (the filters live in the address), in tree order.
 */
export function AdminPersonsPage() {
  usePageTitle('Người trong gia phả');
  const location = useLocation();
  const [searchParams, updateFilters] = useUrlFilters();
  const page = parsePage(searchParams.get('page'));
  const search = searchParams.get('q')?.trim() ?? '';
  const generation = parseGeneration(searchParams.get('gen'));
  const treeId = parseTreeId(searchParams.get('tree'));
  const life = parseLife(searchParams.get('life'));
  const [searchInput, setSearchInput] = useState(search);
  const [generationInput, setGenerationInput] = useState(generation ? String(generation) : '');
  const removal = usePersonDelete();
  const trees = useTreeChoices();

  const applySearch = useDebouncedCallback((text: string) => {
    updateFilters({ q: text.trim() || undefined, page: undefined });
  }, FILTER_DELAY_MS);

  const applyGeneration = useDebouncedCallback((text: string) => {
    const parsed = parseGeneration(text);
    updateFilters({ gen: parsed ? String(parsed) : undefined, page: undefined });
  }, FILTER_DELAY_MS);

  const generationError =
    generationInput.trim() !== '' && parseGeneration(generationInput) === undefined
      ? MESSAGES.generationInvalid
      : undefined;

  const query = usePersonsList({
    limit: PERSONS_PAGE_SIZE,
    offset: (page - 1) * PERSONS_PAGE_SIZE,
    search: search || undefined,
    treeId,
    generation,
    deceased: life === undefined ? undefined : life === 'deceased',
  });
  const persons = query.data?.persons ?? [];
  const total = query.data?.total ?? 0;
  const filtered = generation !== undefined || treeId !== undefined || life !== undefined;

  // The last rows of a page were deleted (or the address named a page too far): show the last page.
  const lastPage = Math.max(1, Math.ceil(total / PERSONS_PAGE_SIZE));
  const pageTooFar = query.isSuccess && !query.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (pageTooFar) updateFilters({ page: lastPage > 1 ? String(lastPage) : undefined });
  });

  const treeOptions = (trees.data?.trees ?? []).map((tree) => ({ value: tree._id, label: tree.name }));
  // The edit page returns to this list as it is now (search, filters, page).
  const editState = { from: `${location.pathname}${location.search}` };

  const clearFilters = () => {
    setSearchInput('');
    setGenerationInput('');
    applySearch.cancel();
    applyGeneration.cancel();
    updateFilters({ q: undefined, gen: undefined, tree: undefined, life: undefined, page: undefined });
  };

  return (
    <Stack gap={0}>
      <AdminPageHeader
        title="Người trong gia phả"
        description="Tìm và sửa thông tin mọi người trong các cây gia phả của dòng họ. Thêm người mới trong trình chỉnh sửa cây."
      />
      <Flex direction={{ base: 'column', sm: 'row' }} gap="sm" mb="md" align={{ sm: 'flex-start' }}>
        <SearchField
          style={{ flex: 1 }}
          aria-label="Tìm người trong gia phả"
          placeholder="Tìm theo tên, tên húy, tên tự, hiệu (gõ không dấu cũng được)"
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
          <Select
            w={{ base: 130, sm: 150 }}
            aria-label="Lọc theo còn sống hay đã mất"
            data={LIFE_OPTIONS}
            value={life ?? 'all'}
            allowDeselect={false}
            onChange={(value) =>
              updateFilters({
                life: value === 'living' || value === 'deceased' ? value : undefined,
                page: undefined,
              })
            }
          />
        </Group>
      </Flex>
      {search || filtered ? (
        <Group justify="space-between" gap="xs" mb="xs">
          <Text size="sm" c="dimmed">
            {query.isSuccess ? `Tìm thấy ${total.toLocaleString('vi-VN')} người` : null}
          </Text>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconFilterOff size={14} />}
            onClick={clearFilters}
          >
            Xóa bộ lọc
          </Button>
        </Group>
      ) : null}
      {query.isError ? (
        <Stack mb="md">
          <QueryErrorAlert
            title="Không tải được danh sách người trong gia phả"
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </Stack>
      ) : null}
      <DataTable<Person>
        aria-label="Danh sách người trong gia phả"
        withTableBorder
        borderRadius="md"
        highlightOnHover
        verticalAlign="center"
        minHeight={persons.length === 0 ? 180 : undefined}
        records={persons}
        columns={personColumns(editState, removal)}
        fetching={query.isFetching}
        loadingText="Đang tải…"
        noRecordsText={query.isError ? 'Chưa tải được dữ liệu' : emptyText(search, filtered)}
        page={page}
        onPageChange={(next) => updateFilters({ page: next > 1 ? String(next) : undefined })}
        totalRecords={total}
        recordsPerPage={PERSONS_PAGE_SIZE}
        {...tablePagination}
      />
    </Stack>
  );
}
