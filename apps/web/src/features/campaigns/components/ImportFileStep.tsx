import { type ImportSheet, MAX_IMPORT_BYTES, MESSAGES } from '@giapha/contract';
import { Alert, Button, FileButton, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useFileDrop } from '../../../lib/file-drop.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { IMPORT_ACCEPT, IMPORT_PREVIEW_FALLBACK, useImportPreview } from '../api/importPreview.ts';

/** Step 1 of the import: the statement file, dropped or picked, read by the server into a sheet. */
export function ImportFileStep({ onSheet }: { onSheet: (sheet: ImportSheet) => void }) {
  const preview = useImportPreview();
  const [progress, setProgress] = useState(0);
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

  const { over, handlers } = useFileDrop((files) => upload(files[0]));

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
        {...handlers}
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
