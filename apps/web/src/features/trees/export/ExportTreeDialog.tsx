import {
  Alert,
  Button,
  Group,
  Modal,
  Progress,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { NumericInput } from '../../../components/NumericInput.tsx';
import { downloadBlob } from '../../../lib/download-file.ts';
import { toast } from '../../../lib/toast.ts';
import { type CanvasTree, computeTreeLayout } from '../model.ts';
import { branchOf } from './branch.ts';
import { fileSlug } from './download.ts';
import {
  DEFAULT_TILE_SCALE,
  MAX_TILED_PAGES,
  type Orientation,
  PAPER_SIZES,
  type PaperSize,
  planPages,
} from './pages.ts';
import { pngSize, pngSizeProblem } from './png.ts';
import { type PosterOptions, posterSize } from './poster.ts';
import type { ExportFormat, ExportJob } from './run-export.ts';

export interface ExportTreeDialogProps {
  opened: boolean;
  onClose(): void;
  tree: CanvasTree;
  /** The person whose branch can be exported (the one selected on the canvas). */
  selectedPersonId?: string | null;
}

type Scope = 'tree' | 'branch';
type PageMode = 'poster' | 'tiled';

const TILE_SCALES = [
  { value: '0.4', label: 'Nhỏ (40 %)' },
  { value: '0.6', label: 'Vừa (60 %)' },
  { value: '0.8', label: 'Lớn (80 %)' },
  { value: '1', label: 'Như trên màn hình (100 %)' },
];
const PNG_SCALES = [
  { value: '0.25', label: '25 %' },
  { value: '0.5', label: '50 %' },
  { value: '1', label: '100 %' },
  { value: '2', label: '200 % (nét hơn)' },
];
/** Below this size (points) printed names are hard to read. */
const READABLE_PT = 6;

const formatNumber = (n: number, digits = 0) =>
  new Intl.NumberFormat('vi-VN', { maximumFractionDigits: digits, minimumFractionDigits: 0 }).format(n);

function isPaperSize(value: string | null): value is PaperSize {
  return PAPER_SIZES.some((size) => size === value);
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Đã có lỗi khi xuất tệp. Vui lòng thử lại.';
}

/** Export the whole tree or a branch as PDF (poster or tiled A4), SVG or PNG. */
export function ExportTreeDialog({ opened, onClose, tree, selectedPersonId }: ExportTreeDialogProps) {
  const [scope, setScope] = useState<Scope>('tree');
  const [format, setFormat] = useState<ExportFormat>('pdf');
  const [pageMode, setPageMode] = useState<PageMode>('poster');
  const [paper, setPaper] = useState<PaperSize>('A1');
  const [orientation, setOrientation] = useState<Orientation>('landscape');
  const [tileScale, setTileScale] = useState(String(DEFAULT_TILE_SCALE));
  const [pngScale, setPngScale] = useState('1');
  const [bands, setBands] = useState(true);
  const [vertical, setVertical] = useState(false);
  const [verticalFrom, setVerticalFrom] = useState('5');
  const [embedSvgFonts, setEmbedSvgFonts] = useState(false);
  const [title, setTitle] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  const selected = useMemo(
    () => (selectedPersonId ? (tree.persons.find((p) => p.id === selectedPersonId) ?? null) : null),
    [tree, selectedPersonId],
  );
  const effectiveScope: Scope = scope === 'branch' && selected ? 'branch' : 'tree';

  // Stop a running export when the dialog goes away.
  useEffect(() => () => abortRef.current?.abort(), []);

  const exportTree = useMemo(
    () => (!opened ? null : effectiveScope === 'branch' && selected ? branchOf(tree, selected.id) : tree),
    [opened, effectiveScope, selected, tree],
  );
  const layout = useMemo(() => (exportTree ? computeTreeLayout(exportTree) : null), [exportTree]);

  const verticalFromNumber = Number(verticalFrom);
  const verticalError =
    vertical &&
    !(Number.isInteger(verticalFromNumber) && verticalFromNumber >= 1 && verticalFromNumber <= 500)
      ? 'Nhập số đời từ 1 đến 500'
      : null;

  const posterOptions = useMemo((): PosterOptions => {
    const options: PosterOptions = {
      bands,
      verticalNamesFrom: vertical && !verticalError ? verticalFromNumber : null,
    };
    const customTitle = title.trim();
    if (customTitle) options.title = customTitle;
    else if (effectiveScope === 'branch' && selected) options.title = `${tree.name} — nhánh ${selected.name}`;
    return options;
  }, [bands, vertical, verticalError, verticalFromNumber, title, effectiveScope, selected, tree.name]);

  const size = useMemo(
    () => (exportTree && layout ? posterSize(exportTree, layout, posterOptions) : null),
    [exportTree, layout, posterOptions],
  );
  const smallestFont = useMemo(() => {
    const sizes = Object.values(tree.generationSizes).map((s) => s.fontSize);
    return Math.min(...sizes.filter((s) => s > 0), 12);
  }, [tree.generationSizes]);

  const pageOptions = {
    paper: pageMode === 'tiled' ? ('A4' as const) : paper,
    orientation,
    tiled: pageMode === 'tiled',
    scale: Number(tileScale) || DEFAULT_TILE_SCALE,
  };
  const plan = size && format === 'pdf' ? planPages(size.width, size.height, pageOptions) : null;
  const png = size && format === 'png' ? pngSize(size, Number(pngScale) || 1) : null;
  const pngProblem = png ? pngSizeProblem(png) : null;
  const tooManyPages = plan !== null && plan.pages.length > MAX_TILED_PAGES;
  const empty = layout !== null && layout.boxes.size === 0;
  const running = progress !== null;

  let summary: string | null = null;
  if (plan) {
    const printed = smallestFont * plan.scale;
    const fontNote = `tên in cỡ khoảng ${formatNumber(printed, 1)} pt`;
    summary = plan.tiled
      ? `${formatNumber(plan.pages.length)} trang A4 (${plan.rows} hàng × ${plan.cols} cột), ${fontNote}.`
      : `Một tờ ${paper}, ${fontNote}.`;
    if (!plan.tiled && printed < READABLE_PT) {
      summary += ' Chữ nhỏ khó đọc: chọn khổ giấy lớn hơn, ghép nhiều trang A4 hoặc xuất một nhánh.';
    }
  } else if (png && !pngProblem) {
    summary = `Ảnh ${formatNumber(png.width)} × ${formatNumber(png.height)} điểm ảnh.`;
  }

  const close = () => {
    abortRef.current?.abort();
    abortRef.current = null;
    setProgress(null);
    setError(null);
    onClose();
  };

  const baseName =
    effectiveScope === 'branch' && selected
      ? `${fileSlug(tree.name)}-nhanh-${fileSlug(selected.name, 'nguoi')}`
      : fileSlug(tree.name);

  const start = async () => {
    if (!exportTree || running || verticalError) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setError(null);
    setProgress(0);
    try {
      const { runExport } = await import('./run-export.ts');
      const job: ExportJob = {
        tree: exportTree,
        format,
        poster: posterOptions,
        page: pageOptions,
        pngScale: Number(pngScale) || 1,
        embedSvgFonts,
        fileName: baseName,
      };
      const result = await runExport(
        job,
        (fraction) => {
          if (!controller.signal.aborted) setProgress(fraction);
        },
        controller.signal,
      );
      if (controller.signal.aborted) return;
      downloadBlob(result.blob, result.filename);
      toast.success('Đã xuất tệp', result.filename);
      abortRef.current = null;
      setProgress(null);
      onClose();
    } catch (caught) {
      if (controller.signal.aborted || isAbort(caught)) return;
      const message = errorMessage(caught);
      setError(message);
      toast.error('Không xuất được tệp', message);
      setProgress(null);
      abortRef.current = null;
    }
  };

  const cancel = () => {
    abortRef.current?.abort();
    abortRef.current = null;
    setProgress(null);
  };

  const percent = Math.round((progress ?? 0) * 100);

  return (
    <Modal opened={opened} onClose={close} title="Xuất cây gia phả" size="lg">
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Phạm vi
          </Text>
          <SegmentedControl
            aria-label="Phạm vi"
            disabled={running}
            data={[
              { value: 'tree', label: 'Cả cây' },
              {
                value: 'branch',
                label: selected ? `Nhánh của ${selected.name}` : 'Một nhánh (chọn người trên cây trước)',
                disabled: !selected,
              },
            ]}
            value={effectiveScope}
            onChange={(value) => setScope(value === 'branch' ? 'branch' : 'tree')}
          />
        </Stack>

        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Định dạng
          </Text>
          <SegmentedControl
            aria-label="Định dạng"
            disabled={running}
            data={[
              { value: 'pdf', label: 'PDF (in ấn)' },
              { value: 'svg', label: 'SVG (vector)' },
              { value: 'png', label: 'PNG (ảnh)' },
            ]}
            value={format}
            onChange={(value) => setFormat(value === 'svg' ? 'svg' : value === 'png' ? 'png' : 'pdf')}
          />
        </Stack>

        {format === 'pdf' ? (
          <Stack gap="sm">
            <SegmentedControl
              aria-label="Cách in"
              disabled={running}
              data={[
                { value: 'poster', label: 'Một tờ áp phích (A0–A4)' },
                { value: 'tiled', label: 'Ghép nhiều trang A4' },
              ]}
              value={pageMode}
              onChange={(value) => setPageMode(value === 'tiled' ? 'tiled' : 'poster')}
            />
            <Group grow align="flex-start">
              {pageMode === 'poster' ? (
                <Select
                  label="Khổ giấy"
                  data={PAPER_SIZES.map((p) => ({ value: p, label: p }))}
                  value={paper}
                  onChange={(value) => {
                    if (isPaperSize(value)) setPaper(value);
                  }}
                  allowDeselect={false}
                  disabled={running}
                />
              ) : (
                <Select
                  label="Cỡ in"
                  data={TILE_SCALES}
                  value={tileScale}
                  onChange={(value) => setTileScale(value ?? String(DEFAULT_TILE_SCALE))}
                  allowDeselect={false}
                  disabled={running}
                />
              )}
              <Select
                label="Hướng giấy"
                data={[
                  { value: 'landscape', label: 'Ngang' },
                  { value: 'portrait', label: 'Dọc' },
                ]}
                value={orientation}
                onChange={(value) => setOrientation(value === 'portrait' ? 'portrait' : 'landscape')}
                allowDeselect={false}
                disabled={running}
              />
            </Group>
          </Stack>
        ) : null}

        {format === 'png' ? (
          <Select
            label="Độ lớn ảnh"
            data={PNG_SCALES}
            value={pngScale}
            onChange={(value) => setPngScale(value ?? '1')}
            allowDeselect={false}
            disabled={running}
          />
        ) : null}

        {format === 'svg' ? (
          <Switch
            label="Nhúng phông chữ (tệp lớn hơn khoảng 1,7 MB, hiển thị giống hệt trên mọi máy)"
            checked={embedSvgFonts}
            onChange={(event) => setEmbedSvgFonts(event.currentTarget.checked)}
            disabled={running}
          />
        ) : null}

        <TextInput
          label="Tiêu đề"
          placeholder={posterOptions.title ?? tree.name}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          disabled={running}
        />

        <Switch
          label="Dải màu và nhãn theo đời (Đời 1, Đời 2…)"
          checked={bands}
          onChange={(event) => setBands(event.currentTarget.checked)}
          disabled={running}
        />
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <Switch
            mt={6}
            label="Viết tên theo chiều dọc từ đời"
            checked={vertical}
            onChange={(event) => setVertical(event.currentTarget.checked)}
            disabled={running}
          />
          <NumericInput
            aria-label="Viết tên theo chiều dọc từ đời"
            w={90}
            value={verticalFrom}
            onChange={(event) => setVerticalFrom(event.currentTarget.value)}
            disabled={!vertical || running}
            error={verticalError}
          />
        </Group>

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
          <Button variant="default" onClick={running ? cancel : close}>
            {running ? 'Dừng' : 'Hủy'}
          </Button>
          <Button
            onClick={() => void start()}
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
