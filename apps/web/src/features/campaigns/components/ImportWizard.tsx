import { type ImportResult, type ImportSheet, MESSAGES } from '@giapha/contract';
import { formatVnd } from '@giapha/genealogy';
import { Alert, Button, Group, Stack, Stepper, Text } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconEye, IconFileUpload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { IMPORT_DONATIONS_FALLBACK, useImportDonations } from '../api/importDonations.ts';
import { ImportFileStep } from './ImportFileStep.tsx';
import { ImportMappingStep } from './ImportMappingStep.tsx';
import { PreviewRows, ResultCounts } from './ImportResults.tsx';
import { completeMapping, type DraftMapping, draftFrom, NO_MAPPING } from './importMapping.ts';

export { IMPORT_STATUS_LABELS } from './ImportResults.tsx';

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
          <ImportFileStep
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
              <ImportMappingStep
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
