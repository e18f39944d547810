import {
  Alert,
  Button,
  FileInput,
  Group,
  Modal,
  Progress,
  Stack,
  Tabs,
  Text,
  Textarea,
  type TextareaProps,
  TextInput,
} from '@mantine/core';
import { IconFileUpload, IconInfoCircle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { type CreatedDraft, GEDCOM_ACCEPT, gedcomFileProblem, useCreateDraft } from '../api/createDraft.ts';
import { DRAFTS_FALLBACK, DUPLICATE_WARNING, draftPreviewPath, TEXT_PLACEHOLDER } from '../texts.ts';

type Tab = 'gedcom' | 'text' | 'model';

interface CreateDraftModalProps {
  opened: boolean;
  onClose: () => void;
  modelAvailable: boolean;
}

interface DraftTextPanelProps
  extends Pick<TextareaProps, 'label' | 'description' | 'placeholder' | 'styles'> {
  /** The text the draft is read from. */
  value: string;
  onChange: (text: string) => void;
  /** A draft is being made: the text waits and the button spins. */
  busy: boolean;
  /** The draft's name field, under the text. */
  nameField: ReactNode;
  submitLabel: string;
  onSubmit: () => void;
  /** Above the text (a note on where it goes). */
  children?: ReactNode;
}

/** A tab reading a draft from text: the text, the draft's name, and the button (only once there is text). */
function DraftTextPanel({
  value,
  onChange,
  busy,
  nameField,
  submitLabel,
  onSubmit,
  children,
  ...textarea
}: DraftTextPanelProps) {
  return (
    <Stack gap="sm">
      {children}
      <Textarea
        {...textarea}
        autosize
        minRows={8}
        maxRows={20}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        disabled={busy}
      />
      {nameField}
      <Group justify="flex-end">
        <Button onClick={onSubmit} loading={busy} disabled={!value.trim()}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}

/** "Tạo cây nháp": from a GEDCOM file, from typed gia phả text, or (when configured) by the AI model. */
export function CreateDraftModal({ opened, onClose, modelAvailable }: CreateDraftModalProps) {
  const navigate = useNavigate();
  const create = useCreateDraft();
  const [tab, setTab] = useState<Tab>('gedcom');
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [text, setText] = useState('');
  const [modelText, setModelText] = useState('');
  const [name, setName] = useState('');

  const done = ({ draft, message }: CreatedDraft) => {
    toast.success(message, draft.name);
    if (draft.duplicateOfId)
      toast.warn(DUPLICATE_WARNING, 'Bản nháp mới vẫn được tạo; xem cảnh báo trên trang xem trước.');
    onClose();
    navigate(draftPreviewPath(draft.id));
  };
  const failed = (error: unknown) => toast.error(errorMessage(error, DRAFTS_FALLBACK.create));
  const busy = create.isPending;

  const submitFile = () => {
    if (!file) return;
    setProgress(0);
    create.mutate({ kind: 'gedcom', file, onProgress: setProgress }, { onSuccess: done, onError: failed });
  };
  const submitText = (source: 'text' | 'model', value: string) =>
    create.mutate(
      { kind: 'json', body: { source, text: value, ...(name.trim() ? { name: name.trim() } : {}) } },
      { onSuccess: done, onError: failed },
    );

  const nameField = (
    <TextInput
      label="Tên cây nháp"
      description="Không bắt buộc"
      value={name}
      onChange={(event) => setName(event.currentTarget.value)}
      maxLength={200}
    />
  );

  return (
    <Modal opened={opened} onClose={busy ? () => undefined : onClose} title="Tạo cây nháp" size="lg" centered>
      <Tabs
        value={tab}
        onChange={(value) => setTab(value === 'text' || value === 'model' ? value : 'gedcom')}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="gedcom" disabled={busy}>
            Tệp GEDCOM
          </Tabs.Tab>
          <Tabs.Tab value="text" disabled={busy}>
            Văn bản gia phả
          </Tabs.Tab>
          {modelAvailable ? (
            <Tabs.Tab value="model" disabled={busy}>
              Mô hình AI
            </Tabs.Tab>
          ) : null}
        </Tabs.List>

        <Tabs.Panel value="gedcom">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              Tệp .ged xuất từ phần mềm gia phả khác (GEDCOM 5.5.1 hoặc 7.0). Tên cây lấy theo tệp; có thể đổi
              khi xuất bản.
            </Text>
            <FileInput
              label="Tệp GEDCOM"
              placeholder="Chọn tệp .ged"
              accept={GEDCOM_ACCEPT}
              leftSection={<IconFileUpload size={18} />}
              value={file}
              clearable
              disabled={busy}
              error={fileProblem}
              onChange={(picked) => {
                setFile(picked);
                setFileProblem(picked ? gedcomFileProblem(picked) : null);
              }}
            />
            {busy && tab === 'gedcom' ? (
              progress < 1 ? (
                <Stack gap={4}>
                  <Text size="sm">Đang tải tệp lên… {Math.round(progress * 100)}%</Text>
                  <Progress value={progress * 100} aria-label="Tiến độ tải tệp lên" />
                </Stack>
              ) : (
                <Stack gap={4}>
                  <Text size="sm">Đang đọc tệp… (tệp lớn có thể mất vài giây)</Text>
                  <Progress value={100} animated striped aria-label="Đang đọc tệp" />
                </Stack>
              )
            ) : null}
            <Group justify="flex-end">
              <Button onClick={submitFile} loading={busy} disabled={!file || fileProblem !== null}>
                Nhập tệp
              </Button>
            </Group>
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="text">
          <DraftTextPanel
            label="Nội dung gia phả"
            description="Dán nội dung đã gõ (Word, ghi chép…) theo lối “Đời thứ…”, “Vợ:”, “Con trai trưởng:”; thụt lề hoặc đánh số cho các con."
            placeholder={TEXT_PLACEHOLDER}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            value={text}
            onChange={setText}
            busy={busy}
            nameField={nameField}
            submitLabel="Tạo cây nháp"
            onSubmit={() => submitText('text', text)}
          />
        </Tabs.Panel>

        {modelAvailable ? (
          <Tabs.Panel value="model">
            <DraftTextPanel
              label="Văn bản tự do hoặc chữ đã nhận dạng (OCR) từ trang gia phả"
              value={modelText}
              onChange={setModelText}
              busy={busy}
              nameField={nameField}
              submitLabel="Gửi cho mô hình AI"
              onSubmit={() => submitText('model', modelText)}
            >
              <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} />}>
                Văn bản sẽ được gửi tới dịch vụ AI đã cấu hình để đọc thành cây nháp. Hãy kiểm tra kỹ kết quả
                trước khi xuất bản.
              </Alert>
            </DraftTextPanel>
          </Tabs.Panel>
        ) : null}
      </Tabs>
    </Modal>
  );
}
