import {
  CITATION_FACT_LABELS,
  type Citation,
  type CreateCitationBody,
  SOURCE_KIND_LABELS,
  type SourceKind,
  sourceKinds,
} from '@giapha/contract';
import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { ModalForm, type ModalFormTexts } from '../../../components/ModalForm.tsx';
import { ApiError } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useSource, useSources } from '../api/sources.ts';
import { useCreateSource } from '../api/sourceWrites.ts';
import { ownerOfChoice } from '../citationFacts.ts';
import { SOURCES_FALLBACK } from '../texts.ts';

const KIND_CHOICES = sourceKinds.map((kind) => ({ value: kind, label: SOURCE_KIND_LABELS[kind] }));

interface CitationFormProps {
  personId: string;
  /** The facts and life events the citation may back. */
  facts: { value: string; label: string }[];
  /** The citation being corrected; a new one when absent. What it backs stays, but for a person's fact. */
  citation?: Citation | undefined;
  pending: boolean;
  error: unknown;
  onSubmit: (body: CreateCitationBody) => void;
  onCancel: () => void;
}

const SERVER_FIELDS = ['fact', 'sourceId', 'pageId', 'page', 'quote', 'note'] as const;

const CITATION_FORM_TEXTS: ModalFormTexts = {
  addTitle: 'Thêm trích dẫn',
  editTitle: 'Sửa trích dẫn',
  add: 'Thêm trích dẫn',
};

type Errors = Partial<
  Record<'fact' | 'sourceId' | 'pageId' | 'page' | 'quote' | 'note' | 'newTitle', string>
>;

/** "Thêm nguồn mới" inside the citation form: a title and a kind, saved at once and chosen. */
function NewSourceFields({
  onCreated,
  onCancel,
}: {
  onCreated: (id: string, title: string) => void;
  onCancel: () => void;
}) {
  const creation = useCreateSource();
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<SourceKind>('book');
  const [error, setError] = useState<string | null>(null);
  const create = async () => {
    if (!title.trim()) {
      setError('Vui lòng nhập tên nguồn tư liệu');
      return;
    }
    try {
      const { source, message } = await creation.mutateAsync({ title, kind });
      toast.success(message);
      onCreated(source.id, source.title);
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.errors?.[0]
          ? failure.errors[0].message
          : errorMessage(failure, SOURCES_FALLBACK.create),
      );
    }
  };
  return (
    <Paper withBorder p="sm" radius="sm" bg="gray.0">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          Thêm nguồn mới
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <TextInput
            label="Tên nguồn"
            withAsterisk
            value={title}
            onChange={(event) => {
              setTitle(event.currentTarget.value);
              setError(null);
            }}
            error={error}
          />
          <Select
            label="Loại nguồn"
            data={KIND_CHOICES}
            value={kind}
            allowDeselect={false}
            onChange={(value) => setKind(sourceKinds.find((k) => k === value) ?? 'other')}
          />
        </SimpleGrid>
        <Group gap="xs" justify="flex-end">
          <Button size="xs" variant="default" onClick={onCancel} disabled={creation.isPending}>
            Hủy
          </Button>
          <Button size="xs" onClick={() => void create()} loading={creation.isPending}>
            Lưu nguồn mới
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The fact choice a saved citation shows: its fact, its event, or the family it backs. */
function choiceOf(citation: Citation): string {
  if (citation.eventId) return `event:${citation.eventId}`;
  return citation.fact;
}

/**
 * A citation of the person, new or corrected: which fact, which source (searched, or made here), which
 * page, the quote.
 */
export function CitationForm({
  personId,
  facts,
  citation,
  pending,
  error,
  onSubmit,
  onCancel,
}: CitationFormProps) {
  const editing = citation !== undefined;
  // A saved citation of an event or a family keeps what it backs (the server moves only a person's fact).
  const ownerFixed = editing && citation.personId === null;
  const [fact, setFact] = useState<string | null>(citation ? choiceOf(citation) : 'general');
  const [sourceId, setSourceId] = useState<string | null>(citation?.source.id ?? null);
  const [picked, setPicked] = useState<{ id: string; title: string } | null>(
    citation ? { id: citation.source.id, title: citation.source.title } : null,
  );
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 350);
  const [adding, setAdding] = useState(false);
  const [pageId, setPageId] = useState<string | null>(citation?.page?.id ?? null);
  const [pageText, setPageText] = useState(citation?.pageText ?? '');
  const [quote, setQuote] = useState(citation?.quote ?? '');
  const [note, setNote] = useState(citation?.note ?? '');
  const factOptions = !editing
    ? facts
    : ownerFixed
      ? facts.some((choice) => choice.value === fact)
        ? facts
        : [...facts, { value: citation.fact, label: CITATION_FACT_LABELS[citation.fact] }]
      : // A person's citation may back another of their facts, not one of their events.
        facts.filter((choice) => !choice.value.startsWith('event:'));
  const [errors, setErrors] = useState<Errors>({});

  const sources = useSources({ limit: 50, offset: 0, search: debounced.trim() || undefined });
  const source = useSource(sourceId);
  const sourceOptions = (sources.data?.sources ?? []).map((s) => ({ value: s.id, label: s.title }));
  if (picked && !sourceOptions.some((option) => option.value === picked.id)) {
    sourceOptions.unshift({ value: picked.id, label: picked.title });
  }
  const pageOptions = (source.data?.pages ?? []).map((page) => ({ value: page.id, label: page.label }));

  // The server's refusals on the fields it names; anything else above the form.
  const serverErrors: Errors = {};
  if (error instanceof ApiError) {
    for (const e of error.errors ?? []) {
      if (e.field === 'personId' || e.field === 'eventId') serverErrors.fact = e.message;
      const field = SERVER_FIELDS.find((name) => name === e.field);
      if (field) serverErrors[field] = e.message;
    }
  }
  const shown = { ...serverErrors, ...errors };
  const generalError =
    error && Object.keys(serverErrors).length === 0
      ? errorMessage(error, editing ? SOURCES_FALLBACK.updateCitation : SOURCES_FALLBACK.createCitation)
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = fact ? ownerOfChoice(personId, fact) : null;
    // Unchanged owners of a saved citation are not sent again (the server keeps them).
    const owner = ownerFixed ? {} : chosen;
    const found: Errors = {};
    if (!owner) found.fact = 'Vui lòng chọn điều được trích dẫn';
    if (!sourceId) found.sourceId = 'Vui lòng chọn nguồn tư liệu';
    setErrors(found);
    if (!owner || !sourceId) return;
    onSubmit({
      ...owner,
      sourceId,
      pageId: pageId ?? null,
      page: pageId ? null : pageText,
      quote,
      note,
    });
  };

  return (
    <ModalForm
      texts={CITATION_FORM_TEXTS}
      record={citation}
      onSubmit={submit}
      actions={{ onCancel, pending }}
    >
      {generalError ? (
        <Alert color="red" variant="light" role="alert">
          {generalError}
        </Alert>
      ) : null}
      <Select
        label="Điều được trích dẫn"
        description="Thông tin nào của người này nguồn ghi lại"
        withAsterisk
        data={factOptions}
        value={fact}
        allowDeselect={false}
        disabled={ownerFixed}
        onChange={setFact}
        error={shown.fact}
      />
      <Stack gap={6}>
        <Select
          label="Nguồn tư liệu"
          placeholder="Gõ để tìm nguồn (không dấu cũng được)"
          withAsterisk
          searchable
          data={sourceOptions}
          value={sourceId}
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options }) => options}
          nothingFoundMessage={sources.isFetching ? 'Đang tìm…' : 'Không có nguồn nào khớp'}
          onChange={(value, option) => {
            setSourceId(value);
            setPicked(value && option ? { id: value, title: option.label } : null);
            setPageId(null);
            setErrors((current) => ({ ...current, sourceId: undefined }));
          }}
          error={shown.sourceId}
        />
        {adding ? (
          <NewSourceFields
            onCancel={() => setAdding(false)}
            onCreated={(id, title) => {
              setPicked({ id, title });
              setSourceId(id);
              setSearch(title);
              setPageId(null);
              setAdding(false);
            }}
          />
        ) : (
          <Group>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPlus size={14} />}
              onClick={() => setAdding(true)}
            >
              Thêm nguồn mới
            </Button>
          </Group>
        )}
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label="Trang đã chụp"
          placeholder={
            sourceId
              ? pageOptions.length > 0
                ? 'Chọn trang'
                : 'Nguồn chưa có trang nào'
              : 'Chọn nguồn trước'
          }
          data={pageOptions}
          value={pageId}
          onChange={setPageId}
          clearable
          disabled={!sourceId || pageOptions.length === 0}
          error={shown.pageId}
        />
        <TextInput
          label="Hoặc ghi số trang"
          placeholder="Ví dụ: tr. 12"
          value={pageText}
          disabled={pageId !== null}
          onChange={(event) => setPageText(event.currentTarget.value)}
          error={shown.page}
        />
      </SimpleGrid>
      <Textarea
        label="Trích nguyên văn"
        description="Câu chữ trong nguồn ghi điều này"
        autosize
        minRows={2}
        maxRows={8}
        value={quote}
        onChange={(event) => setQuote(event.currentTarget.value)}
        error={shown.quote}
      />
      <TextInput
        label="Ghi chú"
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        error={shown.note}
      />
    </ModalForm>
  );
}
