import type { Tree } from '@giapha/contract';
import { Button, Text } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  AdminListPage,
  emptyListText,
  useListPage,
  useListRecords,
} from '../../../components/list-page/index.ts';
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
  const listing = useListRecords(list, query, (data) => data.trees);

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

  const noTreesAtAll = query.isSuccess && !query.isPlaceholderData && listing.total === 0 && !search;

  return (
    <AdminListPage<Tree>
      title="Cây gia phả"
      description="Tạo, đổi tên, công khai hoặc xóa các cây gia phả của dòng họ; thêm người trong trình chỉnh sửa."
      actions={
        <Button leftSection={<IconPlus size={18} />} onClick={openCreate}>
          Tạo cây gia phả
        </Button>
      }
      invitation={noTreesAtAll ? <NoTrees onCreate={openCreate} /> : null}
      listing={listing}
      search={{ label: 'Tìm cây gia phả', placeholder: 'Tìm theo tên cây gia phả' }}
      errorTitle="Không tải được danh sách cây gia phả"
      table={{
        'aria-label': 'Danh sách cây gia phả',
        idAccessor: '_id',
        columns: treeColumns(actions, listing.records),
        emptyText: emptyListText({ noun: 'cây gia phả', search, empty: 'Chưa có cây gia phả nào' }),
      }}
    >
      <TreeFormModal
        opened={formOpened}
        tree={formTree}
        onClose={() => setFormOpened(false)}
        onSaved={(tree, created) => {
          if (created) offerEditor(tree);
        }}
      />
    </AdminListPage>
  );
}
