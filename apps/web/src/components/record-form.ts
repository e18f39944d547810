import { slugify } from '@giapha/genealogy';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  useForm,
  useWatch,
} from 'react-hook-form';
import { ApiError } from '../lib/api.ts';
import { applyServerFieldErrors, errorMessage } from '../lib/form-errors.ts';
import { toast } from '../lib/toast.ts';
import { isStaleWrite } from './StaleVersionAlert.tsx';
import { useUnsavedChangesGuard } from './UnsavedChangesGuard.tsx';

/**
 * The form of a record an admin edits: filled with what was loaded, and refilled when a reload after a
 * conflict brings a newer copy — only the fields the admin has not touched; their own edits stay.
 */
export function useLoadedForm<TInput extends FieldValues, TOutput>(
  resolver: Resolver<TInput, unknown, TOutput>,
  loadedValues: TInput,
) {
  return useForm<TInput, unknown, TOutput>({
    resolver,
    values: loadedValues,
    resetOptions: { keepDirtyValues: true },
    mode: 'onTouched',
  });
}

/**
 * A loaded form that knows what is unsaved: what was last loaded or saved is what the server holds;
 * anything else on screen is the admin's unsaved work, and leaving the page asks first.
 */
export function useRecordForm<TInput extends FieldValues, TOutput>(
  resolver: Resolver<TInput, unknown, TOutput>,
  loadedValues: TInput,
) {
  const form = useLoadedForm(resolver, loadedValues);
  const watched = useWatch({ control: form.control });
  const [savedValues, setSavedValues] = useState(() => JSON.stringify(loadedValues));
  // Each load (the first, after a save, after a reload) is what the server holds now.
  useEffect(() => {
    if (loadedValues) setSavedValues(JSON.stringify(form.getValues()));
  }, [loadedValues, form]);
  const guard = useUnsavedChangesGuard(JSON.stringify(watched) !== savedValues);
  /** What is on screen now is what the server holds (after a save). */
  const markSaved = () => setSavedValues(JSON.stringify(form.getValues()));
  return { form, watched, guard, markSaved };
}

/** What a members' settings page (banks, categories) hands the form of its record. */
export interface SettingsFormProps<TOutput> {
  readOnly: boolean;
  saving: boolean;
  submitLabel: string;
  cancelTo: string;
  /** Resolves when saved; rejects with the server's error, which the form shows on its fields. */
  onSubmit: (values: TOutput) => Promise<unknown>;
  /** Extra buttons on the left of the form's bar (delete). */
  extraActions?: ReactNode;
}

/**
 * The form of a members' settings record: empty for a new one, else the loaded record (reloaded data
 * after a conflict fills only the fields not touched; the admin's own edits stay). `submit` hands the
 * values to `onSubmit`; a refusal lands on the fields the server names, or on `taken.field` when the
 * 409 says the record's key is already used; `onSaved` runs only after a save.
 */
export function useSettingsForm<TInput extends FieldValues, TOutput, TRecord>(
  resolver: Resolver<TInput, unknown, TOutput>,
  {
    record,
    valuesOf,
  }: {
    /** The record edited; null for a new one. */
    record: TRecord | null;
    /** The fields of a record, or of a new one (null); a function of the module, so the same each render. */
    valuesOf: (record: TRecord | null) => TInput & DefaultValues<TInput>;
  },
  {
    onSubmit,
    fields,
    taken,
    onSaved,
  }: {
    onSubmit: (values: TOutput) => Promise<unknown>;
    fields: readonly FieldPath<TInput>[];
    /** The 409 saying the record's key is already used (when the record has one). */
    taken?: { field: FieldPath<TInput>; message: string };
    onSaved?: () => void;
  },
) {
  const loaded = useMemo(() => (record ? valuesOf(record) : undefined), [record, valuesOf]);
  const form = useForm<TInput, unknown, TOutput>({
    resolver,
    defaultValues: valuesOf(null),
    values: loaded,
    resetOptions: { keepDirtyValues: true },
    mode: 'onTouched',
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      const field = applyServerFieldErrors(error, form.setError, fields);
      if (
        !field &&
        taken &&
        error instanceof ApiError &&
        error.status === 409 &&
        error.message === taken.message
      ) {
        form.setError(taken.field, { type: 'server', message: taken.message }, { shouldFocus: true });
      }
      return;
    }
    onSaved?.();
  });
  return { form, submit };
}

/**
 * A settings page's save (the `onSubmit` of its form): the server's message in a toast; a refusal in a
 * toast too (`fallback` when it gives no reason), then handed back to the form for its fields.
 */
export async function savedWithToasts<R extends { message: string }>(
  save: Promise<R>,
  fallback: string,
): Promise<R> {
  try {
    const saved = await save;
    toast.success(saved.message);
    return saved;
  } catch (error) {
    toast.error(errorMessage(error, fallback));
    throw error;
  }
}

/**
 * A new record's address follows its title until the admin types one of their own; emptying the
 * address makes it follow again. `setSlug` writes the address made from the title into its field (each
 * form says whether that counts as the admin's change: campaigns and events mark it dirty, posts and
 * albums do not).
 */
export function useSlugFollowingTitle(creating: boolean, setSlug: (slug: string) => void) {
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(creating);
  return {
    slugFollowsTitle,
    /** The title's onChange: the address follows while it may. */
    onTitleChange: (change: { target: { value: string } }) => {
      if (slugFollowsTitle) setSlug(slugify(change.target.value));
    },
    /** The address's onChange. */
    onSlugChange: (change: { target: { value: string } }) =>
      setSlugFollowsTitle(change.target.value.trim() === ''),
  };
}

/** The update mutation of a record form, as far as a conflict is concerned. */
interface UpdateMutation {
  error: unknown;
  reset: () => void;
}

/** What a form shows when someone else saved the record first (a 409 that names no field). */
export interface SaveConflict {
  stale: boolean;
  message: string;
  /** After a conflict: the newest copy is loaded and the failed save forgotten. */
  reloadWith: (onReload: (() => void) | undefined) => (() => void) | undefined;
}

export function saveConflict(
  update: UpdateMutation,
  { editing, fallback, fieldMessages }: { editing: boolean; fallback: string; fieldMessages?: string[] },
): SaveConflict {
  return {
    stale: editing && isStaleWrite(update.error, fieldMessages),
    message: errorMessage(update.error, fallback),
    reloadWith: (onReload) =>
      onReload
        ? () => {
            update.reset();
            onReload();
          }
        : undefined,
  };
}

interface SaveHandlers<TResult> {
  onSuccess: (result: TResult) => void;
  onError: (error: unknown) => void;
}

/** A create or update mutation, as far as saving a form is concerned. */
interface SaveMutation<TVariables, TResult> {
  mutate: (variables: TVariables, handlers: SaveHandlers<TResult>) => void;
}

/** Saves a form's body: a new record is created; a loaded one is updated at the version it was loaded at. */
export function createOrUpdate<TBody, TResult>(
  record: { id: string; version: number } | undefined,
  body: TBody,
  mutations: {
    creation: SaveMutation<TBody, TResult>;
    update: SaveMutation<{ id: string; changes: TBody & { version: number } }, TResult>;
  },
  handlers: SaveHandlers<TResult>,
) {
  if (record) {
    mutations.update.mutate({ id: record.id, changes: { ...body, version: record.version } }, handlers);
  } else {
    mutations.creation.mutate(body, handlers);
  }
}
