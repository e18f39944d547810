import type { Tree } from '@giapha/contract';
import {
  ActionIcon,
  Anchor,
  Badge,
  type BadgeProps,
  Button,
  Group,
  type MantineTheme,
  Menu,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { openConfirmModal } from '@mantine/modals';
import {
  IconDotsVertical,
  IconEdit,
  IconEyeOff,
  IconGitBranch,
  IconLock,
  IconPencil,
  IconPlus,
  IconSitemap,
  IconTrash,
  IconWorld,
} from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AdminPageHeader } from '../../../components/AdminPageHeader.tsx';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { tablePagination } from '../../../components/table-pagination.ts';
import { formatDate } from '../../../lib/dates.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { toast } from '../../../lib/toast.ts';
import { useUrlFilters } from '../../../lib/url-filters.ts';
import { DELETE_TREE_FALLBACK, useDeleteTree } from '../api/deleteTree.ts';
import { useTree } from '../api/getTree.ts';
import { useTreesList } from '../api/listTrees.ts';
import { UPDATE_TREE_FALLBACK, useUpdateTree } from '../api/updateTree.ts';
import { TreeFormModal } from '../components/TreeFormModal.tsx';

const TREES_PAGE_SIZE = 10;
const SEARCH_DELAY_MS = 350;

const editorPath = (tree: Pick<Tree, '_id'>) => `/tree/${tree._id}`;
const count = (n: number) => n.toLocaleString('vi-VN');

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

const fromSm = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.sm})`;
const fromMd = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.md})`;
const fromLg = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.lg})`;

function VisibilityBadge({ tree, ...props }: { tree: Tree } & BadgeProps) {
  return tree.isPublic ? (
    <Badge variant="light" color="green" tt="none" leftSection={<IconWorld size={12} />} {...props}>
      Công khai
    </Badge>
  ) : (
    <Badge variant="light" color="gray" tt="none" leftSection={<IconLock size={12} />} {...props}>
      Riêng tư
    </Badge>
  );
}

function TypeBadge({ tree, ...props }: { tree: Tree } & BadgeProps) {
  return tree.type === 'split' ? (
    <Badge variant="light" color="orange" tt="none" leftSection={<IconGitBranch size={12} />} {...props}>
      Cây tách
    </Badge>
  ) : (
    <Badge variant="light" color="clan" tt="none" {...props}>
      Cây gốc
    </Badge>
  );
}

/** Where a split tree came from: the source's name (from this page, else asked for), or that it is gone. */
function SplitSource({ tree, pageTrees }: { tree: Tree; pageTrees: Tree[] }) {
  const sourceId = tree.sourceTreeId ?? '';
  const onPage = pageTrees.find((candidate) => candidate._id === sourceId);
  const source = useTree(sourceId, { enabled: tree.type === 'split' && Boolean(sourceId) && !onPage });
  if (tree.type !== 'split') return null;
  const name = onPage?.name ?? source.data?.name;
  return (
    <Text size="xs" c="dimmed" lineClamp={2}>
      {sourceId ? `Tách từ ${name ? `“${name}”` : 'cây gốc'}` : 'Cây gốc đã bị xóa'}
    </Text>
  );
}

interface TreeActions {
  edit: (tree: Tree) => void;
  togglePublic: (tree: Tree) => void;
  remove: (tree: Tree) => void;
  isBusy: (tree: Tree) => boolean;
}

function TreeActionsMenu({ tree, actions }: { tree: Tree; actions: TreeActions }) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label="Mở trình chỉnh sửa" withinPortal>
        <ActionIcon
          component={Link}
          to={editorPath(tree)}
          variant="subtle"
          size="lg"
          visibleFrom="sm"
          aria-label={`Mở trình chỉnh sửa ${tree.name}`}
        >
          <IconEdit size={18} />
        </ActionIcon>
      </Tooltip>
      <Menu position="bottom-end" width={250} withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={`Thao tác với ${tree.name}`}
            loading={actions.isBusy(tree)}
          >
            <IconDotsVertical size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to={editorPath(tree)} leftSection={<IconEdit size={16} />}>
            Mở trình chỉnh sửa
          </Menu.Item>
          {tree.isPublic ? (
            <Menu.Item
              component={Link}
              to={`/family-tree?id=${encodeURIComponent(tree._id)}`}
              leftSection={<IconWorld size={16} />}
            >
              Xem trên trang công khai
            </Menu.Item>
          ) : null}
          <Menu.Divider />
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => actions.edit(tree)}>
            Sửa thông tin
          </Menu.Item>
          {tree.isPublic ? (
            <Menu.Item leftSection={<IconEyeOff size={16} />} onClick={() => actions.togglePublic(tree)}>
              Ẩn khỏi trang công khai
            </Menu.Item>
          ) : (
            <Menu.Item leftSection={<IconWorld size={16} />} onClick={() => actions.togglePublic(tree)}>
              Công khai
            </Menu.Item>
          )}
          <Menu.Divider />
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => actions.remove(tree)}>
            Xóa
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

function treeColumns(actions: TreeActions, pageTrees: Tree[]): DataTableColumn<Tree>[] {
  return [
    {
      accessor: 'name',
      title: 'Cây gia phả',
      render: (tree) => (
        <Stack gap={2} miw={0}>
          <Anchor
            component={Link}
            to={editorPath(tree)}
            size="sm"
            fw={600}
            c="inherit"
            lineClamp={2}
            style={{ overflowWrap: 'anywhere' }}
          >
            {tree.name}
          </Anchor>
          {tree.description ? (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {tree.description}
            </Text>
          ) : null}
          {/* A phone has room for one text column: visibility, type and counts ride under the name. */}
          <Stack gap={4} mt={4} hiddenFrom="md">
            <Group gap={4}>
              <VisibilityBadge tree={tree} size="sm" hiddenFrom="sm" />
              <TypeBadge tree={tree} size="sm" />
            </Group>
            <SplitSource tree={tree} pageTrees={pageTrees} />
            <Text size="xs" c="dimmed" hiddenFrom="sm">
              {count(tree.personCount)} người · {count(tree.generationCount)} đời · cập nhật{' '}
              {formatDate(tree.updatedAt)}
            </Text>
          </Stack>
        </Stack>
      ),
    },
    {
      accessor: 'isPublic',
      title: 'Hiển thị',
      visibleMediaQuery: fromSm,
      width: 130,
      render: (tree) => <VisibilityBadge tree={tree} />,
    },
    {
      accessor: 'personCount',
      title: 'Số người',
      textAlign: 'right',
      visibleMediaQuery: fromSm,
      noWrap: true,
      render: (tree) => count(tree.personCount),
    },
    {
      accessor: 'generationCount',
      title: 'Số đời',
      textAlign: 'right',
      visibleMediaQuery: fromSm,
      noWrap: true,
      render: (tree) => count(tree.generationCount),
    },
    {
      accessor: 'type',
      title: 'Loại',
      visibleMediaQuery: fromMd,
      width: 190,
      render: (tree) => (
        <Stack gap={2}>
          <TypeBadge tree={tree} />
          <SplitSource tree={tree} pageTrees={pageTrees} />
        </Stack>
      ),
    },
    {
      accessor: 'updatedAt',
      title: 'Cập nhật',
      visibleMediaQuery: fromLg,
      noWrap: true,
      render: (tree) => formatDate(tree.updatedAt),
    },
    {
      accessor: 'actions',
      title: <VisuallyHidden>Thao tác</VisuallyHidden>,
      textAlign: 'right',
      // As narrow as its buttons: the menu on a phone, the editor's button beside it on wider screens.
      width: '1%',
      noWrap: true,
      render: (tree) => <TreeActionsMenu tree={tree} actions={actions} />,
    },
  ];
}

function TreeName({ tree }: { tree: Tree }) {
  return (
    <Text span fw={600}>
      “{tree.name}”
    </Text>
  );
}

/** What deleting takes with it, said before anything is deleted. */
function DeleteTreeMessage({ tree }: { tree: Tree }) {
  return (
    <Stack gap="xs">
      <Text size="sm">
        Xóa cây gia phả <TreeName tree={tree} />?
      </Text>
      {tree.type === 'split' ? (
        <Text size="sm">
          Đây là cây tách: những người trong cây vẫn còn trong cây gốc và các cây khác, chỉ cây này bị xóa.
        </Text>
      ) : (
        <Text size="sm">
          Những người và gia đình <b>chỉ có trong cây này</b> sẽ bị xóa theo (cây hiện có{' '}
          {count(tree.personCount)} người). Người có mặt trong cây gia phả khác vẫn được giữ lại; các cây tách
          từ cây này trở thành cây độc lập.
        </Text>
      )}
      <Text size="sm" c="red" fw={500}>
        Thao tác này không thể hoàn tác.
      </Text>
    </Stack>
  );
}

function useTreeActions(onEdit: (tree: Tree) => void): TreeActions {
  const update = useUpdateTree();
  const removal = useDeleteTree();
  const busyIds = new Set<string | undefined>([
    update.isPending ? update.variables?.id : undefined,
    removal.isPending ? removal.variables : undefined,
  ]);
  return {
    edit: onEdit,
    isBusy: (tree) => busyIds.has(tree._id),
    togglePublic: (tree) =>
      update.mutate(
        { id: tree._id, changes: { isPublic: !tree.isPublic, version: tree.version } },
        {
          onSuccess: ({ message }) => toast.success(message),
          onError: (error) => toast.error(errorMessage(error, UPDATE_TREE_FALLBACK)),
        },
      ),
    remove: (tree) =>
      openConfirmModal({
        title: 'Xóa cây gia phả',
        centered: true,
        children: <DeleteTreeMessage tree={tree} />,
        labels: { confirm: 'Xóa cây gia phả', cancel: 'Hủy' },
        confirmProps: { color: 'red' },
        onConfirm: () =>
          removal.mutate(tree._id, {
            onSuccess: (message) => toast.success(message),
            onError: (error) => toast.error(errorMessage(error, DELETE_TREE_FALLBACK)),
          }),
      }),
  };
}

function NoTrees({ onCreate }: { onCreate: () => void }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" ta="center" py="lg">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconSitemap size={34} />
        </ThemeIcon>
        <Title order={2} size="h3">
          Chưa có cây gia phả nào
        </Title>
        <Text c="dimmed" size="sm" maw={420}>
          Tạo cây gia phả đầu tiên của dòng họ, rồi thêm cụ thủy tổ và con cháu trong trình chỉnh sửa.
        </Text>
        <Button leftSection={<IconPlus size={18} />} onClick={onCreate}>
          Tạo cây gia phả
        </Button>
      </Stack>
    </Paper>
  );
}

/** /admin/trees: the clan's family trees, with their sizes, and everything done to a tree as a whole. */
export function AdminTreesPage() {
  usePageTitle('Quản lý cây gia phả');
  const navigate = useNavigate();
  const [searchParams, updateFilters] = useUrlFilters();
  const page = parsePage(searchParams.get('page'));
  const search = searchParams.get('q')?.trim() ?? '';
  const [searchInput, setSearchInput] = useState(search);
  // The tree the form is for (none: a new one); kept while the modal closes so its title does not change.
  const [formOpened, setFormOpened] = useState(false);
  const [formTree, setFormTree] = useState<Tree | null>(null);
  const openForm = (tree: Tree | null) => {
    setFormTree(tree);
    setFormOpened(true);
  };
  const actions = useTreeActions(openForm);

  const applySearch = useDebouncedCallback((text: string) => {
    updateFilters({ q: text.trim() || undefined, page: undefined });
  }, SEARCH_DELAY_MS);

  const query = useTreesList({
    limit: TREES_PAGE_SIZE,
    offset: (page - 1) * TREES_PAGE_SIZE,
    search: search || undefined,
  });
  const trees = query.data?.trees ?? [];
  const total = query.data?.total ?? 0;

  // The last rows of a page were deleted (or the address named a page too far): show the last page.
  const lastPage = Math.max(1, Math.ceil(total / TREES_PAGE_SIZE));
  const pageTooFar = query.isSuccess && !query.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (pageTooFar) updateFilters({ page: lastPage > 1 ? String(lastPage) : undefined });
  });

  const openCreate = () => openForm(null);
  const offerEditor = (tree: Tree) =>
    openConfirmModal({
      title: 'Đã tạo cây gia phả',
      centered: true,
      children: (
        <Text size="sm">
          Cây <TreeName tree={tree} /> chưa có ai. Mở trình chỉnh sửa để thêm cụ thủy tổ và con cháu?
        </Text>
      ),
      labels: { confirm: 'Mở trình chỉnh sửa', cancel: 'Để sau' },
      onConfirm: () => navigate(editorPath(tree)),
    });

  const noTreesAtAll = query.isSuccess && !query.isPlaceholderData && total === 0 && !search;

  return (
    <Stack gap={0}>
      <AdminPageHeader
        title="Cây gia phả"
        description="Tạo, đổi tên, công khai hoặc xóa các cây gia phả của dòng họ; thêm người trong trình chỉnh sửa."
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={openCreate}>
            Tạo cây gia phả
          </Button>
        }
      />
      {noTreesAtAll ? (
        <NoTrees onCreate={openCreate} />
      ) : (
        <>
          <SearchField
            mb="md"
            aria-label="Tìm cây gia phả"
            placeholder="Tìm theo tên cây gia phả"
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
          {query.isError ? (
            <Stack mb="md">
              <QueryErrorAlert
                title="Không tải được danh sách cây gia phả"
                error={query.error}
                onRetry={() => void query.refetch()}
                retrying={query.isFetching}
              />
            </Stack>
          ) : null}
          <DataTable<Tree>
            aria-label="Danh sách cây gia phả"
            idAccessor="_id"
            withTableBorder
            borderRadius="md"
            highlightOnHover
            verticalAlign="center"
            minHeight={trees.length === 0 ? 180 : undefined}
            records={trees}
            columns={treeColumns(actions, trees)}
            fetching={query.isFetching}
            loadingText="Đang tải…"
            noRecordsText={
              query.isError
                ? 'Chưa tải được dữ liệu'
                : search
                  ? `Không tìm thấy cây gia phả nào khớp với “${search}”`
                  : 'Chưa có cây gia phả nào'
            }
            page={page}
            onPageChange={(next) => updateFilters({ page: next > 1 ? String(next) : undefined })}
            totalRecords={total}
            recordsPerPage={TREES_PAGE_SIZE}
            {...tablePagination}
          />
        </>
      )}
      <TreeFormModal
        opened={formOpened}
        tree={formTree}
        onClose={() => setFormOpened(false)}
        onSaved={(tree, created) => {
          if (created) offerEditor(tree);
        }}
      />
    </Stack>
  );
}
