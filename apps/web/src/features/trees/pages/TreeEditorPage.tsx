import { type Person, parseDecors } from '@giapha/contract';
import { Alert, Anchor, Box, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../lib/form-errors.ts';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { toast } from '../../../lib/toast.ts';
import { OUTSIDE_BRANCH_REASON, useBranchScope } from '../../branch-rights/index.ts';
import { PersonForm } from '../../persons/index.ts';
import { splitTreeOfPerson } from '../api/splitTreeOfPerson.ts';
import { TreeCanvas } from '../canvas/TreeCanvas.tsx';
import { confirmDeleteDecor, confirmDeletePerson } from '../editor/confirm-deletes.tsx';
import { EditorDialogs } from '../editor/EditorDialogs.tsx';
import { EditorToolbar } from '../editor/EditorToolbar.tsx';
import type { EditorDialog } from '../editor/editor-dialog.ts';
import { FirstPersonForm } from '../editor/FirstPersonForm.tsx';
import { EditorSidePanel, PANEL_SHEET_SHARE } from '../editor/PanelSheet.tsx';
import { PersonPanel } from '../editor/PersonPanel.tsx';
import { SelectedDecorBar } from '../editor/SelectedDecorBar.tsx';
import { hasSpouse } from '../editor/spouses.ts';
import { useTreeEditor } from '../editor/useTreeEditor.ts';

/** The person panel: a column beside the canvas on a wide screen, a bottom sheet on a phone. */
const PANEL_WIDTH = 400;

/**
 * /tree/{id}: the editor of one tree, full screen (empty layout): the clan admin's, and a branch keeper's
 * (issue 24), for whom the persons outside their branches are read-only and the whole-tree settings absent
 * (the server refuses those writes anyway).
 */
export function TreeEditorPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const editor = useTreeEditor(id);
  const rights = useBranchScope();
  const backTo = rights.all ? '/admin/trees' : `/family-tree?id=${encodeURIComponent(id)}`;
  const { tree, layout, actions, busy } = editor;
  usePageTitle(tree ? `Sửa cây: ${tree.name}` : 'Sửa cây gia phả');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [selectedDecorId, setSelectedDecorId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<EditorDialog>(null);
  // The children just added: the canvas brings them into view together (with their parent).
  const [justAdded, setJustAdded] = useState<readonly string[] | null>(null);
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;

  const graph = editor.graph.data;
  const personsById = useMemo(() => new Map((graph?.persons ?? []).map((p) => [p.id, p])), [graph]);
  const selected: Person | null = (selectedId ? personsById.get(selectedId) : undefined) ?? null;
  const decors = useMemo(() => parseDecors(tree?.decorNodes ?? []), [tree]);
  const selectedDecor = (selectedDecorId ? decors.find((d) => d.id === selectedDecorId) : undefined) ?? null;

  if (editor.graph.isPending) {
    return (
      <Center h="100dvh">
        <Loader aria-label="Đang tải cây gia phả" />
      </Center>
    );
  }
  if (editor.graph.isError || !tree || !layout || !graph) {
    return (
      <Center h="100dvh" p="md">
        <Alert color="red" title="Lỗi khi lấy thông tin cây gia phả" maw={480}>
          <Stack gap="sm">
            <Text size="sm">{errorMessage(editor.graph.error, 'Không tìm thấy cây gia phả')}</Text>
            <Group gap="xs">
              <Button size="xs" onClick={() => void editor.graph.refetch()}>
                Thử lại
              </Button>
              <Button size="xs" variant="default" component={Link} to={backTo}>
                {rights.all ? 'Về danh sách cây' : 'Về trang cây gia phả'}
              </Button>
            </Group>
          </Stack>
        </Alert>
      </Center>
    );
  }

  const openSplitTree = async (personId: string) => {
    try {
      const split = await splitTreeOfPerson(id, personId);
      if (split) navigate(`/tree/${split._id}`);
      else toast.info('Người này chưa có cây gia phả tách riêng');
    } catch (error) {
      toast.error(errorMessage(error, 'Lỗi khi lấy thông tin cây gia phả'));
    }
  };

  const isOriginal = graph.tree.type === 'original';
  const closeDialog = () => setDialog(null);
  const closePanel = () => {
    setSelectedId(null);
    setDialog(null);
  };
  const selectedLocked = selected !== null && !rights.canEdit(selected.id);
  const panelTitle = dialog === 'edit' && !selectedLocked ? 'Sửa thông tin' : 'Thông tin';
  /** A keeper's drags: the boxes of persons inside their branches are saved, the others are not moved. */
  const movePersons = (moves: Parameters<typeof actions.movePersons>[0]) => {
    const inside = moves.filter((move) => rights.canEdit(move.id));
    if (inside.length < moves.length) toast.info(`${OUTSIDE_BRANCH_REASON}: vị trí không được lưu`);
    actions.movePersons(inside);
  };
  const panelContent = (
    <>
      {selected && dialog === 'edit' && !selectedLocked ? (
        <PersonForm
          key={`${selected.id}:${selected.version}`}
          person={selected}
          compact
          submitting={busy}
          onCancel={closeDialog}
          onSubmit={async (values) => {
            await actions.updatePerson(selected, { ...values, version: selected.version });
            setDialog(null);
          }}
        />
      ) : selected ? (
        <PersonPanel
          person={selected}
          busy={busy}
          lockedReason={selectedLocked ? OUTSIDE_BRANCH_REASON : undefined}
          actions={{
            onEdit: () => setDialog('edit'),
            onAddChild: () => setDialog('children'),
            onAddSpouse: () => setDialog('spouse'),
            ...(isOriginal && rights.all ? { onSplit: () => setDialog('split') } : {}),
            ...(tree.splitPersonIds.includes(selected.id)
              ? { onOpenSplitTree: () => void openSplitTree(selected.id) }
              : {}),
            onDelete: () =>
              confirmDeletePerson(selected, async () => {
                if (await actions.deletePerson(selected)) setSelectedId(null);
              }),
          }}
        />
      ) : null}
    </>
  );

  return (
    <Box h="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Group
        component="header"
        px="sm"
        py={6}
        gap="sm"
        justify="space-between"
        wrap="nowrap"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', flex: '0 0 auto' }}
      >
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <Anchor component={Link} to={backTo} aria-label="Về danh sách cây gia phả" c="dimmed">
            <IconArrowLeft size={20} />
          </Anchor>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={1} size="h5" lineClamp={1}>
              {graph.tree.name}
            </Title>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {graph.tree.personCount} người · {graph.tree.generationCount} đời
              {isOriginal ? '' : ' · cây tách'}
              {busy ? ' · đang lưu…' : ''}
            </Text>
          </Stack>
        </Group>
        <EditorToolbar
          treeId={id}
          treeName={graph.tree.name}
          hideSpouses={tree.hideSpouses}
          canUndo={editor.canUndo}
          lastEdit={editor.lastEdit}
          busy={busy}
          actions={actions}
          onOpenDialog={setDialog}
          treeSettings={rights.all}
        />
      </Group>
      <Box style={{ flex: '1 1 auto', minHeight: 0, display: 'flex' }}>
        <Box style={{ flex: '1 1 auto', minWidth: 0, position: 'relative' }}>
          {tree.persons.length === 0 && rights.all ? (
            <FirstPersonForm onSubmit={actions.addRootPerson} busy={busy} />
          ) : (
            <TreeCanvas
              tree={tree}
              layout={layout}
              editable
              selectedPersonId={selectedId}
              onSelectPerson={(personId) => {
                setSelectedId(personId);
                if (personId) setSelectedDecorId(null);
                if (dialog === 'edit') setDialog(null);
              }}
              onMovePersons={rights.all ? actions.movePersons : movePersons}
              selectedDecorId={selectedDecorId}
              onSelectDecor={(decorId) => {
                // The decorations are the tree's (admins'); a keeper only looks at them.
                if (!rights.all) return;
                setSelectedDecorId(decorId);
                if (decorId) {
                  setSelectedId(null);
                  if (dialog === 'edit') setDialog(null);
                }
              }}
              onMoveDecor={(decorId, x, y) => {
                if (rights.all) void actions.moveDecor(decorId, x, y);
              }}
              onOpenSplitTree={(personId) => void openSplitTree(personId)}
              showPersonIds={justAdded}
              obscured={
                selected && isPhone ? { bottom: Math.round(window.innerHeight * PANEL_SHEET_SHARE) } : {}
              }
            />
          )}
          {selectedDecor ? (
            <SelectedDecorBar
              decor={selectedDecor}
              busy={busy}
              onEdit={() => setDialog('decor-edit')}
              onDelete={() =>
                confirmDeleteDecor(async () => {
                  if (await actions.deleteDecor(selectedDecor.id)) setSelectedDecorId(null);
                })
              }
              onDeselect={() => setSelectedDecorId(null)}
            />
          ) : null}
        </Box>
        {selected ? (
          <EditorSidePanel title={panelTitle} onClose={closePanel} isPhone={isPhone} width={PANEL_WIDTH}>
            {panelContent}
          </EditorSidePanel>
        ) : null}
      </Box>

      <EditorDialogs
        dialog={dialog}
        onClose={closeDialog}
        tree={tree}
        selected={selected}
        selectedPersonId={selectedId}
        personsById={personsById}
        hasSpouse={selected !== null && hasSpouse(selected.id, graph.families)}
        selectedDecor={selectedDecor}
        busy={busy}
        actions={actions}
        onChildrenAdded={setJustAdded}
        onSplit={(treeId) => navigate(`/tree/${treeId}`)}
      />
    </Box>
  );
}
