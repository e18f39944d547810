import { Grid, Stack, TextInput } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { SaveConflict } from './record-form.ts';
import { StaleVersionAlert } from './StaleVersionAlert.tsx';

/** What an update page gives its record form. */
export interface ReloadableFormProps {
  /** Loads the newest copy after a version conflict. */
  onReload?: () => void;
  reloading?: boolean;
}

interface SlugFieldProps {
  registration: UseFormRegisterReturn;
  error: string | undefined;
  /** The address's description starts with this, e.g. "Địa chỉ sự kiện". */
  addressLabel: string;
  /** The public page of a slug. */
  path: (slug: string) => string;
  slug: string | undefined;
  followsTitle: boolean;
  /** What the address is made from while it follows: "tên", "tiêu đề", "tên album". */
  madeFrom?: string;
  placeholder?: string;
}

/** The "Đường dẫn" field of a record: its public address, shown as it is typed (or made from the title). */
function SlugField({
  registration,
  error,
  addressLabel,
  path,
  slug,
  followsTitle,
  madeFrom = 'tên',
  placeholder = 'tu-tao-tu-ten',
}: SlugFieldProps) {
  return (
    <TextInput
      label="Đường dẫn"
      description={`${addressLabel}: ${path(slug || 'duong-dan')}${
        followsTitle ? ` — tự tạo từ ${madeFrom}, có thể sửa` : ''
      }`}
      placeholder={placeholder}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      {...registration}
      error={error}
    />
  );
}

interface SaveConflictAlertProps {
  conflict: SaveConflict;
  /** Loads the newest copy; without it the alert offers no button. */
  onReload: (() => void) | undefined;
  reloading: boolean;
}

/** The stale-version alert of a record form, shown only after someone else saved the record first. */
export function SaveConflictAlert({ conflict, onReload, reloading }: SaveConflictAlertProps) {
  if (!conflict.stale) return null;
  return (
    <StaleVersionAlert
      message={conflict.message}
      onReload={conflict.reloadWith(onReload)}
      reloading={reloading}
    />
  );
}

interface TitleAndSlugFieldsProps {
  title: { label: string; placeholder: string; maxLength?: number };
  /** The address field: see SlugField. */
  address: Pick<SlugFieldProps, 'addressLabel' | 'path' | 'madeFrom' | 'placeholder'>;
  /** The two fields' registrations and whether the address follows the title (useSlugFollowingTitle). */
  fields: { titleField: UseFormRegisterReturn; slugField: UseFormRegisterReturn; slugFollowsTitle: boolean };
  slug: string | undefined;
  errors: { title?: { message?: string }; slug?: { message?: string } };
}

/** A record's title (required) and, under it, its address made from the title until edited. */
export function TitleAndSlugFields({ title, address, fields, slug, errors }: TitleAndSlugFieldsProps) {
  return (
    <>
      <TextInput
        label={title.label}
        placeholder={title.placeholder}
        withAsterisk
        autoComplete="off"
        maxLength={title.maxLength}
        {...fields.titleField}
        error={errors.title?.message}
      />
      <SlugField
        {...address}
        registration={fields.slugField}
        error={errors.slug?.message}
        slug={slug}
        followsTitle={fields.slugFollowsTitle}
      />
    </>
  );
}

interface RecordFormLayoutProps extends ReloadableFormProps {
  /** The form's accessible name. */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form hook's unsaved-changes guard and save conflict. */
  state: { guard: { dialog: ReactNode }; conflict: SaveConflict };
  /** The wide column: the record's fields. */
  main: ReactNode;
  /** The narrow column beside it: saving, status, cover… */
  aside: ReactNode;
}

/**
 * The frame of a record form: the conflict alert on top, then the fields in a wide column and the
 * panels in a narrow one beside them (under them on a phone).
 */
export function RecordFormLayout({
  label,
  onSubmit,
  state,
  onReload,
  reloading = false,
  main,
  aside,
}: RecordFormLayoutProps) {
  return (
    <form noValidate aria-label={label} onSubmit={onSubmit}>
      {state.guard.dialog}
      <Stack gap="md">
        <SaveConflictAlert conflict={state.conflict} onReload={onReload} reloading={reloading} />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>{main}</Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">{aside}</Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </form>
  );
}
