import { createTreeBody, type Tree } from '@giapha/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { FormModal } from '../../../components/FormModal.tsx';
import { FormTextarea, FormTextInput } from '../../../components/FormTextFields.tsx';
import { ModalForm, type ModalFormTexts, StaleSaveAlert } from '../../../components/ModalForm.tsx';
import { useModalForm, useStaleReload } from '../../../components/modal-form.ts';
import { SwitchField } from '../../../components/SwitchField.tsx';
import { CREATE_TREE_FALLBACK, useCreateTree } from '../api/createTree.ts';
import { treeQuery } from '../api/getTree.ts';
import { UPDATE_TREE_FALLBACK, useUpdateTree } from '../api/updateTree.ts';

/** Name, description and visibility: the contract's rules for a new tree, also those of a rename. */
const treeForm = createTreeBody.pick({ name: true, description: true, isPublic: true });
type TreeFormInput = z.input<typeof treeForm>;

const FORM_FIELDS = ['name', 'description', 'isPublic'] as const;

const TREE_FORM_TEXTS: ModalFormTexts = {
  addTitle: 'Tạo cây gia phả',
  editTitle: 'Sửa thông tin cây gia phả',
  add: 'Tạo cây gia phả',
};

interface TreeFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The tree to edit; without one, a new tree is created. */
  tree?: Tree | null;
  /** After a save, with the tree as saved (`created` for a new one: the page offers to open the editor). */
  onSaved?: (tree: Tree, created: boolean) => void;
}

function valuesOf(tree: Tree | null | undefined): TreeFormInput {
  return { name: tree?.name ?? '', description: tree?.description ?? '', isPublic: tree?.isPublic ?? false };
}

function TreeForm({
  tree: loadedTree,
  onClose,
  onSaved,
}: {
  tree: Tree | null;
  onClose: () => void;
  onSaved?: (tree: Tree, created: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const creation = useCreateTree();
  const update = useUpdateTree();
  // The version the next save is made at: the loaded one, or the latest after a reload.
  const [tree, setTree] = useState(loadedTree);
  const { form, saved, failed } = useModalForm(zodResolver(treeForm), valuesOf(loadedTree), {
    fields: FORM_FIELDS,
    onClose,
  });
  const pending = creation.isPending || update.isPending;

  const submit = form.handleSubmit((values) => {
    const description = values.description ?? null;
    if (tree) {
      update.mutate(
        { id: tree._id, changes: { ...values, description, version: tree.version } },
        {
          onSuccess: ({ tree: savedTree, message }) => {
            saved(message);
            onSaved?.(savedTree, false);
          },
          onError: failed(UPDATE_TREE_FALLBACK),
        },
      );
      return;
    }
    creation.mutate(
      { ...values, description },
      {
        onSuccess: ({ tree: savedTree, message }) => {
          saved(message);
          onSaved?.(savedTree, true);
        },
        onError: failed(CREATE_TREE_FALLBACK),
      },
    );
  });

  /** After a conflict: the latest tree fills the fields the admin has not touched; theirs stay. */
  const staleReload = useStaleReload(
    async () => (tree ? queryClient.fetchQuery({ ...treeQuery(tree._id), staleTime: 0 }) : undefined),
    (latest: Tree) => {
      setTree(latest);
      update.reset();
      form.reset(valuesOf(latest), { keepDirtyValues: true });
    },
    UPDATE_TREE_FALLBACK,
  );

  return (
    <ModalForm
      texts={TREE_FORM_TEXTS}
      record={tree}
      onSubmit={submit}
      actions={{ onCancel: onClose, pending, disableSubmitWhilePending: true }}
    >
      <StaleSaveAlert error={update.error} fallback={UPDATE_TREE_FALLBACK} reload={staleReload} />
      <FormTextInput
        form={form}
        name="name"
        label="Tên cây gia phả"
        placeholder="Ví dụ: Gia phả họ Nguyễn — Chi trưởng"
        autoComplete="off"
        withAsterisk
        data-autofocus
      />
      <FormTextarea
        form={form}
        name="description"
        label="Mô tả"
        description="Vài dòng giới thiệu cây gia phả: dòng họ, chi, nguồn gốc tư liệu"
        minRows={3}
        maxRows={10}
      />
      <SwitchField
        control={form.control}
        name="isPublic"
        label="Công khai"
        description="Khách truy cập trang của dòng họ xem được cây này (không gồm thông tin liên lạc và ghi chú; người còn sống chỉ hiện năm sinh)."
      />
    </ModalForm>
  );
}

/** Creates a tree, or renames, describes and shows/hides one; a stale edit (409) offers a reload. */
export function TreeFormModal({ opened, onClose, tree = null, onSaved }: TreeFormModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={tree ? TREE_FORM_TEXTS.editTitle : TREE_FORM_TEXTS.addTitle}
    >
      <TreeForm key={tree?._id ?? 'new'} tree={tree} onClose={onClose} onSaved={onSaved} />
    </FormModal>
  );
}
