import { computeTreeLayout } from '@giapha/genealogy';
import { Alert, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { CanvasTree } from '../model.ts';
import { branchOf } from './branch.ts';
import { ExportSettingsFields } from './dialog/ExportSettingsFields.tsx';
import {
  DEFAULT_EXPORT_SETTINGS,
  type ExportScope,
  type ExportSettings,
  exportFileBaseName,
  exportSummary,
  formatNumber,
  pageOptionsOf,
  posterOptionsOf,
  smallestFontSize,
  verticalFromError,
} from './dialog/export-settings.ts';
import { useExportRun } from './dialog/useExportRun.ts';
import { MAX_TILED_PAGES, planPages } from './pages.ts';
import { pngSize, pngSizeProblem } from './png.ts';
import { posterSize } from './poster.ts';

export interface ExportTreeDialogProps {
  opened: boolean;
  onClose(): void;
  tree: CanvasTree;
  /** The person whose branch can be exported (the one selected on the canvas). */
  selectedPersonId?: string | null;
}

/** Export the whole tree or a branch as PDF (poster or tiled A4), SVG or PNG. */
export function ExportTreeDialog({ opened, onClose, tree, selectedPersonId }: ExportTreeDialogProps) {
  const [settings, setSettings] = useState<ExportSettings>(DEFAULT_EXPORT_SETTINGS);
  const update = (patch: Partial<ExportSettings>) => setSettings((current) => ({ ...current, ...patch }));
  const { format, bands, vertical, verticalFrom, title } = settings;
  const run = useExportRun();

  const selected = useMemo(
    () => (selectedPersonId ? (tree.persons.find((p) => p.id === selectedPersonId) ?? null) : null),
    [tree, selectedPersonId],
  );
  const effectiveScope: ExportScope = settings.scope === 'branch' && selected ? 'branch' : 'tree';
  const branchPerson = effectiveScope === 'branch' ? selected : null;

  const exportTree = useMemo(
    () => (!opened ? null : branchPerson ? branchOf(tree, branchPerson.id) : tree),
    [opened, branchPerson, tree],
  );
  const layout = useMemo(() => (exportTree ? computeTreeLayout(exportTree) : null), [exportTree]);

  const verticalError = verticalFromError(vertical, verticalFrom);
  const posterOptions = useMemo(
    () => posterOptionsOf({ bands, vertical, verticalFrom, title }, tree.name, branchPerson),
    [bands, vertical, verticalFrom, title, tree.name, branchPerson],
  );
  const size = useMemo(
    () => (exportTree && layout ? posterSize(exportTree, layout, posterOptions) : null),
    [exportTree, layout, posterOptions],
  );
  const smallestFont = useMemo(() => smallestFontSize(tree), [tree]);

  const pageOptions = pageOptionsOf(settings);
  const pngScale = Number(settings.pngScale) || 1;
  const plan = size && format === 'pdf' ? planPages(size.width, size.height, pageOptions) : null;
  const png = size && format === 'png' ? pngSize(size, pngScale) : null;
  const pngProblem = png ? pngSizeProblem(png) : null;
  const tooManyPages = plan !== null && plan.pages.length > MAX_TILED_PAGES;
  const empty = layout !== null && layout.boxes.size === 0;
  const summary = exportSummary(plan, png, pngProblem, smallestFont, settings.paper);
  const { running, error } = run;

  const close = () => {
    run.reset();
    onClose();
  };

  const start = () => {
    if (!exportTree || running || verticalError) return;
    void run.start(
      {
        tree: exportTree,
        format,
        poster: posterOptions,
        page: pageOptions,
        pngScale,
        embedSvgFonts: settings.embedSvgFonts,
        fileName: exportFileBaseName(tree.name, branchPerson),
      },
      onClose,
    );
  };

  const percent = Math.round((run.progress ?? 0) * 100);

  return (
    <Modal opened={opened} onClose={close} title="Xuất cây gia phả" size="lg">
      <Stack gap="md">
        <ExportSettingsFields
          settings={settings}
          onChange={update}
          scope={effectiveScope}
          selectedName={selected?.name ?? null}
          titlePlaceholder={posterOptions.title ?? tree.name}
          verticalError={verticalError}
          disabled={running}
        />

        {summary ? (
          <Text size="sm" c="dimmed">
            {summary}
          </Text>
        ) : null}
        {tooManyPages && plan ? (
          <Alert color="orange" title="Quá nhiều trang">
            {`Cần ${formatNumber(plan.pages.length)} trang, quá ${MAX_TILED_PAGES} trang cho một lần in. Hãy chọn cỡ in nhỏ hơn, in một tờ áp phích hoặc xuất một nhánh.`}
          </Alert>
        ) : null}
        {pngProblem ? (
          <Alert color="orange" title="Ảnh quá lớn">
            {pngProblem}
          </Alert>
        ) : null}
        {empty ? (
          <Alert color="gray" title="Cây chưa có ai">
            Cây chỉ có tiêu đề: hãy thêm người vào cây trước khi xuất.
          </Alert>
        ) : null}
        {error ? (
          <Alert color="red" title="Không xuất được tệp" role="alert">
            {error}
          </Alert>
        ) : null}

        {running ? (
          <Stack gap={4}>
            <Progress value={percent} animated aria-label="Tiến độ xuất tệp" />
            <Text size="sm" aria-live="polite">
              Đang xuất… {percent}%
            </Text>
          </Stack>
        ) : null}

        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={running ? run.stop : close}>
            {running ? 'Dừng' : 'Hủy'}
          </Button>
          <Button
            onClick={start}
            loading={running}
            disabled={!exportTree || tooManyPages || pngProblem !== null || verticalError !== null}
          >
            Xuất tệp
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
