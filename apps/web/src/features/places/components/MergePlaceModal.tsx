import type { Place, PlaceRef } from '@giapha/contract';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowMerge } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useMergePlaces } from '../api/mergePlaces.ts';
import { PLACE_MERGE_TEXTS, PLACES_FALLBACK, usageLabel } from '../texts.ts';
import { PlacePicker } from './PlacePicker.tsx';

interface MergeFormProps {
  place: Place;
  /** The place to keep, when already known (a rename onto its name). */
  initialTarget: PlaceRef | null;
  onClose: () => void;
}

function MergeForm({ place, initialTarget, onClose }: MergeFormProps) {
  const merge = useMergePlaces();
  const [target, setTarget] = useState<PlaceRef | null>(initialTarget);
  const [error, setError] = useState<string | undefined>(undefined);

  const confirm = () => {
    if (!target) {
      setError(PLACE_MERGE_TEXTS.targetRequired);
      return;
    }
    if (target.id === place.id) {
      setError(PLACE_MERGE_TEXTS.sameTarget);
      return;
    }
    merge.mutate(
      { fromId: place.id, intoId: target.id },
      {
        onSuccess: ({ message, place: kept }) => {
          toast.success(message, kept.name);
          onClose();
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm">{PLACE_MERGE_TEXTS.intro.replaceAll('{name}', place.name)}</Text>
      <Text size="sm" c="dimmed">
        {usageLabel(place.usage)}
      </Text>
      <PlacePicker
        label={PLACE_MERGE_TEXTS.target}
        description={PLACE_MERGE_TEXTS.targetHint}
        value={target}
        onChange={(next) => {
          setTarget(next);
          setError(undefined);
        }}
        error={error}
      />
      {merge.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(merge.error, PLACES_FALLBACK.merge)}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={merge.isPending}>
          Hủy
        </Button>
        <Button
          color="orange"
          leftSection={<IconArrowMerge size={18} />}
          loading={merge.isPending}
          onClick={confirm}
        >
          {PLACE_MERGE_TEXTS.confirm}
        </Button>
      </Group>
    </Stack>
  );
}

interface MergePlaceModalProps {
  /** The place merged away; null when closed. */
  place: Place | null;
  /** The place to keep, when already known. */
  target?: PlaceRef | null;
  onClose: () => void;
}

/** Merges one place into another chosen with the picker, after saying what will happen. */
export function MergePlaceModal({ place, target = null, onClose }: MergePlaceModalProps) {
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <Modal
      opened={place !== null}
      onClose={onClose}
      title={PLACE_MERGE_TEXTS.title}
      centered
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Đóng' }}
    >
      {place ? <MergeForm key={place.id} place={place} initialTarget={target} onClose={onClose} /> : null}
    </Modal>
  );
}
