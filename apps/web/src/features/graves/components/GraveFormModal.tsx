import type { Grave } from '@giapha/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Text } from '@mantine/core';
import { IconCurrentLocation } from '@tabler/icons-react';
import { useState } from 'react';
import { FormTextarea, FormTextInput } from '../../../components/FormTextFields.tsx';
import { ModalForm, RecordFormModal, StaleSaveAlert } from '../../../components/ModalForm.tsx';
import { useModalForm, useStaleReload } from '../../../components/modal-form.ts';
import { toast } from '../../../lib/toast.ts';
import { CoordinateFields, formatCoordinate, PlaceField } from '../../places/index.ts';
import { useCreateGrave } from '../api/createGrave.ts';
import { useUpdateGrave } from '../api/updateGrave.ts';
import { GRAVE_FORM_FIELDS, graveBody, graveFormSchema, graveFormValues } from '../graveForm.ts';
import { GRAVE_TEXTS, GRAVES_FALLBACK } from '../texts.ts';
import { GravePhotosField } from './GravePhotosField.tsx';

/** Why the phone could not tell where it is, in words an elder understands. */
function locationError(error: GeolocationPositionError): string {
  return error.code === error.PERMISSION_DENIED ? GRAVE_TEXTS.locateDenied : GRAVE_TEXTS.locateFailed;
}

interface GraveFormProps {
  personId: string;
  grave: Grave | null;
  onClose: () => void;
  /** Loads the newest copy of the grave after a stale save (409). */
  onReload: () => Promise<Grave | undefined>;
}

function GraveForm({ personId, grave: loaded, onClose, onReload }: GraveFormProps) {
  const creation = useCreateGrave();
  const update = useUpdateGrave();
  // The version the next save is made at: the loaded one, or the latest after a reload.
  const [grave, setGrave] = useState(loaded);
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<string | null>(null);
  const { form, saved, failed } = useModalForm(zodResolver(graveFormSchema), graveFormValues(loaded), {
    fields: GRAVE_FORM_FIELDS,
    onClose,
  });
  const { errors } = form.formState;
  const pending = creation.isPending || update.isPending;
  const photoUrlErrors = Array.isArray(errors.photos)
    ? errors.photos.map((photo: { url?: { message?: string } } | undefined) => photo?.url?.message)
    : [];

  const done = ({ message }: { message: string }) => saved(message);

  const submit = form.handleSubmit((values) => {
    const body = graveBody(values);
    if (grave) {
      update.mutate(
        { id: grave.id, changes: { ...body, version: grave.version } },
        { onSuccess: done, onError: failed(GRAVES_FALLBACK.update) },
      );
    } else {
      creation.mutate(
        { personId, grave: body },
        { onSuccess: done, onError: failed(GRAVES_FALLBACK.create) },
      );
    }
  });

  /** After a conflict: the latest grave fills the fields the admin has not touched; theirs stay. */
  const staleReload = useStaleReload(
    onReload,
    (latest: Grave) => {
      setGrave(latest);
      update.reset();
      form.reset(graveFormValues(latest), { keepDirtyValues: true });
    },
    GRAVES_FALLBACK.list,
  );

  // A member standing at the grave with a phone: its GPS fills both coordinates.
  const locate = () => {
    setLocateError(null);
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setLocateError(GRAVE_TEXTS.locateUnsupported);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const options = { shouldDirty: true, shouldValidate: true };
        form.setValue('latitude', formatCoordinate(position.coords.latitude), options);
        form.setValue('longitude', formatCoordinate(position.coords.longitude), options);
        toast.success(GRAVE_TEXTS.located);
      },
      (error) => {
        setLocating(false);
        setLocateError(locationError(error));
      },
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 0 },
    );
  };

  return (
    <ModalForm
      texts={GRAVE_TEXTS}
      record={grave}
      onSubmit={submit}
      actions={{ onCancel: onClose, pending, disableSubmitWhilePending: true }}
    >
      <StaleSaveAlert error={update.error} fallback={GRAVES_FALLBACK.update} reload={staleReload} />
      <FormTextInput
        form={form}
        name="cemetery"
        label={GRAVE_TEXTS.cemetery}
        placeholder={GRAVE_TEXTS.cemeteryPlaceholder}
        autoComplete="off"
        data-autofocus
      />
      <PlaceField
        control={form.control}
        name="place"
        label={GRAVE_TEXTS.place}
        description={GRAVE_TEXTS.placeHint}
      />
      <FormTextInput
        form={form}
        name="plot"
        label={GRAVE_TEXTS.plot}
        placeholder={GRAVE_TEXTS.plotPlaceholder}
        autoComplete="off"
      />
      <CoordinateFields
        form={form}
        examples={{ latitude: '20.2619', longitude: '106.3135' }}
        hint={GRAVE_TEXTS.coordinatesHint}
      >
        <Button
          variant="light"
          leftSection={<IconCurrentLocation size={16} />}
          loading={locating}
          onClick={locate}
          style={{ alignSelf: 'flex-start' }}
        >
          {GRAVE_TEXTS.locate}
        </Button>
        {locateError ? (
          <Text size="sm" c="red" role="alert">
            {locateError}
          </Text>
        ) : null}
      </CoordinateFields>
      <GravePhotosField
        control={form.control}
        register={form.register}
        urlErrors={photoUrlErrors}
        error={errors.photos?.message ?? errors.photos?.root?.message}
      />
      <FormTextarea
        form={form}
        name="note"
        label={GRAVE_TEXTS.note}
        placeholder={GRAVE_TEXTS.notePlaceholder}
      />
    </ModalForm>
  );
}

interface GraveFormModalProps {
  opened: boolean;
  onClose: () => void;
  personId: string;
  /** The grave to edit; without one, a new grave is added. */
  grave: Grave | null;
  onReload: () => Promise<Grave | undefined>;
}

/** Adds or edits a grave in a modal (the whole screen on a phone); a stale edit (409) offers a reload. */
export function GraveFormModal({ personId, grave, onReload, ...modal }: GraveFormModalProps) {
  return (
    <RecordFormModal {...modal} texts={GRAVE_TEXTS} record={grave} fullScreenBelow="36em">
      <GraveForm
        key={grave?.id ?? 'new'}
        personId={personId}
        grave={grave}
        onClose={modal.onClose}
        onReload={onReload}
      />
    </RecordFormModal>
  );
}
