import type { Draft } from '@giapha/contract';
import { Alert, Anchor, Badge, Box, Button, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { openConfirmModal } from '@mantine/modals';
import { IconAlertTriangle, IconArrowLeft, IconCircleCheck, IconEye, IconUpload } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../lib/site-setting.ts';
import {
  AutoArrangeMenuItem,
  EditorMoreMenu,
  EditorSidePanel,
  PANEL_SHEET_SHARE,
  PersonPanel,
  TreeCanvas,
} from '../../trees/index.ts';
import { DraftLoader } from '../components/DraftLoader.tsx';
import { WarningList } from '../components/DraftReport.tsx';
import { PublishDraftModal } from '../components/PublishDraftModal.tsx';
import { DraftNodePanel } from '../editor/DraftNodePanel.tsx';
import { deleteNode, mergeNodes, moveToFamily, updateNode } from '../editor/draftEdits.ts';
import { useDraftEditor } from '../editor/useDraftEditor.ts';
import { DRAFTS_PATH, draftPreviewPath, treePath } from '../texts.ts';

/** The side panel: a column beside the canvas on a wide screen, a bottom sheet on a phone. */
const PANEL_WIDTH = 360;
/** The admin layout's header (60 px) and its main area's padding above and below. */
const FRAME_HEIGHT = 'calc(100dvh - 60px - 2 * var(--mantine-spacing-md))';

type Panel = 'person' | 'warnings' | null;

/** /admin/ai-trees/edit/{id}: the draft on the tree canvas, corrected person by person before publishing. */
export function DraftEditPage() {
  usePageTitle('Sửa cây gia phả nháp');
  const { id = '' } = useParams();
  return <DraftLoader id={id}>{(draft) => <DraftEditor draft={draft} />}</DraftLoader>;
}

function DraftEditor({ draft }: { draft: Draft }) {
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const editor = useDraftEditor(draft);
  const readOnly = draft.status === 'published';
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [panel, setPanel] = useState<Panel>(null);
  const [publishing, setPublishing] = useState(false);

  const content = { nodes: draft.nodes, families: draft.families };
  const selectedNode = (selectedId ? draft.nodes.find((n) => n.id === selectedId) : undefined) ?? null;
  const selectedPerson =
    (selectedId ? editor.tree.persons.find((p) => p.id === selectedId) : undefined) ?? null;
  const shown: Panel = panel === 'person' && !selectedNode ? null : panel;

  const select = (personId: string | null) => {
    setSelectedId(personId);
    setPanel(personId ? 'person' : panel === 'warnings' ? 'warnings' : null);
  };
  const closePanel = () => {
    setSelectedId(null);
    setPanel(null);
  };

  const confirmMerge = (keepId: string, otherId: string) => {
    const keep = draft.nodes.find((n) => n.id === keepId);
    const other = draft.nodes.find((n) => n.id === otherId);
    if (!keep || !other) return;
    openConfirmModal({
      title: 'Gộp người trùng',
      centered: true,
      children: (
        <Text size="sm">
          Gộp <b>{other.name}</b> vào <b>{keep.name}</b>? {other.name} sẽ bị xóa khỏi cây nháp; mọi quan hệ
          gia đình của người đó chuyển sang {keep.name}.
        </Text>
      ),
      labels: { confirm: 'Gộp', cancel: 'Hủy' },
      onConfirm: () =>
        void editor.edit((c) => mergeNodes(c, keepId, otherId), `Đã gộp ${other.name} vào ${keep.name}`),
    });
  };

  const confirmDelete = (nodeId: string) => {
    const node = draft.nodes.find((n) => n.id === nodeId);
    if (!node) return;
    openConfirmModal({
      title: 'Xóa khỏi cây nháp',
      centered: true,
      children: (
        <Text size="sm">
          Xóa <b>{node.name}</b> khỏi cây nháp? Các gia đình của người này không còn nhắc tới người này; gia
          đình nào không còn ai sẽ bị bỏ.
        </Text>
      ),
      labels: { confirm: 'Xóa', cancel: 'Hủy' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void editor
          .edit((c) => deleteNode(c, nodeId), `Đã xóa ${node.name} khỏi cây nháp`)
          .then((saved) => {
            if (saved) closePanel();
          }),
    });
  };

  const panelTitle = shown === 'warnings' ? 'Dòng chưa đọc được' : readOnly ? 'Thông tin' : 'Sửa thông tin';
  let panelContent: ReactNode = null;
  if (shown === 'warnings') {
    panelContent = <WarningList draft={draft} />;
  } else if (shown === 'person' && selectedNode) {
    panelContent =
      readOnly && selectedPerson ? (
        <PersonPanel person={selectedPerson} />
      ) : (
        <DraftNodePanel
          // A fresh form when the node itself changes (saved, merged or loaded again), not on a position save.
          key={`${selectedNode.id}:${JSON.stringify([
            selectedNode.name,
            selectedNode.sex,
            selectedNode.generation,
            selectedNode.ordinalNumber,
            selectedNode.deceased,
          ])}`}
          node={selectedNode}
          content={content}
          busy={editor.busy}
          onSave={(fields) => editor.edit((c) => updateNode(c, selectedNode.id, fields), '')}
          onMove={(familyId) =>
            editor.edit(
              (c) => moveToFamily(c, selectedNode.id, familyId),
              familyId
                ? `Đã chuyển ${selectedNode.name} sang gia đình mới`
                : `Đã bỏ ${selectedNode.name} khỏi gia đình cha mẹ`,
            )
          }
          onMerge={(otherId) => confirmMerge(selectedNode.id, otherId)}
          onDelete={() => confirmDelete(selectedNode.id)}
        />
      );
  }

  return (
    <Stack gap="xs" h={FRAME_HEIGHT} mih={420}>
      <Group justify="space-between" gap="xs" wrap="wrap" style={{ flex: '0 0 auto' }}>
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 220px' }}>
          <Anchor
            component={Link}
            to={draftPreviewPath(draft.id)}
            aria-label="Về trang xem trước"
            c="dimmed"
            style={{ display: 'flex' }}
          >
            <IconArrowLeft size={20} />
          </Anchor>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={1} size="h4" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
              {draft.name}
            </Title>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {draft.nodeCount.toLocaleString('vi-VN')} người · {draft.familyCount.toLocaleString('vi-VN')}{' '}
              gia đình{editor.busy ? ' · đang lưu…' : ''}
            </Text>
          </Stack>
        </Group>
        <Group gap={6} wrap="nowrap">
          {draft.warnings.length > 0 ? (
            <Button
              size="xs"
              variant={shown === 'warnings' ? 'light' : 'default'}
              color="orange"
              leftSection={<IconAlertTriangle size={16} />}
              rightSection={
                <Badge size="xs" color="orange" variant="filled" circle={draft.warnings.length < 10}>
                  {draft.warnings.length.toLocaleString('vi-VN')}
                </Badge>
              }
              aria-pressed={shown === 'warnings'}
              aria-label={`Cảnh báo khi nhập (${draft.warnings.length})`}
              onClick={() => {
                if (shown === 'warnings') setPanel(null);
                else {
                  setSelectedId(null);
                  setPanel('warnings');
                }
              }}
            >
              Cảnh báo
            </Button>
          ) : null}
          {readOnly ? null : (
            <Button size="xs" leftSection={<IconUpload size={16} />} onClick={() => setPublishing(true)}>
              Xuất bản
            </Button>
          )}
          <EditorMoreMenu>
            <Menu.Item leftSection={<IconEye size={16} />} component={Link} to={draftPreviewPath(draft.id)}>
              Xem trước
            </Menu.Item>
            {readOnly ? null : <AutoArrangeMenuItem onClick={editor.autoArrange} />}
            <Menu.Item leftSection={<IconArrowLeft size={16} />} component={Link} to={DRAFTS_PATH}>
              Danh sách cây nháp
            </Menu.Item>
          </EditorMoreMenu>
        </Group>
      </Group>

      {readOnly ? (
        <Alert
          color="green"
          variant="light"
          icon={<IconCircleCheck size={20} />}
          title="Cây nháp này đã được xuất bản"
          style={{ flex: '0 0 auto' }}
        >
          <Group gap="sm" justify="space-between">
            <Text size="sm">Bản nháp chỉ còn để xem; hãy sửa trên cây gia phả đã xuất bản.</Text>
            {draft.treeId ? (
              <Button size="xs" component={Link} to={treePath(draft.treeId)}>
                Mở cây gia phả
              </Button>
            ) : null}
          </Group>
        </Alert>
      ) : null}

      <Box
        style={{
          flex: '1 1 auto',
          minHeight: 0,
          display: 'flex',
          border: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 'var(--mantine-radius-md)',
          overflow: 'hidden',
        }}
      >
        <Box style={{ flex: '1 1 auto', minWidth: 0, position: 'relative' }}>
          <TreeCanvas
            tree={editor.tree}
            layout={editor.layout}
            editable={!readOnly}
            selectedPersonId={selectedId}
            onSelectPerson={select}
            onMovePersons={editor.movePersons}
            obscured={shown && isPhone ? { bottom: Math.round(window.innerHeight * PANEL_SHEET_SHARE) } : {}}
          />
        </Box>
        {shown ? (
          <EditorSidePanel
            title={panelTitle}
            onClose={closePanel}
            isPhone={isPhone}
            width={PANEL_WIDTH}
            titleNoWrap
          >
            {panelContent}
          </EditorSidePanel>
        ) : null}
      </Box>

      {publishing ? (
        <PublishDraftModal draft={draft} opened={publishing} onClose={() => setPublishing(false)} />
      ) : null}
    </Stack>
  );
}
