import { useState } from 'react';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormSetError,
  useForm,
} from 'react-hook-form';
import { applyServerFieldErrors, errorMessage } from '../lib/form-errors.ts';
import { toast } from '../lib/toast.ts';

/** A save's `onSuccess`: the server's message in a toast, then `after` (close the modal, leave the page). */
export function savedThen(after: () => void) {
  return ({ message }: { message: string }) => {
    toast.success(message);
    after();
  };
}

/**
 * A save's `onError`: the refusal lands on the fields it names, its reason (`fallback` when it gives
 * none) in a toast.
 */
export function failedOnFields<TInput extends FieldValues>(
  setError: UseFormSetError<TInput>,
  fields: readonly FieldPath<TInput>[],
  fallback: string,
) {
  return (error: unknown) => {
    applyServerFieldErrors(error, setError, fields);
    toast.error(errorMessage(error, fallback));
  };
}

/** A form's save callbacks (a mutation's `onSuccess` and `onError`): `savedThen` and `failedOnFields`. */
export function saveCallbacks<TInput extends FieldValues>(
  setError: UseFormSetError<TInput>,
  fields: readonly FieldPath<TInput>[],
  fallback: string,
  after: () => void,
) {
  return { onSuccess: savedThen(after), onError: failedOnFields(setError, fields, fallback) };
}

/**
 * A react-hook-form form filled with `defaultValues` once, checked by `resolver` from the first time a
 * field is left (then on each change).
 */
export function useTouchedForm<TInput extends FieldValues, TOutput>(
  resolver: Resolver<TInput, unknown, TOutput>,
  defaultValues: DefaultValues<TInput>,
) {
  return useForm<TInput, unknown, TOutput>({ resolver, defaultValues, mode: 'onTouched' });
}

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
  const form = useTouchedForm(resolver, defaultValues);
  return {
    form,
    saved: (message: string) => savedThen(onClose)({ message }),
    failed: (fallback: string) => failedOnFields(form.setError, fields, fallback),
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
