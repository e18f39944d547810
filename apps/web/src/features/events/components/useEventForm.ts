import { type ClanEvent, eventTemplates, type Person } from '@giapha/contract';
import { deathAnniversaryOf, slugify } from '@giapha/genealogy';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import type { FieldPath, PathValue, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  createOrUpdate,
  saveConflict,
  useRecordForm,
  useSlugFollowingTitle,
} from '../../../components/record-form.ts';
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

  const loadedValues = useMemo(
    () => (event ? eventFormValues(event, today) : emptyEventForm(today)),
    [event, today],
  );
  const { form, watched, guard, markSaved } = useRecordForm(zodResolver(eventFormSchema), loadedValues);
  const saving = creation.isPending || update.isPending;
  const conflict = saveConflict(update, { editing: event !== undefined, fallback: EVENTS_FALLBACK.update });

  const setValue = <K extends FieldPath<EventFormInput>>(name: K, value: PathValue<EventFormInput, K>) =>
    form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const slug = useSlugFollowingTitle(event === undefined, (made) => setValue('slug', made));

  const setTitle = (title: string) => {
    setValue('title', title);
    if (slug.slugFollowsTitle) setValue('slug', slugify(title));
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
        slug: slug.slugFollowsTitle ? slugify(next.title) : form.getValues('slug'),
      },
      // The form keeps dirty values on reloads (resetOptions): a template replaces them.
      { keepDefaultValues: true, keepDirtyValues: false },
    );
  };

  const pickPerson = (person: Person | null) => {
    setValue('person', person ? { id: person.id, name: person.name } : null);
    if (!person) return;
    // Only an exact death has a giỗ (not "khoảng…", nor a lunar year alone).
    const gio = deathAnniversaryOf(person.death);
    if (person.deceased && gio) {
      setValue('lunarDay', String(gio.day));
      setValue('lunarMonth', String(gio.month));
    }
    setTitle(`Giỗ ${person.name}`);
  };

  const onSaved = ({ event: saved, message }: EventChange) => {
    toast.success(message, saved.title);
    markSaved();
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

  const submit = form.handleSubmit((body) =>
    createOrUpdate(event, body, { creation, update }, { onSuccess: onSaved, onError: onFailed }),
  );

  const titleField = form.register('title', { onChange: slug.onTitleChange });
  const slugField = form.register('slug', { onChange: slug.onSlugChange });

  return {
    form,
    watched,
    today,
    guard,
    saving,
    conflict,
    slugFollowsTitle: slug.slugFollowsTitle,
    titleField,
    slugField,
    setValue,
    chooseTemplate,
    pickPerson,
    submit,
  };
}
