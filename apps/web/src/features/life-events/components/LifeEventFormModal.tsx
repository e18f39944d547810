import {
  familyEventTypes,
  LIFE_EVENT_LABELS,
  LIFE_EVENT_VALUE_HINTS,
  type LifeEvent,
  type LifeEventType,
  lifeEventTypes,
  MESSAGES,
  personEventTypes,
  placeRefSchema,
  updateLifeEventBody,
} from '@giapha/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Select } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { FormTextarea, FormTextInput } from '../../../components/FormTextFields.tsx';
import { ModalForm, RecordFormModal, StaleSaveAlert } from '../../../components/ModalForm.tsx';
import { useModalForm } from '../../../components/modal-form.ts';
import { LifeDateField, lifeDateFieldSchema } from '../../persons/index.ts';
import { PlaceField } from '../../places/index.ts';
import { type LifeEventOwner, useSaveLifeEvent } from '../api/saveLifeEvent.ts';
import { LIFE_EVENT_TEXTS, LIFE_EVENTS_FALLBACK } from '../texts.ts';

/** The contract's field rules; the type list offers only the owner's types. */
const eventForm = z.object({
  type: z.enum(lifeEventTypes, { error: MESSAGES.lifeEventTypeInvalid }),
  label: updateLifeEventBody.shape.label,
  value: updateLifeEventBody.shape.value,
  date: lifeDateFieldSchema,
  place: placeRefSchema.nullable(),
  note: updateLifeEventBody.shape.note,
});
type EventFormInput = z.input<typeof eventForm>;

const FORM_FIELDS = ['type', 'label', 'value', 'note'] as const;

function valuesOf(event: LifeEvent | null, defaultType: LifeEventType): EventFormInput {
  return {
    type: event?.type ?? defaultType,
    label: event?.label ?? '',
    value: event?.value ?? '',
    date: event?.date ?? null,
    place: event?.place ?? null,
    note: event?.note ?? '',
  };
}

function typeOptions(owner: LifeEventOwner['kind']) {
  return (owner === 'person' ? personEventTypes : familyEventTypes).map((type) => ({
    value: type,
    label: LIFE_EVENT_LABELS[type],
  }));
}

interface LifeEventFormProps {
  owner: LifeEventOwner;
  event: LifeEvent | null;
  onClose: () => void;
}

function LifeEventForm({ owner, event, onClose }: LifeEventFormProps) {
  const save = useSaveLifeEvent();
  const defaultType = owner.kind === 'person' ? 'occupation' : 'marriage';
  const { form, saved, failed } = useModalForm(zodResolver(eventForm), valuesOf(event, defaultType), {
    fields: FORM_FIELDS,
    onClose,
  });
  const { errors } = form.formState;
  const type = form.watch('type');
  const hint = LIFE_EVENT_VALUE_HINTS[type];
  const fallback = event ? LIFE_EVENTS_FALLBACK.update : LIFE_EVENTS_FALLBACK.create;

  const submit = form.handleSubmit((values) => {
    const body = {
      type: values.type,
      label: values.label ?? null,
      value: values.value ?? null,
      date: values.date,
      placeId: values.place?.id ?? null,
      note: values.note ?? null,
      ...(event ? { version: event.version } : {}),
    };
    save.mutate(
      { owner, id: event?.id, body },
      { onSuccess: ({ message }) => saved(message), onError: failed(fallback) },
    );
  });

  return (
    <ModalForm
      texts={LIFE_EVENT_TEXTS}
      record={event}
      onSubmit={submit}
      actions={{ onCancel: onClose, pending: save.isPending, disableSubmitWhilePending: true }}
    >
      <StaleSaveAlert error={save.error} fallback={fallback} reload={{ reload: onClose }} />
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <Select
            label={LIFE_EVENT_TEXTS.type}
            data={typeOptions(owner.kind)}
            value={field.value}
            onChange={(value) => {
              if (value) field.onChange(value);
            }}
            allowDeselect={false}
            withAsterisk
            error={errors.type?.message}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
      <FormTextInput
        form={form}
        name="label"
        label={LIFE_EVENT_TEXTS.label}
        description={LIFE_EVENT_TEXTS.labelDescription}
        autoComplete="off"
      />
      <FormTextInput
        form={form}
        name="value"
        label={LIFE_EVENT_TEXTS.value}
        description={hint ? `Ví dụ: ${hint}` : undefined}
        autoComplete="off"
      />
      <LifeDateField control={form.control} name="date" label={LIFE_EVENT_TEXTS.date} kind="event" />
      <PlaceField control={form.control} name="place" label={LIFE_EVENT_TEXTS.place} />
      <FormTextarea form={form} name="note" label={LIFE_EVENT_TEXTS.note} />
    </ModalForm>
  );
}

export interface LifeEventFormModalProps {
  opened: boolean;
  onClose: () => void;
  owner: LifeEventOwner;
  /** The event to edit; without one a new event is added. */
  event: LifeEvent | null;
}

/** Adds or edits one life event: type, label, value, date, place and note. Full screen on a phone. */
export function LifeEventFormModal({ owner, event, ...modal }: LifeEventFormModalProps) {
  return (
    <RecordFormModal {...modal} texts={LIFE_EVENT_TEXTS} record={event} fullScreenBelow="48em">
      <LifeEventForm key={event?.id ?? 'new'} owner={owner} event={event} onClose={modal.onClose} />
    </RecordFormModal>
  );
}
