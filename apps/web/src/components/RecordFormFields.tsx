import { TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { SaveConflict } from './record-form.ts';
import { StaleVersionAlert } from './StaleVersionAlert.tsx';

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
export function SlugField({
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
