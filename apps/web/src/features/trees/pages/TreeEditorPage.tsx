import type { Person, PersonFields } from '@giapha/contract';
import {
  ActionIcon,
  Alert,
  Anchor,
  Box,
  Button,
  Center,
  CloseButton,
  Group,
  Loader,
  Menu,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { openConfirmModal } from '@mantine/modals';
import {
  IconArrowBackUp,
  IconArrowLeft,
  IconDots,
  IconDownload,
  IconEye,
  IconEyeOff,
  IconFileDownload,
  IconLayoutDistributeHorizontal,
  IconPalette,
  IconPhoto,
  IconTypography,
} from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../lib/form-errors.ts';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { toast } from '../../../lib/toast.ts';
import { PersonForm } from '../../persons/index.ts';
import { GEDCOM_EXPORT_FALLBACK, useExportGedcom } from '../api/exportGedcom.ts';
import { splitTreeOfPerson } from '../api/splitTreeOfPerson.ts';
import { TreeCanvas } from '../canvas/TreeCanvas.tsx';
import { parseDecors } from '../decor.ts';
import { AddChildrenModal } from '../editor/AddChildrenModal.tsx';
import { AddSpouseModal } from '../editor/AddSpouseModal.tsx';
import { DecorModal } from '../editor/DecorModal.tsx';
import { GenerationStylesModal } from '../editor/GenerationStylesModal.tsx';
import { PANEL_SHEET_SHARE, PanelSheet } from '../editor/PanelSheet.tsx';
import { PersonPanel } from '../editor/PersonPanel.tsx';
import { parentOptions } from '../editor/parents.ts';
import { SplitTreeModal } from '../editor/SplitTreeModal.tsx';
import { useTreeEditor } from '../editor/useTreeEditor.ts';

// The export dialog pulls in the PDF code only when opened.
const ExportTreeDialog = lazy(() =>
  import('../export/ExportTreeDialog.tsx').then((m) => ({ default: m.ExportTreeDialog })),
);

/** The person panel: a column beside the canvas on a wide screen, a bottom sheet on a phone. */
const PANEL_WIDTH = 400;

type Dialog =
  | 'children'
  | 'spouse'
  | 'split'
  | 'styles'
  | 'edit'
  | 'export'
  | 'decor-text'
  | 'decor-image'
  | 'decor-edit'
  | null;

/** The first ancestor of an empty tree. */
function FirstPersonForm({
  onSubmit,
  busy,
}: {
  onSubmit: (person: PersonFields) => Promise<unknown>;
  busy: boolean;
}) {
  const [name, setName] = useState('');
  return (
    <Center h="100%" p="md">
      <Stack maw={420} w="100%" gap="sm">
        <Title order={2} size="h3">
          Cây gia phả còn trống
        </Title>
        <Text c="dimmed" size="sm">
          Bắt đầu bằng vị thủy tổ (đời 1); sau đó thêm vợ, con, cháu từ ô của từng người.
        </Text>
        <TextInput label="Họ và tên thủy tổ" value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <Button
          loading={busy}
          disabled={!name.trim()}
          onClick={() => void onSubmit({ name: name.trim(), sex: 'male', generation: 1 })}
        >
          Thêm thủy tổ
        </Button>
      </Stack>
    </Center>
  );
}

/** /tree/{id}: the clan admin's editor of one tree, full screen (empty layout). */
export function TreeEditorPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const editor = useTreeEditor(id);
  const { tree, layout, actions, busy } = editor;
  usePageTitle(tree ? `Sửa cây: ${tree.name}` : 'Sửa cây gia phả');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [selectedDecorId, setSelectedDecorId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  // The children just added: the canvas brings them into view together (with their parent).
  const [justAdded, setJustAdded] = useState<readonly string[] | null>(null);
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const exportGedcom = useExportGedcom();

  const graph = editor.graph.data;
  const personsById = useMemo(() => new Map((graph?.persons ?? []).map((p) => [p.id, p])), [graph]);
  const selected: Person | null = (selectedId ? personsById.get(selectedId) : undefined) ?? null;
  const decors = useMemo(() => parseDecors(tree?.decorNodes ?? []), [tree]);
  const selectedDecor = (selectedDecorId ? decors.find((d) => d.id === selectedDecorId) : undefined) ?? null;
  const hasSpouse =
    selected !== null &&
    (graph?.families ?? []).some(
      (f) =>
        (f.father === selected.id && (f.mother || f.spouses.length > 0)) ||
        (f.mother === selected.id && f.father) ||
        f.spouses.includes(selected.id),
    );

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
              <Button size="xs" variant="default" component={Link} to="/admin/trees">
                Về danh sách cây
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

  const confirmDelete = (person: Person) =>
    openConfirmModal({
      title: 'Xóa khỏi gia phả',
      centered: true,
      children: (
        <Text size="sm">
          Xóa <b>{person.name}</b> khỏi mọi cây gia phả của dòng họ? Các quan hệ cha mẹ, vợ chồng, con cái của
          người này cũng bị gỡ. Không thể hoàn tác.
        </Text>
      ),
      labels: { confirm: 'Xóa', cancel: 'Hủy' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        if (await actions.deletePerson(person)) setSelectedId(null);
      },
    });

  const confirmDeleteDecor = (decorId: string) =>
    openConfirmModal({
      title: 'Xóa trang trí',
      centered: true,
      children: <Text size="sm">Xóa phần trang trí này khỏi cây gia phả?</Text>,
      labels: { confirm: 'Xóa', cancel: 'Hủy' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        if (await actions.deleteDecor(decorId)) setSelectedDecorId(null);
      },
    });

  const isOriginal = graph.tree.type === 'original';
  const toolbar = (
    <Group gap={6} wrap="nowrap">
      <Tooltip label={editor.lastEdit ? `Hoàn tác: ${editor.lastEdit}` : 'Chưa có gì để hoàn tác'}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Hoàn tác"
          disabled={!editor.canUndo || busy}
          onClick={() => void actions.undo()}
        >
          <IconArrowBackUp size={18} />
        </ActionIcon>
      </Tooltip>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label="Thêm thao tác">
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconLayoutDistributeHorizontal size={16} />}
            onClick={() => void actions.autoArrange()}
          >
            Sắp xếp lại tự động
          </Menu.Item>
          <Menu.Item
            leftSection={tree.hideSpouses ? <IconEye size={16} /> : <IconEyeOff size={16} />}
            onClick={() => void actions.setHideSpouses(!tree.hideSpouses)}
          >
            {tree.hideSpouses ? 'Hiện vợ/chồng' : 'Ẩn vợ/chồng'}
          </Menu.Item>
          <Menu.Item leftSection={<IconPalette size={16} />} onClick={() => setDialog('styles')}>
            Kiểu hiển thị theo đời
          </Menu.Item>
          <Menu.Item leftSection={<IconTypography size={16} />} onClick={() => setDialog('decor-text')}>
            Thêm chữ trang trí
          </Menu.Item>
          <Menu.Item leftSection={<IconPhoto size={16} />} onClick={() => setDialog('decor-image')}>
            Thêm ảnh trang trí
          </Menu.Item>
          <Menu.Item leftSection={<IconDownload size={16} />} onClick={() => setDialog('export')}>
            In và xuất tệp (PDF, SVG, PNG)
          </Menu.Item>
          <Menu.Item
            leftSection={exportGedcom.isPending ? <Loader size={16} /> : <IconFileDownload size={16} />}
            disabled={exportGedcom.isPending}
            onClick={() =>
              exportGedcom.mutate(
                { treeId: id, treeName: graph.tree.name },
                {
                  onSuccess: (fileName) => toast.success(`Đã xuất tệp ${fileName}`),
                  onError: (error) => toast.error(errorMessage(error, GEDCOM_EXPORT_FALLBACK)),
                },
              )
            }
          >
            Xuất GEDCOM
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );

  const closePanel = () => {
    setSelectedId(null);
    setDialog(null);
  };
  const panelTitle = dialog === 'edit' ? 'Sửa thông tin' : 'Thông tin';
  const panelContent = (
    <>
      {selected && dialog === 'edit' ? (
        <PersonForm
          key={`${selected.id}:${selected.version}`}
          person={selected}
          compact
          submitting={busy}
          onCancel={() => setDialog(null)}
          onSubmit={async (values) => {
            await actions.updatePerson(selected, { ...values, version: selected.version });
            setDialog(null);
          }}
        />
      ) : selected ? (
        <PersonPanel
          person={selected}
          busy={busy}
          actions={{
            onEdit: () => setDialog('edit'),
            onAddChild: () => setDialog('children'),
            onAddSpouse: () => setDialog('spouse'),
            ...(isOriginal ? { onSplit: () => setDialog('split') } : {}),
            ...(tree.splitPersonIds.includes(selected.id)
              ? { onOpenSplitTree: () => void openSplitTree(selected.id) }
              : {}),
            onDelete: () => confirmDelete(selected),
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
          <Anchor component={Link} to="/admin/trees" aria-label="Về danh sách cây gia phả" c="dimmed">
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
        {toolbar}
      </Group>
      <Box style={{ flex: '1 1 auto', minHeight: 0, display: 'flex' }}>
        <Box style={{ flex: '1 1 auto', minWidth: 0, position: 'relative' }}>
          {tree.persons.length === 0 ? (
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
              onMovePersons={actions.movePersons}
              selectedDecorId={selectedDecorId}
              onSelectDecor={(decorId) => {
                setSelectedDecorId(decorId);
                if (decorId) {
                  setSelectedId(null);
                  if (dialog === 'edit') setDialog(null);
                }
              }}
              onMoveDecor={(decorId, x, y) => void actions.moveDecor(decorId, x, y)}
              onOpenSplitTree={(personId) => void openSplitTree(personId)}
              showPersonIds={justAdded}
              obscured={
                selected && isPhone ? { bottom: Math.round(window.innerHeight * PANEL_SHEET_SHARE) } : {}
              }
            />
          )}
          {selectedDecor ? (
            <Paper
              shadow="md"
              radius="md"
              withBorder
              px="sm"
              py={6}
              role="region"
              aria-label="Trang trí đang chọn"
              style={{
                position: 'absolute',
                left: '50%',
                bottom: 16,
                transform: 'translateX(-50%)',
                zIndex: 5,
              }}
            >
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" fw={500} lineClamp={1} maw={220}>
                  {selectedDecor.type === 'text'
                    ? selectedDecor.data.text
                    : selectedDecor.data.alt || 'Ảnh trang trí'}
                </Text>
                <Button size="compact-sm" variant="default" onClick={() => setDialog('decor-edit')}>
                  Sửa
                </Button>
                <Button
                  size="compact-sm"
                  color="red"
                  variant="light"
                  disabled={busy}
                  onClick={() => confirmDeleteDecor(selectedDecor.id)}
                >
                  Xóa
                </Button>
                <CloseButton
                  size="sm"
                  aria-label="Bỏ chọn trang trí"
                  onClick={() => setSelectedDecorId(null)}
                />
              </Group>
            </Paper>
          ) : null}
        </Box>
        {selected && !isPhone ? (
          <Box
            component="aside"
            aria-label={panelTitle}
            w={PANEL_WIDTH}
            p="md"
            style={{
              flex: '0 0 auto',
              borderLeft: '1px solid var(--mantine-color-gray-3)',
              overflowY: 'auto',
            }}
          >
            <Group justify="space-between" mb="sm">
              <Text fw={600}>{panelTitle}</Text>
              <CloseButton aria-label="Đóng" onClick={closePanel} />
            </Group>
            {panelContent}
          </Box>
        ) : null}
      </Box>

      {selected && isPhone ? (
        <PanelSheet title={panelTitle} onClose={closePanel}>
          {panelContent}
        </PanelSheet>
      ) : null}

      {selected ? (
        <>
          <AddChildrenModal
            key={`children-${selected.id}`}
            opened={dialog === 'children'}
            onClose={() => setDialog(null)}
            parentName={selected.name}
            parentChoices={parentOptions(selected, tree.families, personsById)}
            submitting={busy}
            onSubmit={async (parents, children) => {
              const [only] = children;
              const added =
                children.length === 1 && only
                  ? await actions.addChild(parents, only).then((r) => (r ? [r.child] : null))
                  : await actions.addChildren(parents, children).then((r) => r?.added ?? null);
              if (added && added.length > 0) setJustAdded([selected.id, ...added.map((child) => child.id)]);
              return added !== null;
            }}
          />
          <AddSpouseModal
            key={`spouse-${selected.id}`}
            opened={dialog === 'spouse'}
            onClose={() => setDialog(null)}
            person={selected}
            hasSpouse={hasSpouse}
            submitting={busy}
            onSubmit={async (spouse, separate) =>
              (await actions.addSpouse(selected.id, spouse, separate)) !== null
            }
          />
          <SplitTreeModal
            key={`split-${selected.id}`}
            opened={dialog === 'split'}
            onClose={() => setDialog(null)}
            personName={selected.name}
            submitting={busy}
            onSubmit={async (name) => {
              const result = await actions.split(selected.id, name);
              if (result) navigate(`/tree/${result.tree._id}`);
              return result !== null;
            }}
          />
        </>
      ) : null}
      <GenerationStylesModal
        opened={dialog === 'styles'}
        onClose={() => setDialog(null)}
        sizes={tree.generationSizes}
        saving={busy}
        onSave={async (sizes) => (await actions.saveGenerationSizes(sizes, tree.generationSizes)) !== null}
      />
      {dialog === 'decor-text' || dialog === 'decor-image' ? (
        <DecorModal
          opened
          onClose={() => setDialog(null)}
          kind={dialog === 'decor-text' ? 'text' : 'image'}
          submitting={busy}
          onSubmit={async (draft) => (await actions.addDecor(draft)) !== null}
        />
      ) : null}
      {dialog === 'decor-edit' && selectedDecor ? (
        <DecorModal
          opened
          onClose={() => setDialog(null)}
          kind={selectedDecor.type}
          initial={selectedDecor}
          submitting={busy}
          onSubmit={async (draft) => (await actions.updateDecor(selectedDecor.id, draft)) !== null}
        />
      ) : null}
      {dialog === 'export' ? (
        <Suspense fallback={null}>
          <ExportTreeDialog
            opened
            onClose={() => setDialog(null)}
            tree={tree}
            selectedPersonId={selectedId}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
