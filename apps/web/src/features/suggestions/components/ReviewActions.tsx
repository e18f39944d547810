import { MESSAGES, type Suggestion } from '@giapha/contract';
import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { IconCheck, IconEdit, IconX } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { FormModal } from '../../../components/FormModal.tsx';
import { ModalFormActions } from '../../../components/ModalFormActions.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import type { useReviewSuggestion } from '../api/suggestions.ts';
import { editableFields, withEdits } from '../editablePayload.ts';
import { REVIEW_TEXTS as R, SUGGESTIONS_FALLBACK } from '../texts.ts';
import { fieldLabel } from './SuggestionDiff.tsx';

type Review = ReturnType<typeof useReviewSuggestion>;

interface ReviewActionsProps {
  suggestion: Suggestion;
  /** The decision's mutation, shared with the card (its 409 shows there). */
  review: Review;
}

function decide(
  review: Review,
  suggestion: Suggestion,
  body: Parameters<Review['mutate']>[0]['body'],
  after?: () => void,
) {
  review.mutate(
    { id: suggestion.id, body },
    {
      onSuccess: ({ message }) => {
        toast.success(body.action === 'reject' ? MESSAGES.suggestionRejected : message);
        after?.();
      },
      onError: (error) => toast.error(errorMessage(error, SUGGESTIONS_FALLBACK.review)),
    },
  );
}

function RejectModal({ suggestion, review, onClose }: ReviewActionsProps & { onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setError(R.rejectReasonRequired);
      return;
    }
    decide(
      review,
      suggestion,
      { action: 'reject', version: suggestion.version, reason: reason.trim() },
      onClose,
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label={R.rejectTitle}>
      <Stack gap="md">
        <Textarea
          label={R.rejectReason}
          description={R.rejectReasonHint}
          withAsterisk
          autosize
          minRows={3}
          value={reason}
          error={error}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(null);
          }}
          data-autofocus
        />
        <ModalFormActions
          onCancel={onClose}
          pending={review.isPending}
          editing={false}
          createLabel={R.confirmReject}
        />
      </Stack>
    </form>
  );
}

function EditModal({ suggestion, review, onClose }: ReviewActionsProps & { onClose: () => void }) {
  const fields = editableFields(suggestion.payload);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((f) => [f.path, f.value])),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    decide(
      review,
      suggestion,
      { action: 'approve', version: suggestion.version, payload: withEdits(suggestion.payload, values) },
      onClose,
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label={R.editTitle}>
      <Stack gap="md">
        {fields.map((f) => (
          <TextInput
            key={f.path}
            label={fieldLabel(f.field)}
            value={values[f.path] ?? ''}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setValues((old) => ({ ...old, [f.path]: next }));
            }}
          />
        ))}
        <ModalFormActions
          onCancel={onClose}
          pending={review.isPending}
          editing={false}
          createLabel={R.saveAndApprove}
        />
      </Stack>
    </form>
  );
}

/** Duyệt, Sửa rồi duyệt (when the proposal has text to correct), Từ chối (with a reason). */
export function ReviewActions({ suggestion, review }: ReviewActionsProps) {
  const [open, setOpen] = useState<'reject' | 'edit' | null>(null);
  const close = () => setOpen(null);
  const editable = editableFields(suggestion.payload).length > 0;
  return (
    <>
      <Button
        size="xs"
        color="red"
        variant="light"
        leftSection={<IconX size={14} />}
        onClick={() => setOpen('reject')}
        disabled={review.isPending}
      >
        {R.reject}
      </Button>
      {editable ? (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconEdit size={14} />}
          onClick={() => setOpen('edit')}
          disabled={review.isPending}
        >
          {R.editThenApprove}
        </Button>
      ) : null}
      <Button
        size="xs"
        color="green"
        leftSection={<IconCheck size={14} />}
        loading={review.isPending && open === null}
        onClick={() => decide(review, suggestion, { action: 'approve', version: suggestion.version })}
      >
        {R.approve}
      </Button>
      <FormModal opened={open === 'reject'} onClose={close} title={R.rejectTitle}>
        <RejectModal suggestion={suggestion} review={review} onClose={close} />
      </FormModal>
      <FormModal opened={open === 'edit'} onClose={close} title={R.editTitle}>
        <EditModal suggestion={suggestion} review={review} onClose={close} />
      </FormModal>
    </>
  );
}
