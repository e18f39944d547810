import {
  type ImportMapping,
  type ImportResult,
  type ImportRowResult,
  type ImportSheet,
  MAX_IMPORT_BYTES,
  MESSAGES,
} from '@giapha/contract';
import { formatVnd } from '@giapha/genealogy';
import {
  Alert,
  Badge,
  Button,
  FileButton,
  Group,
  Paper,
  Progress,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Stepper,
  Switch,
  Table,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconAlertCircle,
  IconArrowLeft,
  IconCircleCheck,
  IconEye,
  IconFileSpreadsheet,
  IconFileUpload,
  IconUpload,
} from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { type DragEvent, useRef, useState } from 'react';
import { tablePagination } from '../../../components/table-pagination.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { IMPORT_DONATIONS_FALLBACK, useImportDonations } from '../api/importDonations.ts';
import { IMPORT_ACCEPT, IMPORT_PREVIEW_FALLBACK, useImportPreview } from '../api/importPreview.ts';
import { formatPaidAt } from './AdminLedger.tsx';

type MappingField = keyof ImportMapping;
/** The wizard's mapping: a column index per field, or null while none is chosen. */
type DraftMapping = Record<MappingField, number | null>;

const MAPPING_FIELDS: readonly { field: MappingField; label: string; required: boolean }[] = [
  { field: 'paidAt', label: 'Thời gian', required: true },
  { field: 'amount', label: 'Số tiền', required: true },
  { field: 'note', label: 'Nội dung', required: false },
  { field: 'reference', label: 'Mã giao dịch', required: false },
  { field: 'donorName', label: 'Người chuyển', required: false },
];

/** How many of the sheet's rows step 2 shows under their headers. */
const SAMPLE_ROWS = 5;
const PREVIEW_PAGE_SIZE = 20;

export const IMPORT_STATUS_LABELS: Record<ImportRowResult['status'], string> = {
  new: 'Mới',
  duplicate: 'Trùng',
  skipped: 'Bỏ qua',
  invalid: 'Lỗi',
};
const IMPORT_STATUS_COLORS: Record<ImportRowResult['status'], string> = {
  new: 'green',
  duplicate: 'gray',
  skipped: 'yellow',
  invalid: 'red',
};

function hasFiles(event: DragEvent): boolean {
  return [...event.dataTransfer.types].includes('Files');
}

function columnLabel(sheet: ImportSheet, index: number): string {
  const header = sheet.headers[index]?.trim();
  return header ? header : `Cột ${index + 1}`;
}

function columnCount(sheet: ImportSheet): number {
  return Math.max(sheet.headers.length, ...sheet.rows.slice(0, SAMPLE_ROWS).map((row) => row.length));
}

const NO_MAPPING: DraftMapping = { paidAt: null, amount: null, note: null, reference: null, donorName: null };

function draftFrom(sheet: ImportSheet): DraftMapping {
  return { ...NO_MAPPING, ...sheet.suggestedMapping };
}

/** The mapping the API takes, once both required columns are chosen. */
function completeMapping(draft: DraftMapping): ImportMapping | null {
  if (draft.paidAt === null || draft.amount === null) return null;
  return { ...draft, paidAt: draft.paidAt, amount: draft.amount };
}

// ---------------------------------------------------------------------------------------------
// Step 1: the file

function FileStep({ onSheet }: { onSheet: (sheet: ImportSheet) => void }) {
  const preview = useImportPreview();
  const [progress, setProgress] = useState(0);
  const [over, setOver] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);
  // Emptied after each pick, so picking the same file again (after fixing it) still counts.
  const resetPicker = useRef<() => void>(null);

  const upload = (file: File | null | undefined) => {
    if (!file || preview.isPending) return;
    setFileName(file.name);
    setProgress(0);
    preview.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: (sheet) => {
          if (sheet.rows.length === 0) {
            toast.error(MESSAGES.importEmpty);
            return;
          }
          onSheet(sheet);
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      <Paper
        withBorder
        radius="md"
        p={{ base: 'md', sm: 'lg' }}
        style={{
          borderStyle: 'dashed',
          borderWidth: 2,
          background: over ? 'var(--mantine-color-blue-light)' : undefined,
        }}
        data-testid="statement-dropzone"
        onDragEnter={(event) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          setOver(true);
        }}
        onDragOver={(event) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={(event) => {
          const to = event.relatedTarget;
          if (to instanceof Node && event.currentTarget.contains(to)) return;
          setOver(false);
        }}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          upload(event.dataTransfer.files[0]);
        }}
      >
        <Stack align="center" gap={6} ta="center">
          <ThemeIcon size={48} radius="xl" variant="light">
            <IconFileSpreadsheet size={26} />
          </ThemeIcon>
          <Text fw={600}>Kéo thả tệp sao kê vào đây</Text>
          <Text size="sm" c="dimmed">
            Tải sao kê tài khoản từ ứng dụng hoặc trang web ngân hàng, dạng CSV hoặc Excel (XLSX), tối đa{' '}
            {MAX_IMPORT_BYTES / (1024 * 1024)} MB. Những giao dịch đã có trong sổ sẽ không bị tính hai lần.
          </Text>
          <FileButton
            onChange={(file) => {
              upload(file);
              resetPicker.current?.();
            }}
            accept={IMPORT_ACCEPT}
            resetRef={resetPicker}
            inputProps={{ 'aria-label': 'Tệp sao kê' }}
          >
            {(props) => (
              <Button {...props} mt={4} leftSection={<IconUpload size={16} />} loading={preview.isPending}>
                Chọn tệp sao kê
              </Button>
            )}
          </FileButton>
        </Stack>
      </Paper>
      {preview.isPending ? (
        <Stack gap={4}>
          <Text size="sm">Đang tải lên {fileName}…</Text>
          <Progress value={Math.round(progress * 100)} aria-label="Tiến độ tải lên" animated />
        </Stack>
      ) : null}
      {preview.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title="Không đọc được tệp">
          <Text size="sm">{errorMessage(preview.error, IMPORT_PREVIEW_FALLBACK)}</Text>
          {fileName ? (
            <Text size="xs" c="dimmed" mt={4}>
              Tệp: {fileName}
            </Text>
          ) : null}
        </Alert>
      ) : null}
    </Stack>
  );
}

// ---------------------------------------------------------------------------------------------
// Step 2: which column holds what

function SampleTable({ sheet }: { sheet: ImportSheet }) {
  const count = columnCount(sheet);
  const indexes = Array.from({ length: count }, (_, index) => index);
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Table
        withTableBorder
        withColumnBorders
        striped
        fz="xs"
        aria-label="Những dòng đầu của tệp"
        style={{ minWidth: count * 110 }}
      >
        <Table.Thead>
          <Table.Tr>
            {indexes.map((index) => (
              <Table.Th key={index} style={{ whiteSpace: 'nowrap' }}>
                {columnLabel(sheet, index)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sheet.rows.slice(0, SAMPLE_ROWS).map((row, rowIndex) => (
            // The rows are a fixed sample of the file: their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Table.Tr key={rowIndex}>
              {indexes.map((index) => (
                <Table.Td key={index} style={{ maxWidth: 240, overflowWrap: 'anywhere' }}>
                  {row[index] ?? ''}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

interface MappingStepProps {
  sheet: ImportSheet;
  mapping: DraftMapping;
  onMapping: (mapping: DraftMapping) => void;
  onlyMatchingCode: boolean;
  onOnlyMatchingCode: (value: boolean) => void;
  transferCode: string;
  showMissing: boolean;
}

function MappingStep({
  sheet,
  mapping,
  onMapping,
  onlyMatchingCode,
  onOnlyMatchingCode,
  transferCode,
  showMissing,
}: MappingStepProps) {
  const options = Array.from({ length: columnCount(sheet) }, (_, index) => ({
    value: String(index),
    label: columnLabel(sheet, index),
  }));
  return (
    <Stack gap="md">
      <Text size="sm">
        Tệp <b>{sheet.fileName}</b> có {sheet.rows.length.toLocaleString('vi-VN')} dòng. Chọn cột chứa từng
        thông tin (đã đoán sẵn theo tên cột, hãy kiểm tra lại).
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {MAPPING_FIELDS.map(({ field, label, required }) => {
          const value = mapping[field];
          return (
            <Select
              key={field}
              label={label}
              withAsterisk={required}
              placeholder={required ? 'Chọn cột' : 'Không có trong tệp'}
              data={options}
              value={value === null ? null : String(value)}
              onChange={(next) => onMapping({ ...mapping, [field]: next === null ? null : Number(next) })}
              clearable={!required}
              allowDeselect={!required}
              comboboxProps={{ withinPortal: true }}
              error={showMissing && required && value === null ? 'Vui lòng chọn cột' : undefined}
            />
          );
        })}
      </SimpleGrid>
      <Switch
        label={`Chỉ nhận các dòng có mã chuyển khoản ${transferCode}`}
        description="Bật khi tài khoản còn nhận tiền cho việc khác: các dòng không ghi mã này trong nội dung sẽ được bỏ qua."
        checked={onlyMatchingCode}
        onChange={(event) => onOnlyMatchingCode(event.currentTarget.checked)}
      />
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          Những dòng đầu của tệp
        </Text>
        <SampleTable sheet={sheet} />
      </Stack>
    </Stack>
  );
}

// ---------------------------------------------------------------------------------------------
// Step 3 and 4: what each row is, and what was imported

function StatusBadge({ status }: { status: ImportRowResult['status'] }) {
  return (
    <Badge variant="light" tt="none" color={IMPORT_STATUS_COLORS[status]}>
      {IMPORT_STATUS_LABELS[status]}
    </Badge>
  );
}

function CountCard({ label, value, color }: { label: string; value: number; color: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" c={color}>
        {value.toLocaleString('vi-VN')}
      </Text>
    </Paper>
  );
}

function ResultCounts({ result, done }: { result: ImportResult; done: boolean }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" role="group" aria-label="Kết quả đối chiếu">
      <CountCard label={done ? 'Đã nhập' : 'Khoản mới'} value={result.imported} color="green" />
      <CountCard label="Trùng (đã có trong sổ)" value={result.duplicates} color="gray.7" />
      <CountCard label="Bỏ qua" value={result.skipped} color="yellow" />
      <CountCard label="Lỗi" value={result.invalid} color="red" />
    </SimpleGrid>
  );
}

function PreviewRows({ rows }: { rows: ImportRowResult[] }) {
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const [page, setPage] = useState(1);
  const shown = rows.slice((page - 1) * PREVIEW_PAGE_SIZE, page * PREVIEW_PAGE_SIZE);
  return (
    <DataTable<ImportRowResult>
      aria-label="Các dòng của sao kê"
      withTableBorder
      borderRadius="md"
      verticalAlign="top"
      idAccessor="index"
      records={shown}
      columns={[
        { accessor: 'index', title: 'Dòng', noWrap: true, render: (row) => row.index + 1 },
        {
          accessor: 'status',
          title: 'Kết quả',
          render: (row) => (
            <Stack gap={2}>
              <StatusBadge status={row.status} />
              {row.reason ? (
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {row.reason}
                </Text>
              ) : null}
            </Stack>
          ),
        },
        {
          accessor: 'amount',
          title: 'Số tiền',
          textAlign: 'right',
          noWrap: true,
          render: (row) => (row.amount === null ? '—' : formatVnd(row.amount)),
        },
        {
          accessor: 'paidAt',
          title: 'Thời gian',
          noWrap: true,
          hidden: phone,
          render: (row) => (row.paidAt ? formatPaidAt(row.paidAt) : '—'),
        },
        {
          accessor: 'note',
          title: 'Nội dung',
          hidden: phone,
          render: (row) => (
            <Text size="xs" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {[row.donorName, row.note].filter(Boolean).join(' — ') || '—'}
            </Text>
          ),
        },
      ]}
      page={page}
      onPageChange={setPage}
      totalRecords={rows.length}
      recordsPerPage={PREVIEW_PAGE_SIZE}
      {...tablePagination}
    />
  );
}

// ---------------------------------------------------------------------------------------------

interface ImportWizardProps {
  campaignId: string;
  transferCode: string;
}

/** Nhập sao kê: a bank statement's rows checked against the ledger, then the new ones imported. */
export function ImportWizard({ campaignId, transferCode }: ImportWizardProps) {
  const [step, setStep] = useState(0);
  const [sheet, setSheet] = useState<ImportSheet | null>(null);
  const [mapping, setMapping] = useState<DraftMapping>(NO_MAPPING);
  const [onlyMatchingCode, setOnlyMatchingCode] = useState(true);
  const [showMissing, setShowMissing] = useState(false);
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const importing = useImportDonations();

  const restart = () => {
    setStep(0);
    setSheet(null);
    setPreview(null);
    setResult(null);
    setShowMissing(false);
    importing.reset();
  };

  const send = (dryRun: boolean) => {
    const complete = completeMapping(mapping);
    if (!sheet) return;
    if (!complete) {
      setShowMissing(true);
      return;
    }
    importing.mutate(
      { campaignId, mapping: complete, rows: sheet.rows, onlyMatchingCode, dryRun },
      {
        onSuccess: ({ result: answer, message }) => {
          if (dryRun) {
            setPreview(answer);
            setStep(2);
            return;
          }
          setResult(answer);
          setStep(3);
          toast.success(message ?? MESSAGES.importDone.replace('{count}', String(answer.imported)));
        },
        onError: (error) => toast.error(errorMessage(error, IMPORT_DONATIONS_FALLBACK)),
      },
    );
  };

  return (
    <Stack gap="md">
      <Stepper
        active={step}
        size="sm"
        allowNextStepsSelect={false}
        onStepClick={(next) => {
          // Back to an earlier step only; the finished import cannot be stepped back into.
          if (next < step && step < 3) setStep(next);
        }}
      >
        <Stepper.Step label="Chọn tệp" icon={<IconFileUpload size={18} />}>
          <FileStep
            onSheet={(loaded) => {
              setSheet(loaded);
              setMapping(draftFrom(loaded));
              setShowMissing(false);
              setPreview(null);
              setStep(1);
            }}
          />
        </Stepper.Step>
        <Stepper.Step label="Chọn cột">
          {sheet ? (
            <Stack gap="md">
              <MappingStep
                sheet={sheet}
                mapping={mapping}
                onMapping={(next) => {
                  setMapping(next);
                  setPreview(null);
                }}
                onlyMatchingCode={onlyMatchingCode}
                onOnlyMatchingCode={setOnlyMatchingCode}
                transferCode={transferCode}
                showMissing={showMissing}
              />
              <Group justify="space-between" gap="sm">
                <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={restart}>
                  Chọn tệp khác
                </Button>
                <Button
                  leftSection={<IconEye size={16} />}
                  loading={importing.isPending}
                  onClick={() => send(true)}
                >
                  Xem trước
                </Button>
              </Group>
            </Stack>
          ) : null}
        </Stepper.Step>
        <Stepper.Step label="Kiểm tra">
          {preview ? (
            <Stack gap="md">
              <Text size="sm">
                Chưa có gì được lưu. Kiểm tra kết quả đối chiếu: chỉ những dòng <b>Mới</b> sẽ được nhập
                {preview.imported > 0 ? `, tổng ${formatVnd(preview.importedAmount)}` : ''}.
              </Text>
              <ResultCounts result={preview} done={false} />
              <PreviewRows rows={preview.rows} />
              <Group justify="space-between" gap="sm">
                <Button
                  variant="default"
                  leftSection={<IconArrowLeft size={16} />}
                  onClick={() => setStep(1)}
                  disabled={importing.isPending}
                >
                  Sửa cách chọn cột
                </Button>
                <Button
                  leftSection={<IconFileUpload size={16} />}
                  loading={importing.isPending}
                  disabled={preview.imported === 0}
                  onClick={() => send(false)}
                >
                  {preview.imported > 0
                    ? `Nhập ${preview.imported.toLocaleString('vi-VN')} khoản mới`
                    : 'Không có khoản mới để nhập'}
                </Button>
              </Group>
            </Stack>
          ) : null}
        </Stepper.Step>
        <Stepper.Completed>
          {result ? (
            <Stack gap="md">
              <Alert
                color="green"
                variant="light"
                icon={<IconCircleCheck size={20} />}
                title="Đã nhập sao kê"
              >
                {MESSAGES.importDone.replace('{count}', result.imported.toLocaleString('vi-VN'))}, tổng{' '}
                {formatVnd(result.importedAmount)}. Sổ công đức đã được cập nhật.
              </Alert>
              <ResultCounts result={result} done />
              <Group>
                <Button variant="light" leftSection={<IconUpload size={16} />} onClick={restart}>
                  Nhập tệp khác
                </Button>
              </Group>
            </Stack>
          ) : null}
        </Stepper.Completed>
      </Stepper>
    </Stack>
  );
}
