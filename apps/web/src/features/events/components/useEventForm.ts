import { type ClanEvent, eventTemplates, type Person } from '@giapha/contract';
import { slugify } from '@giapha/genealogy';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { type FieldPath, type PathValue, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { isStaleWrite } from '../../../components/StaleVersionAlert.tsx';
import { useUnsavedChangesGuard } from '../../../components/UnsavedChangesGuard.tsx';
import { ApiError } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import type { EventChange } from '../api/cache.ts';
import { useCreateEvent } from '../api/createEvent.ts';
import { useUpdateEvent } from '../api/updateEvent.ts';
import { today as vietnamToday } from '../calendar.ts';
import {
  type EventFormInput,
  type EventFormOutput,
  emptyEventForm,
  eventFormSchema,
  eventFormValues,
  formFieldOf,
  templateForm,
} from '../eventForm.ts';
import { EVENTS_FALLBACK } from '../texts.ts';
import { editEventPath } from './EventAdminActions.tsx';

export type EventFormApi = UseFormReturn<EventFormInput, unknown, EventFormOutput>;

/**
 * The event form's state: its values (loaded, reloaded after a conflict, filled from a template or a
 * person's giỗ), what is unsaved, the address that follows the title, and saving with the server's
 * answers put on their fields.
 */
export function useEventForm(event: ClanEvent | undefined) {
  const navigate = useNavigate();
  const creation = useCreateEvent();
  const update = useUpdateEvent();
  const today = useMemo(() => vietnamToday(), []);
  // A new event's address follows its title until the admin types one of their own.
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(event === undefined);

  const loadedValues = useMemo(
    () => (event ? eventFormValues(event, today) : emptyEventForm(today)),
    [event, today],
  );
  const form: EventFormApi = useForm<EventFormInput, unknown, EventFormOutput>({
    resolver: zodResolver(eventFormSchema),
    values: loadedValues,
    resetOptions: { keepDirtyValues: true },
    mode: 'onTouched',
  });
  const watched = useWatch({ control: form.control });
  const [savedValues, setSavedValues] = useState(() => JSON.stringify(loadedValues));
  useEffect(() => {
    if (loadedValues) setSavedValues(JSON.stringify(form.getValues()));
  }, [loadedValues, form]);
  const guard = useUnsavedChangesGuard(JSON.stringify(watched) !== savedValues);
  const saving = creation.isPending || update.isPending;
  const stale = event !== undefined && isStaleWrite(update.error);

  const setValue = <K extends FieldPath<EventFormInput>>(name: K, value: PathValue<EventFormInput, K>) =>
    form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  const setTitle = (title: string) => {
    setValue('title', title);
    if (slugFollowsTitle) setValue('slug', slugify(title));
  };

  const chooseTemplate = (choice: string) => {
    const template = eventTemplates.find((t) => t === choice);
    const next = template ? templateForm(template, today) : emptyEventForm(today);
    // Keep what does not belong to a template: cover, place, description.
    form.reset(
      {
        ...next,
        coverImage: form.getValues('coverImage'),
        location: form.getValues('location'),
        description: form.getValues('description'),
        slug: slugFollowsTitle ? slugify(next.title) : form.getValues('slug'),
      },
      // The form keeps dirty values on reloads (resetOptions): a template replaces them.
      { keepDefaultValues: true, keepDirtyValues: false },
    );
  };

  const pickPerson = (person: Person | null) => {
    setValue('person', person ? { id: person.id, name: person.name } : null);
    if (!person) return;
    const lunar = person.death?.lunar;
    if (person.deceased && lunar) {
      setValue('lunarDay', String(lunar.day));
      setValue('lunarMonth', String(lunar.month));
    }
    setTitle(`Giỗ ${person.name}`);
  };

  const onSaved = ({ event: saved, message }: EventChange) => {
    toast.success(message, saved.title);
    setSavedValues(JSON.stringify(form.getValues()));
    if (!event) {
      guard.allowNextNavigation();
      navigate(editEventPath(saved.id), { replace: true });
    }
  };

  const onFailed = (error: unknown) => {
    if (error instanceof ApiError && error.errors) {
      let first = true;
      for (const fieldError of error.errors) {
        const field = formFieldOf(fieldError.field);
        if (!field) continue;
        form.setError(field, { type: 'server', message: fieldError.message }, { shouldFocus: first });
        first = false;
      }
    }
    toast.error(errorMessage(error, event ? EVENTS_FALLBACK.update : EVENTS_FALLBACK.create));
  };

  const submit = form.handleSubmit((body) => {
    if (event) {
      update.mutate(
        { id: event.id, changes: { ...body, version: event.version } },
        { onSuccess: onSaved, onError: onFailed },
      );
    } else {
      creation.mutate(body, { onSuccess: onSaved, onError: onFailed });
    }
  });

  const titleField = form.register('title', {
    onChange: (change: { target: { value: string } }) => {
      if (slugFollowsTitle) setValue('slug', slugify(change.target.value));
    },
  });
  const slugField = form.register('slug', {
    onChange: (change: { target: { value: string } }) =>
      setSlugFollowsTitle(change.target.value.trim() === ''),
  });

  /** After a conflict: the newest copy is loaded and the failed save forgotten. */
  const reloadAfterConflict = (onReload: (() => void) | undefined) =>
    onReload
      ? () => {
          update.reset();
          onReload();
        }
      : undefined;

  return {
    form,
    watched,
    today,
    guard,
    saving,
    stale,
    staleMessage: errorMessage(update.error, EVENTS_FALLBACK.update),
    reloadAfterConflict,
    slugFollowsTitle,
    titleField,
    slugField,
    setValue,
    chooseTemplate,
    pickPerson,
    submit,
  };
}
