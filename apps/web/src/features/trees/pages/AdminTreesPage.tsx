import type { Tree } from '@giapha/contract';
import { Button, Stack, Text } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AdminPageHeader } from '../../../components/AdminPageHeader.tsx';
import { ListLoadError, ListSearchField } from '../../../components/list-page/ListControls.tsx';
import { ListTable, noMatchText } from '../../../components/list-page/ListTable.tsx';
import { useListPage, useListRecords } from '../../../components/list-page/useListPage.ts';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { TreeName } from '../admin/DeleteTreeMessage.tsx';
import { NoTrees } from '../admin/NoTrees.tsx';
import { editorPath } from '../admin/tree-list.ts';
import { treeColumns } from '../admin/treeColumns.tsx';
import { useTreeActions } from '../admin/useTreeActions.tsx';
import { useTreesList } from '../api/listTrees.ts';
import { TreeFormModal } from '../components/TreeFormModal.tsx';

const TREES_PAGE_SIZE = 10;

/** /admin/trees: the clan's family trees, with their sizes, and everything done to a tree as a whole. */
export function AdminTreesPage() {
  usePageTitle('Quản lý cây gia phả');
  const navigate = useNavigate();
  const list = useListPage(TREES_PAGE_SIZE);
  const { search } = list;
  // The tree the form is for (none: a new one); kept while the modal closes so its title does not change.
  const [formOpened, setFormOpened] = useState(false);
  const [formTree, setFormTree] = useState<Tree | null>(null);
  const openForm = (tree: Tree | null) => {
    setFormTree(tree);
    setFormOpened(true);
  };
  const actions = useTreeActions(openForm);

  const query = useTreesList(list.searchedRange);
  const { records: trees, total } = useListRecords(list, query, (data) => data.trees);

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
          <ListSearchField
            list={list}
            mb="md"
            aria-label="Tìm cây gia phả"
            placeholder="Tìm theo tên cây gia phả"
          />
          <ListLoadError title="Không tải được danh sách cây gia phả" query={query} />
          <ListTable<Tree>
            aria-label="Danh sách cây gia phả"
            idAccessor="_id"
            list={list}
            query={query}
            records={trees}
            total={total}
            columns={treeColumns(actions, trees)}
            emptyText={search ? noMatchText('cây gia phả', search) : 'Chưa có cây gia phả nào'}
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
