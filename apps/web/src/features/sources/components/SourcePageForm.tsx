import { createSourcePageBody, type SourcePage } from '@giapha/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { FormTextarea, FormTextInput } from '../../../components/FormTextFields.tsx';
import { ImageUploadField } from '../../../components/ImageUploadField.tsx';
import { ModalForm, type ModalFormTexts } from '../../../components/ModalForm.tsx';
import { useTouchedForm } from '../../../components/modal-form.ts';
import { checkedBy } from '../../../lib/contract-checks.ts';
import { applyServerFieldErrors, errorMessage } from '../../../lib/form-errors.ts';

const pageForm = checkedBy(
  z.object({ label: z.string(), image: z.string().nullable(), transcription: z.string() }),
  createSourcePageBody,
);
export type PageFormOutput = z.output<typeof pageForm>;
const PAGE_FIELDS = ['label', 'image', 'transcription'] as const;

const PAGE_FORM_TEXTS: ModalFormTexts = { addTitle: 'Thêm trang', editTitle: 'Sửa trang', add: 'Thêm trang' };

interface SourcePageFormProps {
  /** The page being edited; null for a new one (named `nextLabel`). */
  page: SourcePage | null;
  nextLabel: string;
  pending: boolean;
  error: unknown;
  fallback: string;
  onSubmit: (values: PageFormOutput) => Promise<unknown>;
  onCancel: () => void;
}

/** One page of a source: how the source numbers it, its scan or photo, and what it says. */
export function SourcePageForm({
  page,
  nextLabel,
  pending,
  error,
  fallback,
  onSubmit,
  onCancel,
}: SourcePageFormProps) {
  const form = useTouchedForm(zodResolver(pageForm), {
    label: page?.label ?? nextLabel,
    image: page?.image ?? null,
    transcription: page?.transcription ?? '',
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (failure) {
      applyServerFieldErrors(failure, form.setError, PAGE_FIELDS);
    }
  });
  return (
    <ModalForm texts={PAGE_FORM_TEXTS} record={page} onSubmit={submit} actions={{ onCancel, pending }}>
      {error && !form.formState.isSubmitSuccessful ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(error, fallback)}
        </Alert>
      ) : null}
      <FormTextInput
        form={form}
        name="label"
        label="Số trang, tên trang"
        description="Ghi như nguồn đánh số, ví dụ “tờ 12a”, “trang 3”, “mặt trước bia”"
        withAsterisk
      />
      <Controller
        control={form.control}
        name="image"
        render={({ field }) => (
          <ImageUploadField
            label="Ảnh chụp hoặc bản quét"
            value={field.value}
            onChange={field.onChange}
            error={errors.image?.message}
          />
        )}
      />
      <FormTextarea
        form={form}
        name="transcription"
        label="Phiên âm, dịch nghĩa"
        description="Chép lại chữ trên trang (chữ Hán Nôm, phiên âm, dịch nghĩa)"
        minRows={4}
        maxRows={14}
      />
    </ModalForm>
  );
}
