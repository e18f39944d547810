import { ActionIcon, Group, Loader, Menu, Tooltip } from '@mantine/core';
import {
  IconArrowBackUp,
  IconDownload,
  IconEye,
  IconEyeOff,
  IconFileDownload,
  IconPalette,
  IconPhoto,
  IconTypography,
} from '@tabler/icons-react';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { GEDCOM_EXPORT_FALLBACK, useExportGedcom } from '../api/exportGedcom.ts';
import { AutoArrangeMenuItem, EditorMoreMenu } from './EditorMoreMenu.tsx';
import type { EditorDialog, TreeEditorActions } from './editor-dialog.ts';

export interface EditorToolbarProps {
  treeId: string;
  treeName: string;
  hideSpouses: boolean;
  canUndo: boolean;
  /** What the undo button would take back. */
  lastEdit: string | undefined;
  busy: boolean;
  actions: Pick<TreeEditorActions, 'undo' | 'autoArrange' | 'setHideSpouses'>;
  onOpenDialog(dialog: EditorDialog): void;
  /**
   * Whole-tree settings (arrangement, spouses shown, styles, decorations): admins only. A branch keeper
   * (issue 24) keeps undo and the exports.
   */
  treeSettings?: boolean;
}

/** Undo, and the menu of whole-tree actions: arrange, spouses, styles, decorations, exports. */
export function EditorToolbar({
  treeId,
  treeName,
  hideSpouses,
  canUndo,
  lastEdit,
  busy,
  actions,
  onOpenDialog,
  treeSettings = true,
}: EditorToolbarProps) {
  const exportGedcom = useExportGedcom();
  return (
    <Group gap={6} wrap="nowrap">
      <Tooltip label={lastEdit ? `Hoàn tác: ${lastEdit}` : 'Chưa có gì để hoàn tác'}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Hoàn tác"
          disabled={!canUndo || busy}
          onClick={() => void actions.undo()}
        >
          <IconArrowBackUp size={18} />
        </ActionIcon>
      </Tooltip>
      <EditorMoreMenu>
        {treeSettings ? <AutoArrangeMenuItem onClick={() => void actions.autoArrange()} /> : null}
        {treeSettings ? (
          <>
            <Menu.Item
              leftSection={hideSpouses ? <IconEye size={16} /> : <IconEyeOff size={16} />}
              onClick={() => void actions.setHideSpouses(!hideSpouses)}
            >
              {hideSpouses ? 'Hiện vợ/chồng' : 'Ẩn vợ/chồng'}
            </Menu.Item>
            <Menu.Item leftSection={<IconPalette size={16} />} onClick={() => onOpenDialog('styles')}>
              Kiểu hiển thị theo đời
            </Menu.Item>
            <Menu.Item leftSection={<IconTypography size={16} />} onClick={() => onOpenDialog('decor-text')}>
              Thêm chữ trang trí
            </Menu.Item>
            <Menu.Item leftSection={<IconPhoto size={16} />} onClick={() => onOpenDialog('decor-image')}>
              Thêm ảnh trang trí
            </Menu.Item>
          </>
        ) : null}
        <Menu.Item leftSection={<IconDownload size={16} />} onClick={() => onOpenDialog('export')}>
          In và xuất tệp (PDF, SVG, PNG)
        </Menu.Item>
        {(['5.5.1', '7.0'] as const).map((version) => (
          <Menu.Item
            key={version}
            leftSection={exportGedcom.isPending ? <Loader size={16} /> : <IconFileDownload size={16} />}
            disabled={exportGedcom.isPending}
            onClick={() =>
              exportGedcom.mutate(
                { treeId, treeName, version },
                {
                  onSuccess: (fileName) => toast.success(`Đã xuất tệp ${fileName}`),
                  onError: (error) => toast.error(errorMessage(error, GEDCOM_EXPORT_FALLBACK)),
                },
              )
            }
          >
            {version === '7.0' ? 'Xuất GEDCOM 7.0' : 'Xuất GEDCOM'}
          </Menu.Item>
        ))}
      </EditorMoreMenu>
    </Group>
  );
}
