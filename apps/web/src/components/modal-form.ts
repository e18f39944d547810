import { useState } from 'react';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  useForm,
} from 'react-hook-form';
import { applyServerFieldErrors, errorMessage } from '../lib/form-errors.ts';
import { toast } from '../lib/toast.ts';

/**
 * The form inside a `FormModal`, filled once when the modal opens (it is mounted afresh each time).
 * `saved` says the server's message and closes the modal; `failed` puts the server's refusal on the
 * fields it names and its reason in a toast.
 */
export function useModalForm<TInput extends FieldValues, TOutput>(
  resolver: Resolver<TInput, unknown, TOutput>,
  defaultValues: DefaultValues<TInput>,
  { fields, onClose }: { fields: readonly FieldPath<TInput>[]; onClose: () => void },
) {
  const form = useForm<TInput, unknown, TOutput>({ resolver, defaultValues, mode: 'onTouched' });
  return {
    form,
    saved: (message: string) => {
      toast.success(message);
      onClose();
    },
    failed: (fallback: string) => (error: unknown) => {
      applyServerFieldErrors(error, form.setError, fields);
      toast.error(errorMessage(error, fallback));
    },
  };
}

/**
 * The reload a form offers after a stale save (409): `fetchLatest` reads the newest copy of the record
 * and `take` makes it the one the next save is made at (resetting the fields the admin has not touched);
 * a failed read says `fallback` in a toast.
 */
export function useStaleReload<T>(
  fetchLatest: () => Promise<T | undefined>,
  take: (latest: T) => void,
  fallback: string,
) {
  const [reloading, setReloading] = useState(false);
  const reload = async () => {
    setReloading(true);
    try {
      const latest = await fetchLatest();
      if (latest !== undefined) take(latest);
    } catch (error) {
      toast.error(errorMessage(error, fallback));
    } finally {
      setReloading(false);
    }
  };
  return { reloading, reload };
}
