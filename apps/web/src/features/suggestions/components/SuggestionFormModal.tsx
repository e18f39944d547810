import {
  type CreateSuggestionBody,
  type PersonRecord,
  SUGGESTION_KIND_LABELS,
  type SuggestionKind,
} from '@giapha/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Checkbox, Select, SimpleGrid, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Controller, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormTextarea, FormTextInput } from '../../../components/FormTextFields.tsx';
import { ImageUploadField } from '../../../components/ImageUploadField.tsx';
import { ModalForm, type ModalFormTexts, RecordFormModal } from '../../../components/ModalForm.tsx';
import { useModalForm } from '../../../components/modal-form.ts';
import { LifeDateField } from '../../persons/index.ts';
import { usePersonSearch } from '../api/personSearch.ts';
import { useCreateSuggestion } from '../api/suggestions.ts';
import {
  childFormSchema,
  type DuplicateFormValues,
  duplicateFormSchema,
  type EditPersonFormValues,
  editPersonChanges,
  editPersonFormSchema,
  editPersonValues,
  type PhotoFormValues,
  photoFormSchema,
  type RelativeFormValues,
  relativeBody,
  relativeFormSchema,
  relativeValues,
  type SourceFormValues,
  sourceFormSchema,
} from '../suggestionForms.ts';
import { SEX_OPTIONS, SUGGESTIONS_FALLBACK, SUGGEST_TEXTS as T } from '../texts.ts';

/** Phones and small tablets: the form takes the whole screen. */
const FULL_SCREEN_BELOW = '48em';

function textsOf(kind: SuggestionKind): ModalFormTexts {
  const title = `Đề xuất: ${SUGGESTION_KIND_LABELS[kind].toLocaleLowerCase('vi')}`;
  return { addTitle: title, editTitle: title, add: T.send };
}

interface FormProps {
  record: PersonRecord;
  onClose: () => void;
}

/** The tree the member saw the person on: the first public tree showing them. */
const treeOf = (record: PersonRecord) => record.trees[0]?.id ?? null;

/** Sends a proposal; the server's refusals land on the fields they name. */
function useSend(saved: (message: string) => void, failed: (fallback: string) => (error: unknown) => void) {
  const creation = useCreateSuggestion();
  return {
    pending: creation.isPending,
    send: (body: CreateSuggestionBody) =>
      creation.mutate(body, {
        onSuccess: ({ message }) => saved(message),
        onError: failed(SUGGESTIONS_FALLBACK.create),
      }),
  };
}

function NoteField<T extends FieldValues, Context, Output extends FieldValues>({
  form,
  name,
  label = T.note,
  required = false,
}: {
  form: UseFormReturn<T, Context, Output>;
  name: FieldPath<T>;
  label?: string;
  required?: boolean;
}) {
  return (
    <FormTextarea
      form={form}
      name={name}
      label={label}
      description={required ? undefined : T.noteHint}
      withAsterisk={required}
    />
  );
}

const EDIT_FIELDS = [
  'name',
  'nameHanNom',
  'sex',
  'generation',
  'ordinalNumber',
  'tenHuy',
  'tenTu',
  'hieu',
  'birth',
  'death',
  'deceased',
  'burialPlace',
  'biography',
  'note',
] as const satisfies readonly FieldPath<EditPersonFormValues>[];

function EditPersonForm({ record, onClose }: FormProps) {
  const { form, saved, failed } = useModalForm(zodResolver(editPersonFormSchema), editPersonValues(record), {
    fields: EDIT_FIELDS,
    onClose,
  });
  const { send, pending } = useSend(saved, failed);
  const [nothing, setNothing] = useState(false);
  const submit = form.handleSubmit((values) => {
    const changes = editPersonChanges(record, values);
    setNothing(changes === null);
    if (!changes) return;
    send({
      kind: 'editPerson',
      personId: record.id,
      treeId: treeOf(record),
      changes,
      note: values.note || null,
    });
  });
  return (
    <ModalForm
      texts={textsOf('editPerson')}
      record={null}
      onSubmit={submit}
      actions={{ onCancel: onClose, pending }}
    >
      <Text size="sm" c="dimmed">
        {T.editHint}
      </Text>
      {nothing ? (
        <Alert color="yellow" variant="light" role="alert">
          {T.noChanges}
        </Alert>
      ) : null}
      <FormTextInput form={form} name="name" label={T.name} withAsterisk />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <FormTextInput form={form} name="nameHanNom" label={T.nameHanNom} />
        <Controller
          control={form.control}
          name="sex"
          render={({ field }) => (
            <Select
              label={T.sex}
              data={SEX_OPTIONS}
              value={field.value}
              onChange={(value) => field.onChange(value ?? 'unknown')}
              allowDeselect={false}
            />
          )}
        />
        <FormTextInput form={form} name="generation" label={T.generation} inputMode="numeric" />
        <FormTextInput form={form} name="ordinalNumber" label={T.ordinalNumber} inputMode="numeric" />
        <FormTextInput form={form} name="tenHuy" label={T.tenHuy} />
        <FormTextInput form={form} name="tenTu" label={T.tenTu} />
        <FormTextInput form={form} name="hieu" label={T.hieu} />
        <FormTextInput form={form} name="burialPlace" label={T.burialPlace} />
      </SimpleGrid>
      <LifeDateField control={form.control} name="birth" label={T.birth} kind="birth" />
      <LifeDateField
        control={form.control}
        name="death"
        label={T.death}
        kind="death"
        onChanged={(value) => {
          if (value !== null) form.setValue('deceased', true);
        }}
      />
      <Controller
        control={form.control}
        name="deceased"
        render={({ field }) => (
          <Checkbox
            label={T.deceased}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
      <FormTextarea form={form} name="biography" label={T.biography} />
      <NoteField form={form} name="note" />
    </ModalForm>
  );
}

const RELATIVE_FIELDS = [
  'name',
  'sex',
  'birth',
  'death',
  'deceased',
  'otherParentId',
  'note',
] as const satisfies readonly FieldPath<RelativeFormValues>[];

function RelativeForm({ record, onClose, kind }: FormProps & { kind: 'addSpouse' | 'addChild' }) {
  const child = kind === 'addChild';
  const { form, saved, failed } = useModalForm(
    zodResolver(child ? childFormSchema : relativeFormSchema),
    relativeValues(record, child),
    { fields: RELATIVE_FIELDS, onClose },
  );
  const { send, pending } = useSend(saved, failed);
  const submit = form.handleSubmit((values) => send(relativeBody(kind, record.id, treeOf(record), values)));
  const sexOptions = child ? SEX_OPTIONS.filter((o) => o.value !== 'unknown') : SEX_OPTIONS;
  return (
    <ModalForm texts={textsOf(kind)} record={null} onSubmit={submit} actions={{ onCancel: onClose, pending }}>
      <FormTextInput form={form} name="name" label={T.relativeName} withAsterisk />
      <Controller
        control={form.control}
        name="sex"
        render={({ field, fieldState }) => (
          <Select
            label={T.sex}
            data={sexOptions}
            value={field.value === '' ? null : field.value}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            withAsterisk={child}
            allowDeselect={false}
          />
        )}
      />
      {child && record.spouses.length > 0 ? (
        <Controller
          control={form.control}
          name="otherParentId"
          render={({ field }) => (
            <Select
              label={T.otherParent}
              data={[
                { value: '', label: T.otherParentNone },
                ...record.spouses.map((s) => ({ value: s.id, label: s.name })),
              ]}
              value={field.value}
              onChange={(value) => field.onChange(value ?? '')}
              allowDeselect={false}
            />
          )}
        />
      ) : null}
      <LifeDateField control={form.control} name="birth" label={T.birth} kind="birth" />
      <LifeDateField
        control={form.control}
        name="death"
        label={T.death}
        kind="death"
        onChanged={(value) => {
          if (value !== null) form.setValue('deceased', true);
        }}
      />
      <Controller
        control={form.control}
        name="deceased"
        render={({ field }) => (
          <Checkbox
            label={T.deceased}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
      <NoteField form={form} name="note" />
    </ModalForm>
  );
}

const PHOTO_FIELDS = ['url', 'note'] as const satisfies readonly FieldPath<PhotoFormValues>[];

function PhotoForm({ record, onClose }: FormProps) {
  const { form, saved, failed } = useModalForm(
    zodResolver(photoFormSchema),
    { url: '', note: '' },
    { fields: PHOTO_FIELDS, onClose },
  );
  const { send, pending } = useSend(saved, failed);
  const submit = form.handleSubmit((values) =>
    send({
      kind: 'addPhoto',
      personId: record.id,
      treeId: treeOf(record),
      url: values.url,
      note: values.note || null,
    }),
  );
  return (
    <ModalForm
      texts={textsOf('addPhoto')}
      record={null}
      onSubmit={submit}
      actions={{ onCancel: onClose, pending }}
    >
      <Controller
        control={form.control}
        name="url"
        render={({ field, fieldState }) => (
          <ImageUploadField
            label={T.photo}
            description={T.photoHint}
            value={field.value === '' ? null : field.value}
            onChange={(url) => field.onChange(url ?? '')}
            error={fieldState.error?.message}
          />
        )}
      />
      <NoteField form={form} name="note" />
    </ModalForm>
  );
}

const SOURCE_FIELDS = [
  'title',
  'author',
  'date',
  'repository',
  'page',
  'quote',
  'note',
] as const satisfies readonly FieldPath<SourceFormValues>[];

function SourceForm({ record, onClose }: FormProps) {
  const { form, saved, failed } = useModalForm(
    zodResolver(sourceFormSchema),
    { title: '', author: '', date: '', repository: '', page: '', quote: '', note: '' },
    { fields: SOURCE_FIELDS, onClose },
  );
  const { send, pending } = useSend(saved, failed);
  const submit = form.handleSubmit((values) =>
    send({
      kind: 'addSource',
      personId: record.id,
      treeId: treeOf(record),
      source: {
        title: values.title,
        author: values.author || null,
        date: values.date || null,
        repository: values.repository || null,
      },
      page: values.page || null,
      quote: values.quote || null,
      note: values.note || null,
    }),
  );
  return (
    <ModalForm
      texts={textsOf('addSource')}
      record={null}
      onSubmit={submit}
      actions={{ onCancel: onClose, pending }}
    >
      <FormTextInput form={form} name="title" label={T.sourceTitle} withAsterisk />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <FormTextInput form={form} name="author" label={T.sourceAuthor} />
        <FormTextInput form={form} name="date" label={T.sourceDate} />
        <FormTextInput form={form} name="repository" label={T.sourceRepository} />
        <FormTextInput form={form} name="page" label={T.page} />
      </SimpleGrid>
      <FormTextarea form={form} name="quote" label={T.quote} />
      <NoteField form={form} name="note" />
    </ModalForm>
  );
}

const DUPLICATE_FIELDS = [
  'otherPersonId',
  'note',
] as const satisfies readonly FieldPath<DuplicateFormValues>[];

function DuplicateForm({ record, onClose }: FormProps) {
  const { form, saved, failed } = useModalForm(
    zodResolver(duplicateFormSchema),
    { otherPersonId: '', note: '' },
    { fields: DUPLICATE_FIELDS, onClose },
  );
  const { send, pending } = useSend(saved, failed);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 350);
  const hits = usePersonSearch(debounced);
  const options = (hits.data ?? [])
    .filter((p) => p.id !== record.id)
    .map((p) => ({ value: p.id, label: p.generation === null ? p.name : `${p.name} (đời ${p.generation})` }));
  const submit = form.handleSubmit((values) =>
    send({
      kind: 'duplicate',
      personId: record.id,
      treeId: treeOf(record),
      otherPersonId: values.otherPersonId,
      note: values.note,
    }),
  );
  return (
    <ModalForm
      texts={textsOf('duplicate')}
      record={null}
      onSubmit={submit}
      actions={{ onCancel: onClose, pending }}
    >
      <Controller
        control={form.control}
        name="otherPersonId"
        render={({ field, fieldState }) => (
          <Select
            label={T.otherPerson}
            description={T.otherPersonHint}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            data={options}
            value={field.value === '' ? null : field.value}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            nothingFoundMessage={debounced.length >= 2 && !hits.isFetching ? 'Không tìm thấy ai' : undefined}
            withAsterisk
            filter={({ options: all }) => all}
          />
        )}
      />
      <NoteField form={form} name="note" label={T.duplicateNote} required />
    </ModalForm>
  );
}

interface SuggestionFormModalProps {
  record: PersonRecord;
  /** The kind being proposed; null: closed. */
  kind: SuggestionKind | null;
  onClose: () => void;
}

/** The form of one kind of proposal about the person of a page, in a modal (the whole screen on phones). */
export function SuggestionFormModal({ record, kind, onClose }: SuggestionFormModalProps) {
  const texts = textsOf(kind ?? 'editPerson');
  return (
    <RecordFormModal
      opened={kind !== null}
      onClose={onClose}
      texts={texts}
      record={null}
      fullScreenBelow={FULL_SCREEN_BELOW}
    >
      {kind === 'editPerson' ? <EditPersonForm record={record} onClose={onClose} /> : null}
      {kind === 'addSpouse' || kind === 'addChild' ? (
        <RelativeForm key={kind} record={record} onClose={onClose} kind={kind} />
      ) : null}
      {kind === 'addPhoto' ? <PhotoForm record={record} onClose={onClose} /> : null}
      {kind === 'addSource' ? <SourceForm record={record} onClose={onClose} /> : null}
      {kind === 'duplicate' ? <DuplicateForm record={record} onClose={onClose} /> : null}
    </RecordFormModal>
  );
}
