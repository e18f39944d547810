import { CATEGORIES_PAGE_SIZE, type Category } from '@giapha/contract';
import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { ActionIcon, Anchor, Badge, Box, Stack, TableTd, Text, VisuallyHidden } from '@mantine/core';
import { IconEye, IconGripVertical } from '@tabler/icons-react';
import { type DataTableColumn, DataTableDraggableRow } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  AdminListPage,
  actionsColumn,
  DeleteMenuItem,
  EditMenuItem,
  emptyListText,
  fromMd,
  fromSm,
  fromXs,
  optionalTextColumn,
  RowActionsMenu,
  useListPage,
  useListRecords,
} from '../../../components/list-page/index.ts';
import { ReadOnlyNote } from '../../../components/ReadOnlyNote.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { isAdmin, useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useCategoriesList } from '../api/listCategories.ts';
import { useReorderCategories } from '../api/reorderCategories.ts';
import { CATEGORY_PATHS, type CategoryArea, type CategoryPaths } from '../areas.ts';
import { reorderCategoryPage } from '../order.ts';
import { ADMIN_ONLY_NOTE, CATEGORIES_FALLBACK } from '../texts.ts';
import { type CategoryDelete, useCategoryDelete } from './useCategoryDelete.tsx';

function CategoryActions({
  category,
  paths,
  deletion,
}: {
  category: Category;
  paths: CategoryPaths;
  deletion: CategoryDelete;
}) {
  return (
    <RowActionsMenu
      label={`Thao tác với ${category.name}`}
      disabled={deletion.deletingId === category.id}
      size={40}
    >
      <EditMenuItem to={paths.detail(category.id)} />
      <DeleteMenuItem onClick={() => deletion.remove(category)} />
    </RowActionsMenu>
  );
}

function categoryColumns(
  paths: CategoryPaths,
  canWrite: boolean,
  dragging: boolean,
  deletion: CategoryDelete,
): DataTableColumn<Category>[] {
  const columns: DataTableColumn<Category>[] = [
    {
      accessor: 'name',
      title: 'Tên danh mục',
      render: (category) => (
        <Stack gap={2} miw={0}>
          <Anchor component={Link} to={paths.detail(category.id)} fw={600} size="sm" lineClamp={2}>
            {category.name}
          </Anchor>
          {/* A phone has room for one text column: the slug and the count ride under the name. */}
          <Text size="xs" c="dimmed" hiddenFrom="sm" style={{ overflowWrap: 'anywhere' }}>
            /{category.slug} · {category.blogCount} bài viết
          </Text>
          {category.description ? (
            <Text size="xs" c="dimmed" lineClamp={2} hiddenFrom="md">
              {category.description}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      accessor: 'slug',
      title: 'Đường dẫn',
      visibleMediaQuery: fromSm,
      render: (category) => (
        <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {category.slug}
        </Text>
      ),
    },
    optionalTextColumn('description', 'Mô tả', fromMd),
    {
      accessor: 'blogCount',
      title: 'Bài viết',
      textAlign: 'right',
      visibleMediaQuery: fromXs,
      width: 90,
      render: (category) => (
        <Badge variant="light" color={category.blogCount > 0 ? undefined : 'gray'}>
          {category.blogCount}
        </Badge>
      ),
    },
    actionsColumn((category) =>
      canWrite ? (
        <CategoryActions category={category} paths={paths} deletion={deletion} />
      ) : (
        <ActionIcon
          component={Link}
          to={paths.detail(category.id)}
          variant="subtle"
          color="gray"
          size={40}
          aria-label={`Xem ${category.name}`}
        >
          <IconEye size={18} />
        </ActionIcon>
      ),
    ),
  ];
  // The grip column: its cell is drawn by the draggable row itself.
  return dragging
    ? [
        {
          accessor: 'drag',
          title: <VisuallyHidden>Kéo để sắp xếp</VisuallyHidden>,
          hiddenContent: true,
          width: 48,
        },
        ...columns,
      ]
    : columns;
}

/**
 * The clan's categories, searched on the server, twenty to a page. Admins add, edit, delete and drag to
 * reorder; other members read only (the server refuses their writes anyway).
 */
export function CategoryList({ area }: { area: CategoryArea }) {
  const paths = CATEGORY_PATHS[area];
  const canWrite = isAdmin(useSession());
  const list = useListPage(CATEGORIES_PAGE_SIZE);
  const { search } = list;
  const deletion = useCategoryDelete();
  const reorder = useReorderCategories();

  const params = list.searchedRange;
  const query = useCategoriesList(params);
  const listing = useListRecords(list, query, (data) => data.categories);
  const { records: categories, total } = listing;
  // The order is the clan's, not a search's: dragging among search results would mislead.
  const dragging = canWrite && !search && categories.length > 1;

  const onDragEnd = ({ source, destination }: DropResult) => {
    if (!destination || destination.index === source.index) return;
    const reordered = reorderCategoryPage(categories, source.index, destination.index);
    reorder.mutate(
      { params, reordered: { categories: reordered, total } },
      {
        onSuccess: (message) => toast.success(message),
        onError: (error) => toast.error(errorMessage(error, CATEGORIES_FALLBACK.reorder)),
      },
    );
  };

  const page = (
    <AdminListPage<Category>
      title="Danh mục bài viết"
      description={
        canWrite
          ? 'Sắp xếp bài viết theo chủ đề. Kéo biểu tượng ⋮⋮ để đổi thứ tự danh mục trên trang tin tức.'
          : 'Các chủ đề dùng để sắp xếp bài viết của dòng họ.'
      }
      create={canWrite ? { to: paths.create, label: 'Thêm danh mục' } : undefined}
      notice={canWrite ? null : <ReadOnlyNote mb="md">{ADMIN_ONLY_NOTE}</ReadOnlyNote>}
      listing={listing}
      search={{ label: 'Tìm danh mục', placeholder: 'Tìm theo tên danh mục' }}
      errorTitle="Không tải được danh sách danh mục"
      table={{
        'aria-label': 'Danh sách danh mục',
        columns: categoryColumns(paths, canWrite, dragging, deletion),
        emptyText: emptyListText({ noun: 'danh mục', search, empty: 'Chưa có danh mục nào' }),
        tableWrapper: dragging
          ? ({ children }: { children: ReactNode }) => (
              <Droppable droppableId="categories">
                {(provided) => (
                  <div ref={provided.innerRef} {...provided.droppableProps}>
                    {children}
                    {provided.placeholder}
                  </div>
                )}
              </Droppable>
            )
          : undefined,
        rowFactory: dragging
          ? ({ record, index, rowProps, children }) => (
              <Draggable
                key={record.id}
                draggableId={record.id}
                index={index}
                isDragDisabled={reorder.isPending}
              >
                {(provided, snapshot) => (
                  <DataTableDraggableRow
                    ref={provided.innerRef}
                    isDragging={snapshot.isDragging}
                    {...rowProps}
                    {...provided.draggableProps}
                  >
                    <TableTd w={48} p={4}>
                      <Box
                        {...provided.dragHandleProps}
                        aria-label={`Kéo để sắp xếp ${record.name}`}
                        w={40}
                        h={40}
                        c="dimmed"
                        style={{ display: 'grid', placeItems: 'center', cursor: 'grab' }}
                      >
                        <IconGripVertical size={20} aria-hidden />
                      </Box>
                    </TableTd>
                    {children}
                  </DataTableDraggableRow>
                )}
              </Draggable>
            )
          : undefined,
      }}
    />
  );

  // Around the whole page, not only the table: it stays while a search turns the dragging off, so the
  // search box keeps its focus.
  return canWrite ? <DragDropContext onDragEnd={onDragEnd}>{page}</DragDropContext> : page;
}
