import type { Tree } from '@giapha/contract';
import { openConfirmModal } from '@mantine/modals';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { DELETE_TREE_FALLBACK, useDeleteTree } from '../api/deleteTree.ts';
import { UPDATE_TREE_FALLBACK, useUpdateTree } from '../api/updateTree.ts';
import { DeleteTreeMessage } from './DeleteTreeMessage.tsx';
import type { TreeActions } from './TreeActionsMenu.tsx';

/** Publish or hide, delete (after saying what goes with it), and which rows are busy meanwhile. */
export function useTreeActions(onEdit: (tree: Tree) => void): TreeActions {
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
