import { MESSAGES, type Place, type PlaceRef } from '@giapha/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, TextInput } from '@mantine/core';
import { IconArrowMerge } from '@tabler/icons-react';
import { useState } from 'react';
import { FormTextarea, FormTextInput } from '../../../components/FormTextFields.tsx';
import { ModalForm, RecordFormModal, StaleSaveAlert } from '../../../components/ModalForm.tsx';
import { useModalForm, useStaleReload } from '../../../components/modal-form.ts';
import { isStaleWrite } from '../../../components/StaleVersionAlert.tsx';
import { ApiError } from '../../../lib/api.ts';
import { applyServerFieldErrors, errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreatePlace } from '../api/createPlace.ts';
import { getPlace } from '../api/getPlace.ts';
import { listPlaces } from '../api/listPlaces.ts';
import { useUpdatePlace } from '../api/updatePlace.ts';
import { readCoordinate } from '../coordinates.ts';
import {
  PLACE_FORM_FIELDS,
  type PlaceFormValues,
  placeBody,
  placeFormSchema,
  placeFormValues,
} from '../placeForm.ts';
import { mergeIntoLabel, PLACE_FORM_TEXTS, PLACES_FALLBACK } from '../texts.ts';
import { CoordinateFields } from './CoordinateFields.tsx';
import { PlaceMapLinks } from './PlaceMapLinks.tsx';

const EMPTY: PlaceFormValues = { name: '', oldName: '', latitude: '', longitude: '', note: '' };

interface PlaceFormProps {
  /** The place edited, or null to add one. */
  place: Place | null;
  onClose: () => void;
  /** Merge the edited place into `target` instead (offered when the new name is `target`'s). */
  onMerge?: ((place: Place, target: PlaceRef) => void) | undefined;
}

/** The 409 of a rename onto another place's name: the server names the field. */
function isNameTaken(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    Boolean(error.errors?.some((e) => e.field === 'name'))
  );
}

/** The place already named `name` (letter case aside), to offer merging into it. */
async function placeNamed(name: string): Promise<Place | undefined> {
  const { places } = await listPlaces({ limit: 10, offset: 0, search: name });
  const wanted = name.trim().toLocaleLowerCase('vi');
  return places.find((p) => p.name.toLocaleLowerCase('vi') === wanted);
}

function PlaceForm({ place: loaded, onClose, onMerge }: PlaceFormProps) {
  const creation = useCreatePlace();
  const update = useUpdatePlace();
  // The version the next save is made at: the loaded one, or the latest after a reload.
  const [place, setPlace] = useState(loaded);
  const [namedSo, setNamedSo] = useState<Place | null>(null);
  const { form, saved } = useModalForm(
    zodResolver(placeFormSchema),
    loaded ? placeFormValues(loaded) : EMPTY,
    { fields: PLACE_FORM_FIELDS, onClose },
  );
  const { errors } = form.formState;
  const pending = creation.isPending || update.isPending;
  const latitude = readCoordinate(form.watch('latitude'));
  const longitude = readCoordinate(form.watch('longitude'));

  const failed = (fallback: string) => (error: unknown) => {
    if (place && onMerge && isNameTaken(error)) {
      placeNamed(form.getValues('name')).then(
        (found) => setNamedSo(found && found.id !== place.id ? found : null),
        () => setNamedSo(null),
      );
    }
    if (!applyServerFieldErrors(error, form.setError, PLACE_FORM_FIELDS) && !isStaleWrite(error)) {
      toast.error(errorMessage(error, fallback));
    }
  };
  const done = ({ message }: { message: string }) => saved(message);

  const submit = form.handleSubmit((values) => {
    if (place) {
      update.mutate(
        { id: place.id, body: placeBody(values, place.version) },
        { onSuccess: done, onError: failed(PLACES_FALLBACK.update) },
      );
    } else {
      const { version: _version, ...body } = placeBody(values, 1);
      creation.mutate(
        { ...body, name: values.name },
        { onSuccess: done, onError: failed(PLACES_FALLBACK.create) },
      );
    }
  });

  /** After a conflict: the latest place fills the fields the admin has not touched; theirs stay. */
  const staleReload = useStaleReload(
    async () => (place ? getPlace(place.id) : undefined),
    (latest: Place) => {
      setPlace(latest);
      update.reset();
      form.reset(placeFormValues(latest), { keepDirtyValues: true });
    },
    PLACES_FALLBACK.get,
  );

  return (
    <ModalForm
      texts={PLACE_FORM_TEXTS}
      record={place}
      onSubmit={submit}
      actions={{ onCancel: onClose, pending }}
    >
      <StaleSaveAlert error={update.error} fallback={MESSAGES.versionConflict} reload={staleReload} />
      <TextInput
        label={PLACE_FORM_TEXTS.name}
        description={PLACE_FORM_TEXTS.nameHint}
        placeholder="Hành Thiện, Xuân Trường, Nam Định"
        autoComplete="off"
        required
        data-autofocus
        {...form.register('name', { onChange: () => setNamedSo(null) })}
        error={errors.name?.message}
      />
      {place && onMerge && namedSo ? (
        <Button
          variant="light"
          color="orange"
          leftSection={<IconArrowMerge size={16} />}
          onClick={() => onMerge(place, namedSo)}
          style={{ alignSelf: 'flex-start' }}
        >
          {mergeIntoLabel(namedSo.name)}
        </Button>
      ) : null}
      <FormTextInput
        form={form}
        name="oldName"
        label={PLACE_FORM_TEXTS.oldName}
        description={PLACE_FORM_TEXTS.oldNameHint}
        autoComplete="off"
      />
      <CoordinateFields
        form={form}
        examples={{ latitude: '20.2506', longitude: '106.2318' }}
        hint={PLACE_FORM_TEXTS.coordinatesHint}
      >
        <PlaceMapLinks latitude={latitude} longitude={longitude} />
      </CoordinateFields>
      <FormTextarea form={form} name="note" label={PLACE_FORM_TEXTS.note} maxRows={6} />
    </ModalForm>
  );
}

interface PlaceFormModalProps {
  opened: boolean;
  /** The place edited, or null to add one. */
  place: Place | null;
  onClose: () => void;
  /** Merge the edited place into `target` instead (offered when the new name is `target`'s). */
  onMerge?: (place: Place, target: PlaceRef) => void;
}

/** Adds or edits one place: name, old name, coordinates (with map links to check them) and a note. */
export function PlaceFormModal({ place, onMerge, ...modal }: PlaceFormModalProps) {
  return (
    <RecordFormModal {...modal} texts={PLACE_FORM_TEXTS} record={place} fullScreenBelow="48em">
      <PlaceForm key={place?.id ?? 'new'} place={place} onClose={modal.onClose} onMerge={onMerge} />
    </RecordFormModal>
  );
}
