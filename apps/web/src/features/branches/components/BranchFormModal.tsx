import { type Branch, MESSAGES } from '@giapha/contract';
import { Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import {
  ModalForm,
  type ModalFormTexts,
  RecordFormModal,
  StaleSaveAlert,
} from '../../../components/ModalForm.tsx';
import { isStaleWrite } from '../../../components/StaleVersionAlert.tsx';
import { ApiError } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { TreePersonPicker, useTreeChoices } from '../../trees/index.ts';
import { useCreateBranch, useUpdateBranch } from '../api/branches.ts';
import { BRANCHES_FALLBACK } from '../texts.ts';

export const BRANCH_FORM_TEXTS: ModalFormTexts = {
  addTitle: 'Thêm chi',
  editTitle: 'Sửa chi',
  add: 'Thêm chi',
};

/** The server's message about one field, if the refusal names it. */
function fieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.errors?.find((e) => e.field === field)?.message;
}

function BranchForm({ branch, onClose }: { branch: Branch | null; onClose: () => void }) {
  const creation = useCreateBranch();
  const update = useUpdateBranch();
  const trees = useTreeChoices();
  const [treeId, setTreeId] = useState<string | null>(branch?.treeId ?? null);
  const [rootPersonId, setRootPersonId] = useState<string | null>(branch?.rootPerson._id ?? null);
  const [name, setName] = useState(branch?.name ?? '');
  const [description, setDescription] = useState(branch?.description ?? '');
  const [missing, setMissing] = useState<{ treeId?: string; rootPersonId?: string; name?: string }>({});
  const mutation = branch ? update : creation;
  const saved = ({ message }: { message: string }) => {
    toast.success(message);
    onClose();
  };
  const failed = (fallback: string) => (error: unknown) => {
    if (!isStaleWrite(error) || fieldError(error, 'rootPersonId')) toast.error(errorMessage(error, fallback));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (branch) {
      if (!name.trim()) {
        setMissing({ name: MESSAGES.branchNameRequired });
        return;
      }
      update.mutate(
        { id: branch._id, body: { name, description, version: branch.version } },
        { onSuccess: saved, onError: failed(BRANCHES_FALLBACK.update) },
      );
      return;
    }
    const errors = {
      ...(treeId ? {} : { treeId: 'Vui lòng chọn cây gia phả' }),
      ...(rootPersonId ? {} : { rootPersonId: 'Vui lòng chọn người đứng đầu chi' }),
    };
    setMissing(errors);
    if (!treeId || !rootPersonId) return;
    creation.mutate(
      { treeId, rootPersonId, name: name.trim() || null, description: description || null },
      { onSuccess: saved, onError: failed(BRANCHES_FALLBACK.create) },
    );
  };

  const treeOptions = (trees.data?.trees ?? []).map((tree) => ({ value: tree._id, label: tree.name }));
  const error = mutation.error;
  return (
    <ModalForm
      texts={BRANCH_FORM_TEXTS}
      record={branch}
      onSubmit={submit}
      actions={{ onCancel: onClose, pending: mutation.isPending }}
    >
      <StaleSaveAlert error={update.error} fallback={MESSAGES.versionConflict} />
      {branch ? null : (
        <Stack gap="md">
          <Select
            label="Cây gia phả"
            placeholder={trees.isPending ? 'Đang tải…' : 'Chọn cây'}
            data={treeOptions}
            value={treeId}
            onChange={(value) => {
              setTreeId(value);
              setRootPersonId(null);
            }}
            searchable
            required
            error={missing.treeId ?? fieldError(error, 'treeId')}
          />
          {treeId ? (
            <TreePersonPicker
              label="Người đứng đầu chi"
              treeId={treeId}
              value={rootPersonId}
              onChange={setRootPersonId}
            />
          ) : null}
          {missing.rootPersonId || fieldError(error, 'rootPersonId') ? (
            <Text c="red" size="xs" role="alert" mt={-10}>
              {missing.rootPersonId ?? fieldError(error, 'rootPersonId')}
            </Text>
          ) : null}
        </Stack>
      )}
      <TextInput
        label="Tên chi"
        description={branch ? undefined : 'Để trống: “Chi” và tên người đứng đầu'}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        maxLength={150}
        required={branch !== null}
        error={missing.name ?? fieldError(error, 'name')}
      />
      <Textarea
        label="Giới thiệu"
        value={description}
        onChange={(event) => setDescription(event.currentTarget.value)}
        autosize
        minRows={3}
        maxLength={2000}
      />
    </ModalForm>
  );
}

interface BranchFormModalProps {
  opened: boolean;
  /** The branch edited, or null to add one. */
  branch: Branch | null;
  onClose: () => void;
}

/** Adds a branch (a tree, then a person of it) or edits one's name and description. */
export function BranchFormModal({ opened, branch, onClose }: BranchFormModalProps) {
  return (
    <RecordFormModal
      opened={opened}
      onClose={onClose}
      texts={BRANCH_FORM_TEXTS}
      record={branch}
      fullScreenBelow="36em"
    >
      <BranchForm key={branch?._id ?? 'new'} branch={branch} onClose={onClose} />
    </RecordFormModal>
  );
}
